/** Messages arriving at a device as its session reports them, for the inbox, contact and chatbot tests. */
import type { InboundEvent } from '../../../protocol';
import type { FakeNode } from '../helpers';

let counter = 0;

/**
 * Reports a received message from `from` (phone digits) and waits until the object took it;
 * answers its messaging-app id. `message`: the stored WhatsApp message's content, where a kind
 * keeps what the event does not say (`{ audioMessage: { ptt: true } }`: a voice note).
 */
export async function receive(
  node: FakeNode,
  from: string,
  text: string | null,
  { fromMe = false, message, ...extra }: Partial<InboundEvent> & { fromMe?: boolean; message?: Record<string, unknown> } = {},
): Promise<string> {
  const id = `3A${(++counter).toString(16).padStart(8, '0').toUpperCase()}${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const event: InboundEvent = {
    id,
    chatId: `${from}@s.whatsapp.net`,
    from,
    lid: null,
    pushName: 'Budi',
    type: 'text',
    text,
    quotedId: null,
    selectedId: null,
    media: null,
    timestamp: Date.now(),
    ...extra,
  };
  const stored = {
    key: { remoteJid: event.chatId, id, fromMe },
    raw: JSON.stringify({ key: { id }, ...(message ? { message } : {}) }),
    timestamp: event.timestamp,
  };
  await node.report('inbound', { event, stored });
  return id;
}
