/**
 * The webhook events of a Baileys session: what the session reports when Baileys emits received
 * messages, reactions and calls. Decryption cannot happen offline, so the events are emitted on
 * the socket's event emitter as Baileys emits them after decrypting.
 */
import type { WACallEvent, WAMessage, WASocket } from '@whiskeysockets/baileys';
import { describe, expect, it, vi } from 'vitest';
import type { DownloadMedia } from '../../../../session-node/engines/baileys/media-download';
import { planUpsert, WebhookEvents } from '../../../../session-node/engines/baileys/webhook-events';
import { deferred, mediaUrl } from '../recording-context';
import { fakeServerPerTest, live, received, SENDER, SENDER_JID, SENDER_LID, SENDER_LID_JID } from './harness';

const { connected } = fakeServerPerTest();
const image = (id: string, fileLength = 52_133) =>
  received(id, {
    imageMessage: { caption: 'foto', mimetype: 'image/jpeg', fileLength, url: 'https://mmg.whatsapp.net/x', mediaKey: Buffer.alloc(32) },
  });

describe('what an upsert becomes', () => {
  const NOW = 1_767_000_000_000;
  const ids = (messages: readonly WAMessage[]) => messages.map((message) => message.key.id);
  const at = (message: WAMessage, secondsAgo: number): WAMessage => ({ ...message, messageTimestamp: NOW / 1000 - secondsAgo });
  const contact = received('FROM-CONTACT', { conversation: 'halo' });
  const own = received('OWN', { conversation: 'ok' }, { fromMe: true });
  const reaction = received('REACTION', { reactionMessage: { key: { remoteJid: SENDER_JID, fromMe: true, id: 'MINE' }, text: '👍' } });
  const stub: WAMessage = { key: { remoteJid: SENDER_JID, fromMe: false, id: 'STUB' }, messageStubType: 2 };

  it('live, a contact’s message is an event carrying its stored copy; the rest is only stored', () => {
    const plan = planUpsert([stub, own, contact, reaction], 'notify', NOW);
    expect(plan.events.map((event) => [event.kind, event.message.key.id])).toEqual([
      ['inbound', 'FROM-CONTACT'],
      ['reaction', 'REACTION'],
    ]);
    // Stored once: the inbound message through its event, not also in messagesStored.
    expect(ids(plan.stored)).toEqual(['OWN', 'REACTION']);
    expect(ids(plan.kept)).toEqual(['OWN', 'FROM-CONTACT', 'REACTION']);
  });

  it('the offline backlog is news for a week, then history: stored, never reported', () => {
    const recent = [at(contact, 6 * 24 * 3600), at(reaction, 60)];
    const old = [at(contact, 8 * 24 * 3600), at(reaction, 8 * 24 * 3600)];
    const fresh = planUpsert(recent, 'append', NOW);
    expect(fresh.events.map((event) => event.kind)).toEqual(['inbound', 'reaction']);
    expect(ids(fresh.stored)).toEqual(['REACTION']);
    const history = planUpsert(old, 'append', NOW);
    expect(history.events).toEqual([]);
    expect(ids(history.stored)).toEqual(['FROM-CONTACT', 'REACTION']);
  });
});

describe('when a message is safe (its delivery receipt may go)', () => {
  function events(inbound: () => Promise<void>) {
    const taken: string[] = [];
    const noop = () => {};
    const webhooks = new WebhookEvents({
      report: { inbound, messagesStored: noop } as unknown as ConstructorParameters<typeof WebhookEvents>[0]['report'],
      uploadMedia: async () => '',
      logger: { error: noop, warn: noop } as unknown as ConstructorParameters<typeof WebhookEvents>[0]['logger'],
      lids: () => null,
      phoneForLid: async () => null,
      downloadMedia: async () => Buffer.alloc(0),
      taken: (message) => taken.push(message.key.id ?? ''),
    });
    return { webhooks, taken };
  }
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it('a message with no event at once; a customer’s message once the object took its event', async () => {
    const acceptance = deferred();
    const { webhooks, taken } = events(() => acceptance.promise);
    webhooks.upsert([received('OWN', { conversation: 'ok' }, { fromMe: true }), received('IN', { conversation: 'halo' })], 'notify');
    await flush();
    expect(taken).toEqual(['OWN']);
    acceptance.resolve();
    await vi.waitFor(() => expect(taken).toEqual(['OWN', 'IN']));
  });

  it('never when its event did not reach the object: WhatsApp delivers it to the next session', async () => {
    const { webhooks, taken } = events(() => Promise.reject(new Error('the device was released')));
    webhooks.upsert([received('IN', { conversation: 'halo' })], 'notify');
    await flush();
    await flush();
    expect(taken).toEqual([]);
  });
});

describe('received messages', () => {
  it('a message addressed by LID is reported from the phone, with its stored copy', async () => {
    const { dut, sock } = await connected();
    live(sock, received('IN-LID', { conversation: 'halo' }, { remoteJid: SENDER_LID_JID, remoteJidAlt: SENDER_JID }));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.inbound[0]?.event).toEqual({
      id: 'IN-LID',
      chatId: SENDER_JID,
      from: SENDER,
      lid: SENDER_LID,
      pushName: 'Budi',
      type: 'text',
      text: 'halo',
      quotedId: null,
      selectedId: null,
      media: null,
      timestamp: 1_767_000_000_000,
    });
    expect(dut.inbound[0]?.stored?.key).toEqual({ remoteJid: SENDER_LID_JID, id: 'IN-LID', fromMe: false });
    expect(dut.stored).toEqual([]);
  });

  it('a LID without its phone beside it is resolved through Baileys’ LID mapping store', async () => {
    const { dut, sock } = await connected();
    const lookup = vi.spyOn(sock.signalRepository.lidMapping, 'getPNForLID').mockResolvedValue(`${SENDER}:0@s.whatsapp.net`);
    live(sock, received('IN-LID-ONLY', { conversation: 'hai' }, { remoteJid: SENDER_LID_JID }));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.inbound[0]?.event).toMatchObject({ from: SENDER, lid: SENDER_LID, chatId: SENDER_JID });
    expect(lookup).toHaveBeenCalledWith(SENDER_LID_JID);
  });

  it('a tap on a quick-reply button is a button-reply with the button and the tapped message', async () => {
    const { dut, sock } = await connected();
    live(
      sock,
      received('TAP-1', {
        interactiveResponseMessage: {
          body: { text: 'Ya, lanjut' },
          nativeFlowResponseMessage: { name: 'quick_reply', paramsJson: JSON.stringify({ id: 'btn-yes' }), version: 3 },
          contextInfo: { stanzaId: 'MENU-1', participant: '6281234567890@s.whatsapp.net' },
        },
      }),
    );
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.inbound[0]?.event).toMatchObject({ type: 'button-reply', selectedId: 'btn-yes', quotedId: 'MENU-1', text: 'Ya, lanjut' });
  });

  it('messages that arrived while the device was offline (a recent append) are reported', async () => {
    const { dut, sock } = await connected();
    const recent = {
      ...received('OFFLINE-1', { conversation: 'sent while you were away' }),
      messageTimestamp: Math.floor(Date.now() / 1000) - 3600,
    };
    sock.ev.emit('messages.upsert', { type: 'append', messages: [recent] });
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.inbound[0]?.event).toMatchObject({ id: 'OFFLINE-1', text: 'sent while you were away' });
  });

  it('own messages, old backlog, stubs, status updates and channel posts are not reported', async () => {
    const { dut, sock } = await connected();
    live(
      sock,
      received('MINE', { conversation: 'mine' }, { fromMe: true }),
      { key: { remoteJid: SENDER_JID, fromMe: false, id: 'STUB' }, messageStubType: 2 },
      received('STATUS', { conversation: 'story' }, { remoteJid: 'status@broadcast', participant: SENDER_JID }),
      received('CHANNEL', { conversation: 'post' }, { remoteJid: '120363000000000001@newsletter' }),
    );
    sock.ev.emit('messages.upsert', { type: 'append', messages: [received('OLD', { conversation: 'earlier' })] });
    live(sock, received('LAST', { conversation: 'now' }));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.inbound[0]?.event.id).toBe('LAST');
  });
});

describe('received media', () => {
  it('is downloaded and stored, and the event carries its URL', async () => {
    const downloadMedia = vi.fn<DownloadMedia>(async () => Buffer.from('jpeg bytes'));
    const { dut, sock } = await connected({ downloadMedia });
    live(sock, image('IMG-OK'));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.inbound[0]?.event).toMatchObject({
      type: 'image',
      text: 'foto',
      media: { mimeType: 'image/jpeg', size: 52_133, url: mediaUrl('IMG-OK') },
    });
    expect(dut.uploads).toEqual([{ messageId: 'IMG-OK', bytes: Buffer.from('jpeg bytes'), mimeType: 'image/jpeg' }]);
    expect(downloadMedia.mock.calls[0]?.[0].key.id).toBe('IMG-OK');
  });

  it('a failed download still reports the event, without a URL', async () => {
    const { dut, sock } = await connected({ downloadMedia: async () => Promise.reject(new Error('410 Gone')) });
    live(sock, image('IMG-GONE'));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.inbound[0]?.event).toMatchObject({ id: 'IMG-GONE', media: { mimeType: 'image/jpeg', size: 52_133, url: null } });
    expect(dut.uploads).toEqual([]);
  });

  it('a failed upload still reports the event, without a URL', async () => {
    const { dut, sock } = await connected({
      downloadMedia: async () => Buffer.from('bytes'),
      recording: { uploadMedia: async () => Promise.reject(new Error('worker unreachable')) },
    });
    live(sock, image('IMG-NO-UPLOAD'));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.inbound[0]?.event.media).toEqual({ mimeType: 'image/jpeg', size: 52_133, url: null });
  });

  it('media declared larger than the limit is not downloaded', async () => {
    const downloadMedia = vi.fn<DownloadMedia>(async () => Buffer.from('never'));
    const { dut, sock } = await connected({ downloadMedia, maxMediaBytes: 1_000 });
    live(sock, image('IMG-BIG', 1_001));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.inbound[0]?.event.media).toEqual({ mimeType: 'image/jpeg', size: 1_001, url: null });
    expect(downloadMedia).not.toHaveBeenCalled();
  });

  it('a slow download does not let a later message overtake it', async () => {
    const download = deferred<Buffer>();
    const downloadMedia = vi.fn<DownloadMedia>(() => download.promise);
    const { dut, sock } = await connected({ downloadMedia });
    live(sock, image('FIRST'));
    await vi.waitFor(() => expect(downloadMedia).toHaveBeenCalled());
    // A second batch; the account's own message in it is stored at once, which shows it arrived.
    live(sock, received('SECOND', { conversation: 'after the photo' }), received('ECHO', { conversation: 'ok' }, { fromMe: true }));
    await vi.waitFor(() => expect(dut.stored.map((message) => message.key.id)).toContain('ECHO'));
    // Past the microtasks in which the second batch would be reported if it were not queued.
    await new Promise((resolve) => setImmediate(resolve));
    expect(dut.inbound).toEqual([]);
    download.resolve(Buffer.from('late bytes'));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(2));
    expect(dut.inbound.map(({ event }) => event.id)).toEqual(['FIRST', 'SECOND']);
  });
});

describe('reactions', () => {
  /** As Baileys delivers one: the reaction message upserted, then `messages.reaction` made from it. */
  function react(sock: WASocket, id: string, text: string): void {
    const message = received(
      id,
      { reactionMessage: { key: { remoteJid: SENDER_LID_JID, fromMe: true, id: 'MY-MSG' }, text, senderTimestampMs: 1_767_000_000_123 } },
      { remoteJid: SENDER_LID_JID, remoteJidAlt: SENDER_JID },
    );
    live(sock, message);
    const reaction = message.message?.reactionMessage;
    if (reaction?.key) sock.ev.emit('messages.reaction', [{ key: reaction.key, reaction: { ...reaction, key: message.key } }]);
  }

  it('are reported once each, from the phone, and are not inbound messages', async () => {
    const { dut, sock } = await connected();
    react(sock, 'REACT-1', '❤️');
    react(sock, 'REACT-2', '');
    // Events are reported in order: once this one is, any duplicate would have been too.
    live(sock, received('AFTER', { conversation: 'next' }));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.reactions).toEqual([
      { id: 'REACT-1', messageId: 'MY-MSG', from: SENDER, emoji: '❤️', timestamp: 1_767_000_000_123 },
      { id: 'REACT-2', messageId: 'MY-MSG', from: SENDER, emoji: '', timestamp: 1_767_000_000_123 },
    ]);
    expect(dut.inbound.map(({ event }) => event.id)).toEqual(['AFTER']);
  });
});

describe('calls', () => {
  const call = (status: WACallEvent['status'], extra: Partial<WACallEvent> = {}): WACallEvent => ({
    chatId: SENDER_LID_JID,
    from: SENDER_LID_JID,
    callerPn: SENDER_JID,
    id: 'CALL-1',
    date: new Date(1_767_000_000_000),
    isVideo: true,
    isGroup: false,
    status,
    offline: false,
    ...extra,
  });

  it('each status change is reported with the caller’s phone; technical updates are not', async () => {
    const { dut, sock } = await connected();
    sock.ev.emit('call', [call('offer')]);
    sock.ev.emit('call', [call('ringing'), call('relaylatency')]);
    // Baileys also upserts a missed-call stub for a timeout; it is no inbound message.
    sock.ev.emit('call', [call('timeout')]);
    live(sock, received('AFTER-CALL', { conversation: 'kok tidak diangkat?' }));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.inbound[0]?.event.id).toBe('AFTER-CALL');
    expect(dut.calls.map((event) => event.status)).toEqual(['offer', 'ringing', 'timeout']);
    expect(dut.calls[0]).toEqual({
      id: 'CALL-1',
      from: SENDER,
      isVideo: true,
      isGroup: false,
      status: 'offer',
      timestamp: 1_767_000_000_000,
      callerJid: SENDER_LID_JID,
    });
  });

  it('a caller known only by LID is resolved through the mapping Baileys learnt', async () => {
    const { dut, sock } = await connected();
    sock.ev.emit('lid-mapping.update', { lid: SENDER_LID_JID, pn: SENDER_JID });
    sock.ev.emit('call', [call('offer', { callerPn: undefined })]);
    await vi.waitFor(() => expect(dut.calls).toHaveLength(1));
    expect(dut.calls[0]).toMatchObject({ from: SENDER });
  });
});
