/**
 * The other side of a Kurir device's conversations, played through real phones: each request of
 * the control API becomes what a person does in WhatsApp (write, reply, tap a button, react, edit,
 * delete, vote), sent by that person's phone, encrypted by its Baileys, and answered once Kurir's
 * session has taken it. Calls and group changes come from the server, as WhatsApp's do.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AnyMessageContent, WAMessage } from '@whiskeysockets/baileys';
import {
  type CallRequest,
  ControlApiError as ControlError,
  contactCard,
  type EditRequest,
  encryptPollVote,
  type GroupRequest,
  type InboundRequest,
  isControlMediaType,
  type ParticipantsRequest,
  type PollVoteRequest,
  type ReactionRequest,
  type RevokeRequest,
  tapResponse,
} from '../../protocol';
import type { Account, Device } from '../directory/accounts';
import type { Phone } from '../phones/phone';
import { type PhoneBook, PhoneConflict } from '../phones/phone-book';
import { type SampleMedia, sampleMedia } from '../phones/sample-media';
import { announceCreated, changeParticipants } from '../server/group-changes';
import type { WhatsAppServer } from '../server/whatsapp-server';
import { node, unixTime } from '../wire/nodes';
import type { Acknowledgements } from './acknowledgements';

/** How long a call rings before WhatsApp ends it unanswered. */
const CALL_TIMEOUT_MS = 1_000;

/** A request the emulator cannot carry out: `status` is the control API's answer. */
export { ControlError };

export class ContactActions {
  constructor(
    private readonly server: WhatsAppServer,
    private readonly phones: PhoneBook,
    private readonly acks: Acknowledgements,
  ) {}

  /** The Kurir device a label names, connected: a disconnected phone receives nothing either. */
  private connected(device: Device): Device {
    if (!device.link) throw new ControlError(409, `the device is not connected (${device.label ?? device.pnJid})`);
    return device;
  }

  /** The chat a contact writes to the device in: the group, or the account by LID when the contact is known by one. */
  private chatOf(device: Device, request: { lid?: string | undefined; groupId?: string | undefined }): string {
    if (request.groupId) {
      const group = this.server.groups.get(request.groupId);
      if (!group?.has(device.account)) throw new ControlError(404, `the device is in no group ${request.groupId}`);
      return group.jid;
    }
    return request.lid ? device.account.lidJid : device.account.pnJid;
  }

  private async phoneOf(
    request: { from: string; lid?: string | undefined; pushName?: string | undefined },
    groupId?: string,
  ): Promise<Phone> {
    let phone: Phone;
    try {
      phone = await this.phones.ensure(request.from, {
        ...(request.lid ? { lid: request.lid } : {}),
        ...(request.pushName === undefined ? {} : { pushName: request.pushName }),
      });
    } catch (error) {
      if (error instanceof PhoneConflict) throw new ControlError(409, error.message);
      throw error;
    }
    if (groupId && !this.server.groups.get(groupId)?.has(phone.account)) {
      throw new ControlError(400, `${request.from} is not in the group ${groupId}`);
    }
    return phone;
  }

  /** Resolves once `device`'s session took message `id` (its receipt or ack). */
  private async taken(device: Device, id: string): Promise<string> {
    try {
      await this.acks.wait(device, 'message', id);
    } catch (error) {
      throw new ControlError(504, error instanceof Error ? error.message : String(error));
    }
    return id;
  }

  private quoted(phone: Phone, device: Device, chat: string, quotedId: string | undefined): WAMessage | undefined {
    if (!quotedId) return undefined;
    return (
      phone.message(quotedId) ?? {
        key: { remoteJid: chat, id: quotedId, fromMe: false, participant: chat.endsWith('@g.us') ? device.account.pnJid : undefined },
        message: { conversation: '' },
      }
    );
  }

  /** The message's id once the device's session took it, and the SHA-256 (hex) of the file a media message carries. */
  async inbound(device: Device, request: InboundRequest): Promise<{ id: string; sha256?: string }> {
    this.connected(device);
    const phone = await this.phoneOf(request, request.groupId);
    // Writing by LID, the contact shows or hides its number from here on.
    if (request.lid) phone.account.phoneHidden = request.hidePhone === true;
    const chat = this.chatOf(device, request);
    const quoted = this.quoted(phone, device, chat, request.quotedId);
    const text = request.text ?? '';
    let sent: WAMessage;
    let sha256: string | undefined;
    if (request.type === 'button-reply' || request.type === 'list-reply') {
      sent = await phone.relay(chat, {
        interactiveResponseMessage: {
          ...tapResponse(request),
          contextInfo: quoted
            ? { stanzaId: quoted.key.id, participant: device.account.pnJid, quotedMessage: quoted.message ?? undefined }
            : undefined,
        },
      });
    } else if (request.type === 'text' && !quoted) {
      // As the app sends a plain text: a `conversation`, not an extended text.
      sent = await phone.relay(chat, { conversation: text });
    } else {
      const media = isControlMediaType(request.type) ? await sampleMedia(request.type, text) : null;
      if (media) sha256 = createHash('sha256').update(media.bytes).digest('hex');
      sent = await phone.send(chat, this.content(request, text, media), quoted ? { quoted } : {});
    }
    return { id: await this.taken(device, sent.key.id ?? ''), ...(sha256 ? { sha256 } : {}) };
  }

  private content(request: InboundRequest, text: string, media: SampleMedia | null): AnyMessageContent {
    if (media && isControlMediaType(request.type)) {
      switch (request.type) {
        case 'image':
          return { image: media.bytes, caption: text, mimetype: media.mimeType };
        case 'video':
          return { video: media.bytes, caption: text, mimetype: media.mimeType, seconds: media.seconds };
        case 'audio':
          return { audio: media.bytes, ptt: request.voiceNote ?? false, mimetype: media.mimeType, seconds: media.seconds };
        case 'sticker':
          return { sticker: media.bytes, mimetype: media.mimeType };
        case 'document':
          return { document: media.bytes, mimetype: media.mimeType, fileName: media.fileName ?? 'file', caption: text };
      }
    }
    if (request.type === 'location') return { location: { degreesLatitude: -6.2, degreesLongitude: 106.8, name: text } };
    if (request.type === 'contact') {
      const name = text || 'Emulated Contact';
      return { contacts: { displayName: name, contacts: [{ displayName: name, vcard: contactCard(name, request.from) }] } };
    }
    return { text };
  }

  async reaction(device: Device, request: ReactionRequest): Promise<string> {
    this.connected(device);
    const phone = await this.phoneOf(request);
    const target = phone.message(request.messageId);
    if (!target) throw new ControlError(404, `the device knows no message ${request.messageId}`);
    const sent = await phone.send(this.chatOf(device, request), { react: { text: request.emoji, key: target.key } });
    return this.taken(device, sent.key.id ?? '');
  }

  private ownMessage(phone: Phone, chat: string, messageId: string): WAMessage['key'] {
    return phone.message(messageId)?.key ?? { remoteJid: chat, fromMe: true, id: messageId };
  }

  async edit(device: Device, request: EditRequest): Promise<string> {
    this.connected(device);
    const phone = await this.phoneOf(request, request.groupId);
    const chat = this.chatOf(device, request);
    const sent = await phone.send(chat, { text: request.text, edit: this.ownMessage(phone, chat, request.messageId) });
    return this.taken(device, sent.key.id ?? '');
  }

  async revoke(device: Device, request: RevokeRequest): Promise<string> {
    this.connected(device);
    const phone = await this.phoneOf(request, request.groupId);
    const chat = this.chatOf(device, request);
    const sent = await phone.send(chat, { delete: this.ownMessage(phone, chat, request.messageId) });
    return this.taken(device, sent.key.id ?? '');
  }

  /** The contact votes on a poll the device sent; null when the phone got no such poll. */
  async pollVote(device: Device, request: PollVoteRequest): Promise<string | null> {
    this.connected(device);
    const phone = await this.phoneOf(request);
    const poll = phone.message(request.pollMessageId);
    const content = poll?.message;
    const creation = content?.pollCreationMessageV3 ?? content?.pollCreationMessage ?? content?.pollCreationMessageV2;
    const secret = content?.messageContextInfo?.messageSecret;
    if (!poll || !creation || !secret) return null;
    const options = (creation.options ?? []).map((o) => o.optionName ?? '');
    const unknown = request.selected.find((option) => !options.includes(option));
    if (unknown !== undefined) throw new ControlError(400, `the poll has no option ${JSON.stringify(unknown)}`);
    const chat = this.chatOf(device, request);
    const vote = await encryptPollVote(request.selected, {
      secret,
      pollMessageId: request.pollMessageId,
      creatorJid: device.account.pnJid,
      voterJid: phone.account.pnJid,
    });
    const sent = await phone.relay(chat, {
      pollUpdateMessage: {
        pollCreationMessageKey: { remoteJid: chat, fromMe: false, id: request.pollMessageId },
        vote: { encPayload: vote.encPayload, encIv: vote.encIv },
        senderTimestampMs: Date.now(),
      },
    });
    return this.taken(device, sent.key.id ?? '');
  }

  /**
   * A call from the contact that nobody answers: the offer, a ringing notice, then the end after a
   * second. The signalling is the server's (Baileys cannot place calls), as WhatsApp relays it.
   */
  async call(device: Device, request: CallRequest): Promise<string> {
    this.connected(device);
    const phone = await this.phoneOf(request);
    const caller = request.lid ? phone.account.lidJid : phone.account.pnJid;
    const callId = randomBytes(16).toString('hex').toUpperCase();
    const signal = (tag: string, attrs: Record<string, string | undefined> = {}, content?: ReturnType<typeof node>[]) =>
      node('call', { from: caller, id: randomBytes(8).toString('hex').toUpperCase(), t: unixTime() }, [
        node(tag, { 'call-id': callId, 'call-creator': caller, ...attrs }, content),
      ]);
    const offer = signal(
      'offer',
      { caller_pn: request.lid ? phone.account.pnJid : undefined, type: request.isGroup ? 'group' : undefined },
      request.isVideo ? [node('video', {})] : [],
    );
    const offerId = offer.attrs.id ?? '';
    this.server.deliverToAccount(device.account, () => offer);
    try {
      await this.acks.wait(device, 'call', offerId);
    } catch (error) {
      throw new ControlError(504, error instanceof Error ? error.message : String(error));
    }
    this.server.deliverToAccount(device.account, () => signal('ringing'));
    setTimeout(() => this.server.deliverToAccount(device.account, () => signal('terminate', { reason: 'timeout' })), CALL_TIMEOUT_MS);
    return callId;
  }

  /** A group the device's account is in, made by it, with these people (their phones made on first use). */
  async createGroup(device: Device, request: GroupRequest): Promise<string> {
    const members: Array<{ account: Account; role: 'admin' | 'superadmin' | null }> = [];
    for (const participant of request.participants) {
      const phone = await this.phones.ensure(participant.phoneNumber);
      members.push({ account: phone.account, role: participant.admin ?? null });
    }
    // Made by the device's account, or by `creator` with the device's account a plain member.
    const creator = request.creator ? (await this.phones.ensure(request.creator)).account : device.account;
    if (creator !== device.account) members.push({ account: device.account, role: null });
    const group = this.server.groups.create(creator, request.subject, members);
    announceCreated(this.server, group);
    return group.jid;
  }

  /** People join, leave, are promoted or demoted; resolves once the device's session took the change. */
  async groupParticipants(device: Device, request: ParticipantsRequest): Promise<string> {
    this.connected(device);
    const group = this.server.groups.get(request.groupId);
    if (!group?.has(device.account)) throw new ControlError(400, `the device is in no group ${request.groupId}`);
    const accounts = await Promise.all(request.participants.map(async (pn) => (await this.phones.ensure(pn)).account));
    const actor = request.author ? (await this.phones.ensure(request.author)).account : (accounts[0] ?? device.account);
    const { notificationId } = changeParticipants(this.server, group, actor, request.action, accounts);
    if (!notificationId) throw new ControlError(409, `nothing to ${request.action} in ${request.groupId}`);
    try {
      await this.acks.wait(device, 'notification', notificationId);
    } catch (error) {
      throw new ControlError(504, error instanceof Error ? error.message : String(error));
    }
    return notificationId;
  }
}
