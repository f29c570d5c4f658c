/** The group metadata sends to a group use: fetched once, kept while fresh, dropped when the group changes. */
import type { GroupMetadata } from '@whiskeysockets/baileys';
import { describe, expect, it, vi } from 'vitest';
import { GroupCache } from '../../../../session-node/engines/baileys/group-cache';

const GROUP = '120363012345678901@g.us';
const metadata = (subject: string): GroupMetadata => ({
  id: GROUP,
  subject,
  owner: undefined,
  participants: [{ id: '6281111111111@s.whatsapp.net' }],
});

describe('the group cache', () => {
  it('fetches a group once for many sends, and again after it changed', async () => {
    const fetch = vi.fn(async () => metadata('Reseller'));
    const cache = new GroupCache();
    for (let i = 0; i < 5; i++) expect((await cache.get(GROUP, fetch))?.subject).toBe('Reseller');
    expect(fetch).toHaveBeenCalledTimes(1);
    cache.forget(GROUP);
    await cache.get(GROUP, fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fetches again once an entry is older than its time to live', async () => {
    let now = 0;
    const fetch = vi.fn(async () => metadata('Reseller'));
    const cache = new GroupCache(10, 1_000, () => now);
    await cache.get(GROUP, fetch);
    now = 999;
    await cache.get(GROUP, fetch);
    now = 1_000;
    await cache.get(GROUP, fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a failed fetch answers nothing, so Baileys asks itself and fails the send with WhatsApp’s error', async () => {
    const cache = new GroupCache();
    expect(await cache.get(GROUP, async () => Promise.reject(new Error('rate-overlimit')))).toBeUndefined();
    expect(await cache.get(GROUP, null)).toBeUndefined();
    cache.set(metadata('Listed'));
    expect((await cache.get(GROUP, null))?.subject).toBe('Listed');
  });

  it('shares one fetch between asks at the same time, and does not keep an answer the group changed under', async () => {
    let answer: (metadata: GroupMetadata) => void = () => {};
    const fetch = vi.fn(() => new Promise<GroupMetadata>((resolve) => (answer = resolve)));
    const cache = new GroupCache();
    const asks = [cache.read(GROUP, fetch), cache.get(GROUP, fetch)];
    cache.forget(GROUP);
    answer(metadata('Before the change'));
    const [read, got] = await Promise.all(asks);
    expect([read?.subject, got?.subject]).toEqual(['Before the change', 'Before the change']);
    expect(fetch).toHaveBeenCalledOnce();

    fetch.mockImplementation(async () => metadata('After the change'));
    expect((await cache.read(GROUP, fetch)).subject).toBe('After the change');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
