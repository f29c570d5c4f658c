/**
 * No message a customer sends is lost when a session dies between decrypting it and the device's
 * object taking its event: Kurir's real engine against the WhatsApp emulator (in this process),
 * the device's object played by a recording context whose acceptance the test holds back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../../scripts/wait-until';
import { deferred } from '../recording-context';
import { EmulatedWorld, reopened, statusOf } from './harness';

let world: EmulatedWorld;
beforeAll(async () => {
  world = await EmulatedWorld.start({ deviceId: 'dev_noloss' });
});
afterAll(() => world.close());

describe("a customer's message when the session dies before its event is taken", () => {
  it('is delivered again, asked for anew when its keys were used, and reported once', { timeout: 60_000 }, async () => {
    const first = await world.linked();
    await first.session.stop();

    // The device's object will not take the event: the session dies with it in hand.
    const holding = deferred();
    const dying = await world.session(reopened(first.store), { accepting: () => holding.promise });
    await waitUntil(() => statusOf(dying.recording) === 'CONNECTED', { what: 'the login' });
    const sent = fetch(`${world.emulator.url}/sim/devices/dev_noloss/inbound`, {
      method: 'POST',
      body: JSON.stringify({ from: '6281277001100', text: 'Tolong kirim invoice' }),
    });
    await waitUntil(() => dying.recording.inbound.length > 0, { what: 'the message decrypted and reported' });
    // WhatsApp has no receipt yet: the session held it back.
    await dying.session.stop();

    // The next session (another node, say): the message comes again; its keys are used, so the
    // session asks the phone for it anew, and takes it.
    const next = await world.session(reopened(dying.store));
    const answer = await sent;
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    await waitUntil(() => next.recording.inbound.some((i) => i.event.id === id), { what: 'the message reported by the next session' });
    expect(next.recording.inbound.filter((i) => i.event.id === id).map((i) => i.event.text)).toEqual(['Tolong kirim invoice']);
    expect(dying.recording.inbound.map((i) => i.event.id)).toEqual([id]);
    holding.resolve();
    await next.session.stop();
  });
});
