/**
 * The RPC both sides share, with the real method maps: what a caller resolves with and fails with,
 * and what an answering side does with a request before and after its handler.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  answerRequest,
  deviceLinkEvents,
  deviceToNode,
  type Frame,
  type Handlers,
  nodeToDevice,
  parseEvent,
  parseFrame,
  parseFrames,
  type RequestFrame,
  RpcCaller,
  RpcError,
  type Timer,
} from '../../protocol';

/** A clock that moves only when the test says so. */
function manualClock() {
  const timers = new Set<{ ms: number; fn: () => void }>();
  const timer: Timer = (ms, fn) => {
    const entry = { ms, fn };
    timers.add(entry);
    return () => timers.delete(entry);
  };
  return {
    timer,
    timers,
    /** Runs every timer due within `ms`. */
    advance(ms: number) {
      for (const entry of [...timers]) {
        if (entry.ms > ms) continue;
        timers.delete(entry);
        entry.fn();
      }
    },
  };
}

function caller() {
  const clock = manualClock();
  const sent: Frame[] = [];
  const rpc = new RpcCaller(nodeToDevice, (frame) => sent.push(frame), clock.timer);
  const lastId = () => {
    const frame = sent.at(-1);
    if (frame?.t !== 'req') throw new Error('no request sent');
    return frame.id;
  };
  return { rpc, sent, clock, lastId };
}

const STORED = { key: { remoteJid: '6281234567890@s.whatsapp.net', id: '3EB0AA', fromMe: true }, raw: '{}', timestamp: 1 };

describe('a call', () => {
  it('sends a request frame and resolves with the result, parsed with the method’s schema', async () => {
    const { rpc, sent, clock, lastId } = caller();
    const result = rpc.call('auth.get', { type: 'session', ids: ['a', 'b'] }, 1_000);
    expect(sent).toEqual([{ t: 'req', id: lastId(), method: 'auth.get', params: { type: 'session', ids: ['a', 'b'] } }]);
    rpc.settle({ t: 'res', id: lastId(), ok: true, result: { a: 'value-a' } });
    await expect(result).resolves.toEqual({ a: 'value-a' });
    // The timeout went with the answer.
    expect(clock.timers.size).toBe(0);
    expect(rpc.waiting).toBe(0);
  });

  it('fails when the result breaks the method’s schema', async () => {
    const { rpc, lastId } = caller();
    const result = rpc.call('reports', { reports: [{ key: 'st:1', name: 'status', data: { status: 'CONNECTED' } }] }, 1_000);
    rpc.settle({ t: 'res', id: lastId(), ok: true, result: { refused: 'none' } });
    await expect(result).rejects.toMatchObject({ name: 'RpcError', code: 'internal', message: expect.stringContaining('refused') });
  });

  it('fails with the code and message of an error response', async () => {
    const { rpc, lastId } = caller();
    const result = rpc.call('creds.set', { creds: '{}' }, 1_000);
    rpc.settle({ t: 'res', id: lastId(), ok: false, error: { code: 'rejected', message: 'not the holder' } });
    await expect(result).rejects.toEqual(new RpcError('rejected', 'not the holder'));
  });

  it('times out on its clock, and a late answer changes nothing', async () => {
    const { rpc, clock, lastId } = caller();
    const result = rpc.call('creds.set', { creds: '{}' }, 5_000);
    clock.advance(4_999);
    expect(rpc.waiting).toBe(1);
    clock.advance(5_000);
    await expect(result).rejects.toMatchObject({ code: 'timeout', message: expect.stringContaining('creds.set') });
    expect(rpc.waiting).toBe(0);
    expect(() => rpc.settle({ t: 'res', id: lastId(), ok: true, result: null })).not.toThrow();
  });

  it('failAll fails every waiting call as lost: sent, with an unknown outcome', async () => {
    const { rpc, clock } = caller();
    const first = rpc.call('creds.set', { creds: '{}' }, 1_000);
    const second = rpc.call('auth.set', { data: {} }, 1_000);
    expect(rpc.waiting).toBe(2);
    rpc.failAll('the link closed');
    await expect(first).rejects.toEqual(new RpcError('lost', 'the link closed'));
    await expect(second).rejects.toMatchObject({ code: 'lost' });
    expect(rpc.waiting).toBe(0);
    expect(clock.timers.size).toBe(0);
  });

  it('fails as not connected when the frame cannot be sent', async () => {
    const clock = manualClock();
    const rpc = new RpcCaller(
      nodeToDevice,
      () => {
        throw new Error('the link to the worker is down');
      },
      clock.timer,
    );
    await expect(rpc.call('creds.set', { creds: '{}' }, 1_000)).rejects.toEqual(
      new RpcError('not-connected', 'the link to the worker is down'),
    );
    expect(rpc.waiting).toBe(0);
    expect(clock.timers.size).toBe(0);
  });
});

describe('answering a request', () => {
  const request = (method: string, params: unknown): RequestFrame => ({ t: 'req', id: 7, method, params });
  const handlers = () => ({
    send: vi.fn<Handlers<typeof deviceToNode>['send']>(async () => ({ messageId: '3EB0AA', stored: STORED })),
    pairingCode: vi.fn<Handlers<typeof deviceToNode>['pairingCode']>(async () => ({ code: 'ABCD1234' })),
    logout: vi.fn<Handlers<typeof deviceToNode>['logout']>(async () => null),
    read: vi.fn<Handlers<typeof deviceToNode>['read']>(async () => null),
    presence: vi.fn<Handlers<typeof deviceToNode>['presence']>(async () => null),
    reconnect: vi.fn<Handlers<typeof deviceToNode>['reconnect']>(async () => null),
    'contacts.check': vi.fn<Handlers<typeof deviceToNode>['contacts.check']>(async () => ({ results: [] })),
    'groups.list': vi.fn<Handlers<typeof deviceToNode>['groups.list']>(async () => ({ groups: [] })),
    'groups.get': vi.fn<Handlers<typeof deviceToNode>['groups.get']>(async () => ({
      id: 'g@g.us',
      subject: '',
      description: null,
      owner: null,
      createdAt: null,
      onlyAdminsSend: false,
      onlyAdminsEdit: false,
      participants: [],
    })),
    'groups.create': vi.fn<Handlers<typeof deviceToNode>['groups.create']>(),
    'groups.participants': vi.fn<Handlers<typeof deviceToNode>['groups.participants']>(async () => ({ results: [] })),
    'groups.subject': vi.fn<Handlers<typeof deviceToNode>['groups.subject']>(async () => null),
    'groups.description': vi.fn<Handlers<typeof deviceToNode>['groups.description']>(async () => null),
    'groups.settings': vi.fn<Handlers<typeof deviceToNode>['groups.settings']>(async () => null),
    'groups.picture.set': vi.fn<Handlers<typeof deviceToNode>['groups.picture.set']>(async () => ({ pictureId: null })),
    'groups.picture.remove': vi.fn<Handlers<typeof deviceToNode>['groups.picture.remove']>(async () => null),
    'groups.picture.get': vi.fn<Handlers<typeof deviceToNode>['groups.picture.get']>(async () => null),
    'groups.invite': vi.fn<Handlers<typeof deviceToNode>['groups.invite']>(async () => ({ code: 'C' })),
    'groups.leave': vi.fn<Handlers<typeof deviceToNode>['groups.leave']>(async () => null),
    'history.fetch': vi.fn<Handlers<typeof deviceToNode>['history.fetch']>(async () => null),
    'calls.reject': vi.fn<Handlers<typeof deviceToNode>['calls.reject']>(async () => null),
    'media.download': vi.fn<Handlers<typeof deviceToNode>['media.download']>(async () => ({ url: '' })),
  });

  it('refuses an unknown method as a bad request, running nothing', async () => {
    const h = handlers();
    expect(await answerRequest(deviceToNode, h, request('toString', {}))).toEqual({
      t: 'res',
      id: 7,
      ok: false,
      error: { code: 'bad-request', message: 'unknown method toString' },
    });
    expect(h.send).not.toHaveBeenCalled();
  });

  it('refuses params that break the method’s schema as a bad request, naming the field, without calling the handler', async () => {
    const h = handlers();
    const reply = await answerRequest(deviceToNode, h, request('pairingCode', { phoneNumber: '+62 812' }));
    expect(reply).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringContaining('phoneNumber') } });
    expect(h.pairingCode).not.toHaveBeenCalled();
  });

  it('hands the handler the parsed params and answers with its result', async () => {
    const h = handlers();
    const params = { to: '6281234567890', content: { kind: 'text', text: 'halo' }, unknownField: true };
    const reply = await answerRequest(deviceToNode, h, request('send', params));
    expect(h.send).toHaveBeenCalledWith({ to: '6281234567890', content: { kind: 'text', text: 'halo' } });
    expect(reply).toEqual({ t: 'res', id: 7, ok: true, result: { messageId: '3EB0AA', stored: STORED } });
  });

  it('answers what a handler throws with its code: an RpcError’s own, else internal, or what codeOf says', async () => {
    const h = handlers();
    h.logout.mockRejectedValueOnce(new RpcError('not-connected', 'no session'));
    expect(await answerRequest(deviceToNode, h, request('logout', {}))).toMatchObject({
      ok: false,
      error: { code: 'not-connected', message: 'no session' },
    });
    h.logout.mockRejectedValueOnce(new Error('boom'));
    expect(await answerRequest(deviceToNode, h, request('logout', {}))).toMatchObject({
      ok: false,
      error: { code: 'internal', message: 'boom' },
    });
    h.logout.mockRejectedValueOnce(new Error('refused by the server'));
    const codeOf = vi.fn(() => 'rejected' as const);
    expect(await answerRequest(deviceToNode, h, request('logout', {}), codeOf)).toMatchObject({
      ok: false,
      error: { code: 'rejected', message: 'refused by the server' },
    });
    expect(codeOf).toHaveBeenCalledWith(new Error('refused by the server'));
  });
});

describe('frames and events', () => {
  it('a frame is read from its JSON; anything else is refused', () => {
    expect(parseFrame('{"t":"evt","name":"start","data":null}')).toEqual({ t: 'evt', name: 'start', data: null });
    expect(parseFrame('{"t":"res","id":3,"ok":true,"result":{}}')).toEqual({ t: 'res', id: 3, ok: true, result: {} });
    for (const text of [
      'pong',
      '{',
      'null',
      '[]',
      '{"t":"req","id":1.5,"method":"send"}',
      '{"t":"res","id":1,"ok":false}',
      '{"t":"evt"}',
    ]) {
      expect(parseFrame(text), text).toBeNull();
    }
  });

  it("a message's frames are read in order, one frame or an array of them; what is not a frame is left out", () => {
    const start = { t: 'evt', name: 'start', data: null };
    const answer = { t: 'res', id: 3, ok: true, result: {} };
    expect(parseFrames(JSON.stringify(start))).toEqual([start]);
    expect(parseFrames(JSON.stringify([answer, { t: 'evt' }, start]))).toEqual([answer, start]);
    for (const text of ['pong', '{', 'null', '[]', '[1, "x"]']) expect(parseFrames(text), text).toEqual([]);
  });

  it('an event is read with its schema; another event or bad data is null', () => {
    const device = { id: 'dev_1', name: 'Toko', sessionId: 'ses_1' };
    expect(parseEvent({ t: 'evt', name: 'start', data: { device, creds: null } }, 'start', deviceLinkEvents.start)).toEqual({
      device,
      creds: null,
    });
    expect(parseEvent({ t: 'evt', name: 'assign', data: { device, creds: null } }, 'start', deviceLinkEvents.start)).toBeNull();
    expect(
      parseEvent({ t: 'evt', name: 'start', data: { device: { id: 'dev_1' }, creds: null } }, 'start', deviceLinkEvents.start),
    ).toBeNull();
  });
});
