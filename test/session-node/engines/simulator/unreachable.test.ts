/**
 * The simulator's stand-in for a machine that cannot reach WhatsApp (`POST …/disconnect` with
 * `unreachable`): the device drops with Baileys' DNS failure, reports each wait before the next
 * attempt, and connects at the first attempt after `POST …/reachable`, at once when asked.
 */
import { describe, expect, it, vi } from 'vitest';
import { PHONE, simulate } from './simulate';

describe('a simulated device that cannot reach WhatsApp', () => {
  it('says why once, reports each wait, keeps failing, and connects when asked once WhatsApp answers', async () => {
    const sim = await simulate();
    const before = Date.now();
    expect((await sim.control('POST', 'disconnect', { reason: 'unreachable' })).status).toBe(202);
    expect(sim.statuses.at(-1)).toEqual({ status: 'DISCONNECTED', reason: 'network: getaddrinfo ENOTFOUND web.whatsapp.com' });
    // The first wait is the Baileys engine's: about a second.
    expect(sim.retries).toHaveLength(1);
    expect(sim.retries[0]?.attempt).toBe(1);
    expect(sim.retries[0]?.retryAt).toBeGreaterThanOrEqual(before + 750);
    await expect(sim.session.send({ to: PHONE, content: { kind: 'text', text: 'halo' } })).rejects.toMatchObject({ code: 'not-connected' });

    // Asked to try now while WhatsApp is still out of reach: another failure, one more in the count.
    await sim.session.reconnectNow();
    expect(sim.retries.map((r) => r.attempt)).toEqual([1, 2]);
    const statuses = sim.statuses.length;

    expect((await sim.control('POST', 'reachable')).status).toBe(202);
    await sim.session.reconnectNow();
    await vi.waitFor(() => expect(sim.statuses.at(-1)).toMatchObject({ status: 'CONNECTED', phoneNumber: expect.any(String) }));
    // Failed attempts are no news as statuses: only the connection is.
    expect(sim.statuses.slice(statuses).map((s) => s.status)).toEqual(['CONNECTED']);
    await expect(sim.session.send({ to: PHONE, content: { kind: 'text', text: 'halo' } })).resolves.toMatchObject({
      messageId: expect.any(String),
    });
  });
});
