import { Curve, initAuthCreds, proto } from '@whiskeysockets/baileys';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LruMap } from '../../../../protocol';
import { createAuthState, hasAbandonedPairing, isLinked, makeStoreKeys } from '../../../../session-node/engines/baileys/auth-state';
import { LruCacheStore } from '../../../../session-node/engines/baileys/lru';
import { linkedCreds, MemoryAuthStore, serializeCreds } from './helpers';

const logger = pino({ level: 'silent' });

describe('creds', () => {
  it('start fresh when the device has no login yet', () => {
    const auth = createAuthState(new MemoryAuthStore(null), logger);
    expect(auth.state.creds.registered).toBe(false);
    expect(auth.state.creds.me).toBeUndefined();
    expect(auth.state.creds.noiseKey.private).toHaveLength(32);
  });

  it('round-trip through the store with their Buffers intact', async () => {
    const store = new MemoryAuthStore(null);
    const auth = createAuthState(store, logger);
    await auth.saveCreds();
    const resumed = createAuthState(new MemoryAuthStore(store.savedCreds.at(-1) ?? null), logger);
    expect(Buffer.isBuffer(resumed.state.creds.noiseKey.private)).toBe(true);
    expect(resumed.state.creds.noiseKey.private).toEqual(auth.state.creds.noiseKey.private);
    expect(resumed.state.creds.signedPreKey.signature).toEqual(auth.state.creds.signedPreKey.signature);
    expect(resumed.state.creds.advSecretKey).toBe(auth.state.creds.advSecretKey);
  });

  it('are written in the order they were saved, each as it was at its save', async () => {
    const store = new MemoryAuthStore(null);
    const auth = createAuthState(store, logger);
    auth.state.creds.nextPreKeyId = 10;
    const first = auth.saveCreds();
    auth.state.creds.nextPreKeyId = 20;
    await Promise.all([first, auth.saveCreds()]);
    expect(store.savedCreds.map((text) => JSON.parse(text).nextPreKeyId)).toEqual([10, 20]);
  });

  it('reset to fresh ones, saved, when a pairing must start over', async () => {
    const abandoned = initAuthCreds();
    abandoned.me = { id: '6281234567890@s.whatsapp.net' };
    const store = new MemoryAuthStore(serializeCreds(abandoned));
    const auth = createAuthState(store, logger);
    expect(hasAbandonedPairing(auth.state.creds)).toBe(true);
    await auth.resetCreds();
    expect(auth.state.creds.me).toBeUndefined();
    expect(store.creds?.me).toBeUndefined();
    expect(store.creds?.noiseKey.public).not.toEqual(abandoned.noiseKey.public);
  });

  it('count as linked after a QR scan (account) or a finished pairing code (registered), not before', () => {
    expect(isLinked(linkedCreds())).toBe(true);
    const byCode = initAuthCreds();
    byCode.me = { id: '6281234567890@s.whatsapp.net' };
    expect(isLinked(byCode)).toBe(false);
    byCode.registered = true;
    expect(isLinked(byCode)).toBe(true);
    expect(isLinked(initAuthCreds())).toBe(false);
  });
});

describe('signal keys', () => {
  it('round-trip a pre-key pair as Buffers through BufferJSON strings', async () => {
    const store = new MemoryAuthStore();
    const pair = Curve.generateKeyPair();
    await createAuthState(store, logger).state.keys.set({ 'pre-key': { '1': pair } });
    expect(store.keys.get('pre-key/1')).toContain('"Buffer"');

    // A new state over the same store (an empty cache) reads it back from the store.
    const read = await createAuthState(store, logger).state.keys.get('pre-key', ['1', '2']);
    expect(Object.keys(read)).toEqual(['1']);
    expect(Buffer.isBuffer(read['1']?.private)).toBe(true);
    expect(read['1']?.public).toEqual(Buffer.from(pair.public));
    expect(read['1']?.private).toEqual(Buffer.from(pair.private));
  });

  it('revive an app-state-sync-key as a proto, as Baileys needs', async () => {
    const store = new MemoryAuthStore();
    const keyData = proto.Message.AppStateSyncKeyData.fromObject({
      keyData: Buffer.from('0123456789abcdef0123456789abcdef'),
      fingerprint: { rawId: 7, currentIndex: 2, deviceIndexes: [0, 1] },
      timestamp: 1_700_000_000_000,
    });
    await makeStoreKeys(store).set({ 'app-state-sync-key': { AAAAAA: keyData } });
    const read = await makeStoreKeys(store).get('app-state-sync-key', ['AAAAAA']);
    const revived = read.AAAAAA;
    expect(revived).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
    expect(Buffer.from(revived?.keyData ?? [])).toEqual(Buffer.from('0123456789abcdef0123456789abcdef'));
    expect(revived?.fingerprint?.deviceIndexes).toEqual([0, 1]);
  });

  it('keep ids with the characters Baileys uses (":", "@", ".", "_")', async () => {
    const store = new MemoryAuthStore();
    const keys = makeStoreKeys(store);
    const id = '6281234567890.0:12@s.whatsapp.net_1';
    await keys.set({ session: { [id]: Buffer.from([1, 2, 3]) } });
    expect((await keys.get('session', [id]))[id]).toEqual(Buffer.from([1, 2, 3]));
  });

  it('are deleted by a null value', async () => {
    const store = new MemoryAuthStore();
    const auth = createAuthState(store, logger);
    await auth.state.keys.set({ 'sender-key-memory': { 'group@g.us': { 'a@s.whatsapp.net': true } } });
    await auth.state.keys.set({ 'sender-key-memory': { 'group@g.us': null } });
    expect(store.keys.has('sender-key-memory/group@g.us')).toBe(false);
    expect(await createAuthState(store, logger).state.keys.get('sender-key-memory', ['group@g.us'])).toEqual({});
  });

  it('are read in chunks the wire accepts', async () => {
    const store = new MemoryAuthStore();
    const ids = Array.from({ length: 2_500 }, (_, index) => String(index));
    await makeStoreKeys(store).get('pre-key', ids);
    expect(store.getCalls.map((call) => call.ids.length)).toEqual([1_000, 1_000, 500]);
  });

  it('remember what is missing: a key the device never had is asked for once, until the node writes it', async () => {
    const store = new MemoryAuthStore();
    const keys = makeStoreKeys(store);
    for (let i = 0; i < 3; i++) expect(await keys.get('tctoken', ['6281234567890@s.whatsapp.net'])).toEqual({});
    expect(store.getCalls).toEqual([{ type: 'tctoken', ids: ['6281234567890@s.whatsapp.net'] }]);
    await keys.set({ tctoken: { '6281234567890@s.whatsapp.net': { token: Buffer.from([7]), timestamp: '1' } } });
    expect((await keys.get('tctoken', ['6281234567890@s.whatsapp.net']))['6281234567890@s.whatsapp.net']).toMatchObject({ timestamp: '1' });
    await keys.set({ tctoken: { '6281234567890@s.whatsapp.net': null } });
    expect(await keys.get('tctoken', ['6281234567890@s.whatsapp.net'])).toEqual({});
    expect(store.getCalls).toHaveLength(2);
  });

  it('do not take a key for missing when a write overtook the read that missed it', async () => {
    const store = new MemoryAuthStore();
    const keys = makeStoreKeys(store);
    const slow = store.getKeys.bind(store);
    let release: () => void = () => undefined;
    store.getKeys = async (type, ids) => {
      const answer = await slow(type, ids);
      await new Promise<void>((resolve) => (release = resolve));
      return answer;
    };
    const reading = keys.get('session', ['peer.0']);
    await keys.set({ session: { 'peer.0': Buffer.from([1]) } });
    release();
    expect(await reading).toEqual({});
    store.getKeys = slow;
    expect((await keys.get('session', ['peer.0']))['peer.0']).toEqual(Buffer.from([1]));
  });

  it('are cached per device in a bounded cache, and an evicted key is read from the store again', async () => {
    const store = new MemoryAuthStore();
    const auth = createAuthState(store, logger, { keyCacheSize: 10 });
    const values: Record<string, Uint8Array> = {};
    for (let index = 0; index < 50; index++) values[`id-${index}`] = Buffer.from([index]);
    await auth.state.keys.set({ session: values });
    expect(auth.cachedKeys).toBe(10);

    const readsBefore = store.getCalls.length;
    expect((await auth.state.keys.get('session', ['id-49']))['id-49']).toEqual(Buffer.from([49]));
    expect(store.getCalls.length).toBe(readsBefore);
    expect((await auth.state.keys.get('session', ['id-0']))['id-0']).toEqual(Buffer.from([0]));
    expect(store.getCalls.at(-1)).toEqual({ type: 'session', ids: ['id-0'] });
    expect(auth.cachedKeys).toBe(10);
  });

  it('are never shared between devices', async () => {
    const a = createAuthState(new MemoryAuthStore(), logger);
    const b = createAuthState(new MemoryAuthStore(), logger);
    await a.state.keys.set({ session: { same: Buffer.from([1]) } });
    expect(await b.state.keys.get('session', ['same'])).toEqual({});
  });
});

describe('the LRU', () => {
  it('drops the least recently used entry first', () => {
    const lru = new LruMap<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.has('b')).toBe(false);
    expect([lru.get('a'), lru.get('c'), lru.size]).toEqual([1, 3, 2]);
  });

  it('serves as Baileys CacheStore', () => {
    const cache = new LruCacheStore(1);
    cache.set('pre-key.1', { n: 1 });
    expect(cache.get<{ n: number }>('pre-key.1')).toEqual({ n: 1 });
    cache.set('pre-key.2', { n: 2 });
    expect(cache.get('pre-key.1')).toBeUndefined();
    cache.del('pre-key.2');
    cache.set('pre-key.3', 3);
    cache.flushAll();
    expect(cache.size).toBe(0);
  });

  it('refuses a size below one', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
