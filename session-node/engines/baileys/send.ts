/**
 * One outgoing message: built by the shared builder (so the simulator records the same bytes),
 * then relayed as is. `relayMessage` rather than `sendMessage`, because interactive messages need
 * extra stanza nodes that `sendMessage` cannot carry; what `sendMessage` would add for edits,
 * deletes and polls comes with the built message (`additionalAttributes`, `additionalNodes`).
 */
import { DisconnectReason, jidNormalizedUser, type WASocket } from '@whiskeysockets/baileys';
import { errorMessage, type SendParams } from '../../../protocol';
import { type BuildContext, type BuiltMessage, buildOutgoing, destinationOf } from '../../messages/build';
import { typeFirst, type Wait } from '../../messages/typing';
import { EngineError } from '../engine';
import { closeStatusCode } from './disconnect-policy';
import type { Relay } from './unacked-sends';

/** The part of a socket a send needs; tests pass their own. */
export type SendingSocket = Pick<WASocket, 'user' | 'waUploadToServer' | 'relayMessage' | 'sendPresenceUpdate'> &
  Partial<Pick<WASocket, 'signalRepository' | 'onWhatsApp'>>;

export type FetchMedia = (url: string) => Promise<Buffer>;

/** What the builder needs besides the socket; `upload` replaces the socket's (tests count uploads). */
export type SendOptions = Pick<BuildContext, 'fetchMedia' | 'relayVariant'> & { upload?: BuildContext['upload']; wait?: Wait };

/**
 * Whether a relay failed because the socket closed while it waited: Baileys' `Connection Closed`
 * (428), or the WebSocket's close code itself (1006…), with which a query waiting on the socket rejects.
 */
function closedUnderIt(error: unknown): boolean {
  return closeStatusCode(error) === DisconnectReason.connectionClosed || (typeof error === 'number' && error >= 1000 && error < 5000);
}

/** The LID WhatsApp knows for a number (Baileys' mapping store, else WhatsApp's answer); `bad-request` when there is none. */
async function lidOf(sock: SendingSocket, phone: string): Promise<string> {
  const pnJid = `${phone}@s.whatsapp.net`;
  const known = await sock.signalRepository?.lidMapping.getLIDForPN(pnJid).catch(() => null);
  if (known) return jidNormalizedUser(known);
  const [found] = (await sock.onWhatsApp?.(pnJid).catch(() => undefined)) ?? [];
  const lid = found && 'lid' in found && typeof found.lid === 'string' ? found.lid : null;
  if (!lid) throw new EngineError('bad-request', `no LID is known for ${phone}`);
  return jidNormalizedUser(lid);
}

/**
 * Resolves with the message as relayed (key and content), its upload or poll secret, and the relay
 * itself (to send it again under the same id); a refusal is `EngineError('rejected')`.
 */
export async function relayOutgoing(
  sock: SendingSocket,
  params: SendParams,
  options: SendOptions,
): Promise<BuiltMessage & { messageId: string; relay: Relay }> {
  const userJid = sock.user?.id;
  if (!userJid) throw new EngineError('not-connected', 'the device has no logged-in account');
  const lidJid = params.preferLid && params.to ? await lidOf(sock, params.to) : undefined;
  const addressed = lidJid ? { ...params, lidJid } : params;
  await typeFirst(params, destinationOf(addressed), (jid, state) => sock.sendPresenceUpdate(state, jid), options.wait);
  const built = await buildOutgoing(addressed, {
    userJid,
    upload: options.upload ?? sock.waUploadToServer,
    fetchMedia: options.fetchMedia,
    ...(options.relayVariant ? { relayVariant: options.relayVariant } : {}),
  });
  const content = built.message.message;
  const messageId = built.message.key.id;
  if (!content || !messageId) throw new Error('the message builder returned a message without content or id');
  const relay: Relay = {
    jid: built.jid,
    content,
    options: {
      messageId,
      additionalNodes: built.additionalNodes,
      ...(built.additionalAttributes ? { additionalAttributes: built.additionalAttributes } : {}),
    },
  };
  try {
    await sock.relayMessage(relay.jid, relay.content, relay.options);
  } catch (error) {
    if (closedUnderIt(error)) {
      // The socket closed before the stanza was written (on a query the send waited for, or as it
      // wrote): the message never left, as when the device is away, and can go again later.
      throw new EngineError('not-connected', `the connection to WhatsApp closed before the message left (${errorMessage(error)})`);
    }
    // Baileys throws a Boom when the server refuses the stanza.
    throw new EngineError('rejected', errorMessage(error));
  }
  return { ...built, messageId, relay };
}
