/**
 * The simulator's control API (docs/simulator.md): a test plays the contact over HTTP and sees
 * the webhook events the simulated device reports, mapped by the mapping the Baileys engine uses.
 */
import { describe, expect, it, vi } from 'vitest';
import { deferred, mediaUrl } from '../recording-context';
import { idOf, LID, PHONE, simulate } from './simulate';

describe('inbound messages', () => {
  it('a text addressed by LID is reported from the phone, as the Baileys engine would', async () => {
    const sim = await simulate();
    const answer = await sim.control('POST', 'inbound', { from: PHONE, lid: LID, text: 'Ada warna merah?' });
    expect(answer.status).toBe(201);
    const id = idOf(answer.body);
    expect(sim.inbound).toHaveLength(1);
    expect(sim.inbound[0]?.event).toEqual({
      id,
      chatId: `${PHONE}@s.whatsapp.net`,
      from: PHONE,
      lid: LID,
      pushName: 'Simulated Contact',
      type: 'text',
      text: 'Ada warna merah?',
      quotedId: null,
      selectedId: null,
      media: null,
      timestamp: expect.any(Number),
    });
    expect(sim.inbound[0]?.stored?.key).toEqual({ remoteJid: `${LID}@lid`, id, fromMe: false });
  });

  it('is answered only once its event has been accepted', async () => {
    const acceptance = deferred();
    const sim = await simulate({ accepting: () => acceptance.promise });
    let answered = false;
    const answer = sim.control('POST', 'inbound', { from: PHONE, text: 'halo' }).then((result) => {
      answered = true;
      return result;
    });
    await vi.waitFor(() => expect(sim.inbound).toHaveLength(1));
    // The request has reached the report; give its answer the chance to (wrongly) go out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    acceptance.resolve();
    expect((await answer).status).toBe(201);
  });

  it('an image carries a real JPEG, stored through uploadMedia, and its URL', async () => {
    const sim = await simulate();
    const id = idOf((await sim.control('POST', 'inbound', { from: PHONE, type: 'image', text: 'foto' })).body);
    const upload = sim.uploads[0];
    expect(upload).toMatchObject({ messageId: id, mimeType: 'image/jpeg' });
    const bytes = Buffer.from(upload?.bytes ?? []);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(sim.inbound[0]?.event).toMatchObject({
      type: 'image',
      text: 'foto',
      media: { mimeType: 'image/jpeg', size: bytes.length, url: mediaUrl(id) },
    });
  });

  it.each([
    ['video', 'video/mp4'],
    ['audio', 'audio/wav'],
    ['document', 'text/plain'],
    ['sticker', 'image/webp'],
  ])('a %s is uploaded and reported with its media', async (type, mimeType) => {
    const sim = await simulate();
    const id = idOf((await sim.control('POST', 'inbound', { from: PHONE, type })).body);
    expect(sim.uploads).toMatchObject([{ messageId: id, mimeType }]);
    expect(sim.inbound[0]?.event).toMatchObject({ type, media: { mimeType, size: sim.uploads[0]?.bytes.length, url: mediaUrl(id) } });
  });

  it('a location and a contact card', async () => {
    const sim = await simulate();
    await sim.control('POST', 'inbound', { from: PHONE, type: 'location' });
    await sim.control('POST', 'inbound', { from: PHONE, type: 'contact', text: 'Siti' });
    expect(sim.inbound.map(({ event }) => [event.type, event.text])).toEqual([
      ['location', '-6.2,106.8'],
      ['contact', 'Siti'],
    ]);
  });

  it.each(['button-reply', 'list-reply'] as const)('a %s names the choice and the interactive message tapped', async (type) => {
    const sim = await simulate();
    const menu = await sim.session.send({
      to: PHONE,
      content: { kind: 'interactive', type: 'quick-reply', body: 'Lanjut?', buttons: [{ id: 'btn-yes', label: 'Ya' }] },
    });
    const answer = await sim.control('POST', 'inbound', { from: PHONE, type, text: 'Ya', selectedId: 'btn-yes', quotedId: menu.messageId });
    expect(answer.status).toBe(201);
    expect(sim.inbound[0]?.event).toMatchObject({ type, selectedId: 'btn-yes', quotedId: menu.messageId, text: 'Ya' });
  });

  it('a malformed request is a 400 with the reason, and reports nothing', async () => {
    const sim = await simulate();
    const badPhone = await sim.control('POST', 'inbound', { from: '+62 812', text: 'x' });
    const noChoice = await sim.control('POST', 'inbound', { from: PHONE, type: 'button-reply' });
    expect(badPhone).toMatchObject({ status: 400, body: { statusCode: 400, message: expect.stringContaining('from') } });
    expect(noChoice).toMatchObject({ status: 400, body: { message: expect.stringContaining('selectedId') } });
    expect(sim.inbound).toEqual([]);
  });
});

describe('reactions', () => {
  it('a contact reacting to a message the device knows is reported with the target and the emoji', async () => {
    const sim = await simulate();
    const target = idOf((await sim.control('POST', 'inbound', { from: PHONE, lid: LID, text: 'halo' })).body);
    const answer = await sim.control('POST', 'reaction', { from: PHONE, lid: LID, messageId: target, emoji: '👍' });
    expect(answer.status).toBe(201);
    expect(sim.reactions).toEqual([{ id: idOf(answer.body), messageId: target, from: PHONE, emoji: '👍', timestamp: expect.any(Number) }]);

    await sim.control('POST', 'reaction', { from: PHONE, messageId: target, emoji: '' });
    expect(sim.reactions[1]).toMatchObject({ messageId: target, emoji: '' });
  });

  it('a reaction to a message the device does not know is a 404', async () => {
    const sim = await simulate();
    const answer = await sim.control('POST', 'reaction', { from: PHONE, messageId: '3EB0UNKNOWN', emoji: '👍' });
    expect(answer.status).toBe(404);
    expect(sim.reactions).toEqual([]);
  });
});

describe('calls', () => {
  it('an unanswered call is offer, ringing, then timeout, one call id, from the phone', async () => {
    const sim = await simulate();
    const answer = await sim.control('POST', 'call', { from: PHONE, lid: LID, isVideo: true });
    expect(answer.status).toBe(201);
    const id = idOf(answer.body);
    expect(sim.calls[0]).toEqual({
      id,
      from: PHONE,
      isVideo: true,
      isGroup: false,
      status: 'offer',
      timestamp: expect.any(Number),
      callerJid: `${LID}@lid`,
    });
    await vi.waitFor(() => expect(sim.calls).toHaveLength(3));
    expect(sim.calls.map((call) => [call.id, call.status, call.from, call.isVideo])).toEqual([
      [id, 'offer', PHONE, true],
      [id, 'ringing', PHONE, true],
      [id, 'timeout', PHONE, true],
    ]);
  });

  it('a call the device rejects is in its activity, as the emulator lists it', async () => {
    const sim = await simulate();
    const id = idOf((await sim.control('POST', 'call', { from: PHONE })).body);
    await sim.session.rejectCall(id, `${PHONE}@s.whatsapp.net`);
    const activity = await sim.control('GET', 'activity');
    expect(activity.body).toMatchObject({ calls: [{ to: `${PHONE}@s.whatsapp.net`, action: 'reject', callId: id }] });
  });
});

describe('the rest of the control API', () => {
  it('lists what was sent, refuses the next sends on request, and disconnects', async () => {
    const sim = await simulate();
    const sent = await sim.session.send({ to: PHONE, content: { kind: 'text', text: 'halo' } });
    expect((await sim.control('GET', 'sent')).body).toMatchObject([{ id: sent.messageId, to: `${PHONE}@s.whatsapp.net` }]);
    // The send's result carries the copy the object keeps for quotes; no separate report.
    expect(sent.stored.key).toEqual({ remoteJid: `${PHONE}@s.whatsapp.net`, id: sent.messageId, fromMe: true });
    expect(sim.stored).toEqual([]);

    expect((await sim.control('POST', 'fail-next', { count: 1 })).status).toBe(202);
    await expect(sim.session.send({ to: PHONE, content: { kind: 'text', text: 'again' } })).rejects.toMatchObject({ code: 'rejected' });

    expect((await sim.control('POST', 'disconnect', { reason: 'logged-out' })).status).toBe(202);
    expect(sim.statuses.at(-1)).toMatchObject({ status: 'LOGGED_OUT' });
    // A logged-out device receives nothing.
    expect((await sim.control('POST', 'inbound', { from: PHONE, text: 'halo?' })).status).toBe(409);
  });
});
