/** Which handler answers each query (`iq`), by its `xmlns`; every query gets an answer. */
import type { BinaryNode } from '@whiskeysockets/baileys';
import { child, iqError, iqResult } from '../wire/nodes';
import type { ClientConnection } from './client-connection';
import type { ServerContext } from './context';
import {
  answerAppState,
  answerBlocklist,
  answerMediaConn,
  answerPlain,
  answerPrivacy,
  answerProps,
  answerUnknown,
} from './queries/account';
import { answerGroups } from './queries/groups';
import { answerKeys } from './queries/keys';
import { answerPicture } from './queries/pictures';
import { answerUsync } from './queries/usync';

/** Queries a client without a login may make (while pairing). */
function answerPairing(ctx: ServerContext, connection: ClientConnection, iq: BinaryNode): BinaryNode | null {
  if (iq.attrs.type === 'result' || iq.attrs.type === 'error') return null;
  const reg = child(iq, 'link_code_companion_reg');
  if (iq.attrs.xmlns === 'md' && reg?.attrs.stage === 'companion_hello') return ctx.pairings.codeRequested(connection, iq);
  if (iq.attrs.xmlns === 'md' && reg?.attrs.stage === 'companion_finish') return ctx.pairings.companionFinished(connection, iq);
  if (iq.attrs.xmlns === 'w:p') return iqResult(iq);
  return iqError(iq, 401, 'not-authorized');
}

export async function answerQuery(ctx: ServerContext, connection: ClientConnection, iq: BinaryNode): Promise<BinaryNode | null> {
  const device = connection.device;
  if (!device) return answerPairing(ctx, connection, iq);
  // Answers to queries the server did not make (or made and gave up on) need nothing.
  if (iq.attrs.type === 'result' || iq.attrs.type === 'error') return null;
  switch (iq.attrs.xmlns) {
    case 'encrypt':
      return answerKeys(ctx, device, iq);
    case 'usync':
      return answerUsync(ctx, device, iq);
    case 'w:g2':
      return answerGroups(ctx, device, iq);
    case 'w:m':
      return answerMediaConn(ctx, device, iq);
    case 'privacy':
      return answerPrivacy(device, iq);
    case 'blocklist':
      return answerBlocklist(device, iq);
    case 'w:sync:app:state':
      return answerAppState(iq);
    case 'abt':
      return answerProps(iq);
    case 'md':
      if (child(iq, 'remove-companion-device')) {
        // The companion logs itself out: it is unlinked, and closes on its own.
        ctx.directory.removeDevice(device);
        ctx.delivery.forget(device);
        return iqResult(iq);
      }
      return answerUnknown(ctx, iq);
    case 'w:p':
    case 'passive':
    case 'urn:xmpp:whatsapp:dirty':
    case 'w:stats':
    case 'status':
      return answerPlain(iq);
    case 'w:profile:picture':
      return answerPicture(ctx, device, iq);
    default:
      return answerUnknown(ctx, iq);
  }
}
