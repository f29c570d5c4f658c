/**
 * The one way the routes of the non-text kinds (location, contact cards, poll) send: like POST
 * /messages, with an Idempotency-Key, the request log and the record's content a readable summary.
 */
import type { Context } from 'hono';
import type { OutgoingContent } from '../../protocol';
import { deviceStub } from '../kernel/stub';
import type { AppEnv } from '../shared/app-env';
import { unwrap } from '../shared/outcome';
import type { recipientOf } from './recipient';
import { type MessageRecord, presentRecord } from './records';

type Recipient = ReturnType<typeof recipientOf>;

/** `recipient`: what `recipientOf` makes of the request (a phone number or a group, and mentions). */
export type KindSend = {
  deviceId: string;
  recipient: Recipient;
  typingMs?: number | undefined;
  sendAt?: number | undefined;
  summary: string;
  content: OutgoingContent;
};

export async function sendKind(c: Context<AppEnv>, send: KindSend): Promise<MessageRecord> {
  c.set('deviceId', send.deviceId);
  const outcome = await deviceStub(c.env, send.deviceId).send(
    c.var.apiKey.workspaceId,
    {
      ...send.recipient,
      text: send.summary,
      source: 'API',
      ...(c.var.plannedRecordId ? { recordId: c.var.plannedRecordId } : {}),
      ...(send.typingMs ? { typingMs: send.typingMs } : {}),
      ...(send.sendAt !== undefined ? { sendAt: send.sendAt } : {}),
      content: send.content,
    },
    c.var.requestLog,
  );
  if (outcome.logged) c.set('logged', true);
  if (!outcome.ok && outcome.recordId) c.set('recordId', outcome.recordId);
  return presentRecord(unwrap(outcome));
}
