/**
 * One outgoing message: built by the shared builder (so the simulator records the same bytes),
 * then relayed as is. `relayMessage` rather than `sendMessage`, because interactive messages need
 * extra stanza nodes that `sendMessage` cannot carry; what `sendMessage` would add for edits,
 * deletes and polls comes with the built message (`additionalAttributes`, `additionalNodes`).
 */
import type { WASocket } from '@whiskeysockets/baileys';
import { errorMessage, type SendParams } from '../../../protocol';
import { type BuildContext, type BuiltMessage, buildOutgoing, destinationOf } from '../../messages/build';
import { typeFirst, type Wait } from '../../messages/typing';
import { EngineError } from '../engine';

/** The part of a socket a send needs; tests pass their own. */
export type SendingSocket = Pick<WASocket, 'user' | 'waUploadToServer' | 'relayMessage' | 'sendPresenceUpdate'>;

export type FetchMedia = (url: string) => Promise<Buffer>;

/** What the builder needs besides the socket; `upload` replaces the socket's (tests count uploads). */
export type SendOptions = Pick<BuildContext, 'fetchMedia' | 'relayVariant'> & { upload?: BuildContext['upload']; wait?: Wait };

/** Resolves with the message as relayed (key and content) and its upload or poll secret; a refusal is `EngineError('rejected')`. */
export async function relayOutgoing(
  sock: SendingSocket,
  params: SendParams,
  options: SendOptions,
): Promise<BuiltMessage & { messageId: string }> {
  const userJid = sock.user?.id;
  if (!userJid) throw new EngineError('not-connected', 'the device has no logged-in account');
  await typeFirst(params, destinationOf(params), (jid, state) => sock.sendPresenceUpdate(state, jid), options.wait);
  const built = await buildOutgoing(params, {
    userJid,
    upload: options.upload ?? sock.waUploadToServer,
    fetchMedia: options.fetchMedia,
    ...(options.relayVariant ? { relayVariant: options.relayVariant } : {}),
  });
  const content = built.message.message;
  const messageId = built.message.key.id;
  if (!content || !messageId) throw new Error('the message builder returned a message without content or id');
  try {
    await sock.relayMessage(built.jid, content, {
      messageId,
      additionalNodes: built.additionalNodes,
      ...(built.additionalAttributes ? { additionalAttributes: built.additionalAttributes } : {}),
    });
  } catch (error) {
    // Baileys throws a Boom when the server or the socket refuses the stanza.
    throw new EngineError('rejected', errorMessage(error));
  }
  return { ...built, messageId };
}
