import { textSchema } from '../shared/fields';

/**
 * The id of a messaging-app message: a reaction's `messageId`, a `replyToId`. WhatsApp's own ids
 * are 16 to 32 ASCII characters today; 256 leaves room for other formats without letting a client
 * make the worker carry an arbitrarily long key.
 */
export const MESSAGE_ID_MAX = 256;

export const messageIdSchema = textSchema(1, MESSAGE_ID_MAX);
