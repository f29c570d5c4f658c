/**
 * Messages as the messaging server would deliver them to a linked device, built as Baileys'
 * `WAMessage`s so that they go through the same mapping code as the Baileys engine's.
 */
import { randomBytes } from 'node:crypto';
import type { proto, WAMessage } from '@whiskeysockets/baileys';
import { z } from 'zod';

export const inboundRequestSchema = z.object({
  from: z.string().regex(/^\d{8,15}$/, 'from must be the sender phone digits'),
  lid: z.string().regex(/^\d{5,20}$/).optional(),
  text: z.string().optional(),
  type: z.enum(['text', 'button-reply', 'list-reply', 'image', 'location']).default('text'),
  quotedId: z.string().optional(),
  selectedId: z.string().optional(),
  pushName: z.string().optional(),
});
export type InboundRequest = z.infer<typeof inboundRequestSchema>;

export function messageId(): string {
  return `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** The chat key of a contact: by LID when given (as WhatsApp now often does), with the phone beside it. */
export function contactKey(from: string, lid: string | undefined, id: string): proto.IMessageKey & { remoteJidAlt?: string } {
  return lid
    ? { remoteJid: `${lid}@lid`, remoteJidAlt: `${from}@s.whatsapp.net`, fromMe: false, id }
    : { remoteJid: `${from}@s.whatsapp.net`, fromMe: false, id };
}

export function buildInbound(request: InboundRequest, quoted: WAMessage | undefined): WAMessage {
  const id = messageId();
  const contextInfo: proto.IContextInfo | undefined = request.quotedId
    ? {
        stanzaId: request.quotedId,
        participant: quoted?.key?.fromMe ? undefined : `${request.from}@s.whatsapp.net`,
        quotedMessage: quoted?.message ?? undefined,
      }
    : undefined;
  const text = request.text ?? '';
  let message: proto.IMessage;
  switch (request.type) {
    case 'button-reply':
    case 'list-reply':
      message = {
        interactiveResponseMessage: {
          body: { text },
          nativeFlowResponseMessage: {
            name: request.type === 'list-reply' ? 'single_select' : 'quick_reply',
            paramsJson: JSON.stringify({ id: request.selectedId ?? '' }),
            version: 3,
          },
          contextInfo,
        },
      };
      break;
    case 'image':
      message = { imageMessage: { caption: text, mimetype: 'image/jpeg', fileLength: 1024, contextInfo } };
      break;
    case 'location':
      message = { locationMessage: { degreesLatitude: -6.2, degreesLongitude: 106.8, name: text, contextInfo } };
      break;
    default:
      message = contextInfo ? { extendedTextMessage: { text, contextInfo } } : { conversation: text };
  }
  return {
    key: contactKey(request.from, request.lid, id),
    message,
    messageTimestamp: Math.floor(Date.now() / 1000),
    pushName: request.pushName ?? 'Simulated Contact',
  } as WAMessage;
}
