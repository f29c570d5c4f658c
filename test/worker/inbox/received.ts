/** Messages arriving at a device as its session reports them, for the inbox, contact and chatbot tests. */
import type { InboundEvent } from '../../../protocol';
import type { FakeNode } from '../helpers';

let counter = 0;

/** Reports a received message from `from` (phone digits) and waits until the object took it; answers its messaging-app id. */
export async function receive(
  node: FakeNode,
  from: string,
  text: string | null,
  { fromMe = false, ...extra }: Partial<InboundEvent> & { fromMe?: boolean } = {},
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
  const stored = { key: { remoteJid: event.chatId, id, fromMe }, raw: JSON.stringify({ key: { id } }), timestamp: event.timestamp };
  await node.report('inbound', { event, stored });
  return id;
}
