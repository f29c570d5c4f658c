/**
 * Messages as the messaging server would deliver them to a linked device, built as Baileys'
 * `WAMessage`s (after Baileys' own clean-up) so that they go through the same mapping code as the
 * Baileys engine's.
 */
import { randomBytes } from 'node:crypto';
import type { proto, WAMessage, WAMessageKey } from '@whiskeysockets/baileys';
import { contactCard, type InboundRequest, tapResponse } from '../../../protocol';
import type { SimulatedMedia } from './simulated-media';

export function messageId(): string {
  return `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** The chat key of a contact: by LID when given (as WhatsApp now often does), with the phone beside it. */
export function contactKey(from: string, lid: string | undefined, id: string, hidePhone = false): WAMessageKey {
  if (lid && hidePhone) return { remoteJid: `${lid}@lid`, fromMe: false, id };
  return lid
    ? { remoteJid: `${lid}@lid`, remoteJidAlt: `${from}@s.whatsapp.net`, fromMe: false, id }
    : { remoteJid: `${from}@s.whatsapp.net`, fromMe: false, id };
}

/** The sender's key: in a group by participant (with the phone beside a LID), else the contact's chat. */
export function senderKey(
  request: { from: string; lid?: string | undefined; groupId?: string | undefined; hidePhone?: boolean | undefined },
  id: string,
): WAMessageKey {
  if (!request.groupId) return contactKey(request.from, request.lid, id, request.hidePhone);
  const phoneJid = `${request.from}@s.whatsapp.net`;
  return request.lid
    ? { remoteJid: request.groupId, participant: `${request.lid}@lid`, participantAlt: phoneJid, fromMe: false, id }
    : { remoteJid: request.groupId, participant: phoneJid, fromMe: false, id };
}

function mediaContent(
  { type, voiceNote }: Pick<InboundRequest, 'type' | 'voiceNote'>,
  media: SimulatedMedia,
  caption: string,
  contextInfo: proto.IContextInfo | undefined,
): proto.IMessage {
  const file = { mimetype: media.mimeType, fileLength: media.bytes.length, contextInfo };
  switch (type) {
    case 'image':
      return { imageMessage: { ...file, caption, width: media.width, height: media.height } };
    case 'video':
      return { videoMessage: { ...file, caption, seconds: media.seconds } };
    case 'audio':
      return { audioMessage: { ...file, seconds: media.seconds, ptt: voiceNote ?? false } };
    case 'sticker':
      return { stickerMessage: { ...file, width: media.width, height: media.height } };
    default:
      return { documentMessage: { ...file, caption, fileName: media.fileName, title: media.fileName } };
  }
}

function content(request: InboundRequest, media: SimulatedMedia | null, contextInfo: proto.IContextInfo | undefined): proto.IMessage {
  const text = request.text ?? '';
  if (media) return mediaContent(request, media, text, contextInfo);
  switch (request.type) {
    case 'button-reply':
    case 'list-reply':
      return { interactiveResponseMessage: { ...tapResponse(request), contextInfo } };
    case 'location':
      return { locationMessage: { degreesLatitude: -6.2, degreesLongitude: 106.8, name: text, contextInfo } };
    case 'contact': {
      const name = text || 'Simulated Contact';
      return { contactMessage: { displayName: name, vcard: contactCard(name, request.from), contextInfo } };
    }
    default:
      return contextInfo ? { extendedTextMessage: { text, contextInfo } } : { conversation: text };
  }
}

/**
 * The message `request` describes. `quoted` is the message it replies to (or, for a tap, the
 * interactive message tapped) when the device knows it; `media` the bytes of a media type.
 */
export function buildInbound(request: InboundRequest, quoted: WAMessage | undefined, media: SimulatedMedia | null): WAMessage {
  const contextInfo: proto.IContextInfo | undefined = request.quotedId
    ? {
        stanzaId: request.quotedId,
        participant: quoted?.key?.fromMe ? undefined : `${request.from}@s.whatsapp.net`,
        quotedMessage: quoted?.message ?? undefined,
      }
    : undefined;
  return {
    key: senderKey(request, messageId()),
    message: content(request, media, contextInfo),
    messageTimestamp: Math.floor(Date.now() / 1000),
    pushName: request.pushName ?? 'Simulated Contact',
  };
}
