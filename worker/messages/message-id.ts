import { z } from '@hono/zod-openapi';
import { codePoints } from '../shared/validation';

/**
 * The id of a messaging-app message: a reaction's `messageId`, a `replyToId`, the id of a received
 * message's media. WhatsApp's own ids are 16 to 32 ASCII characters today; 1 to 256 printable ASCII
 * characters other than `/` leaves room for other formats without letting a client make the worker
 * carry an arbitrarily long key (or R2 refuse one: its keys end at 1,024 bytes).
 */
export const MESSAGE_ID_MAX = 256;
const MESSAGE_ID = /^[!-.0-~]{1,256}$/;

export const isMessageId = (value: string): boolean => MESSAGE_ID.test(value);

/** Why `value` cannot be a message id, or undefined when it can. */
export function messageIdProblem(value: string): string | undefined {
  if (value === '') return 'must not be empty';
  const length = codePoints(value);
  if (length > MESSAGE_ID_MAX) return `must be at most ${MESSAGE_ID_MAX} characters (got ${length})`;
  if (!isMessageId(value)) return 'must be printable ASCII characters other than "/", as the messaging app’s ids are';
  return undefined;
}

export const messageIdSchema = z
  .string()
  .superRefine((value, ctx) => {
    const problem = messageIdProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ minLength: 1, maxLength: MESSAGE_ID_MAX, pattern: MESSAGE_ID.source });
