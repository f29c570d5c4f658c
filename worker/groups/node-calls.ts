/**
 * What the groups' and contacts' calls on the session-node answer when the node does not: the
 * same codes the sends answer (409 no session, 504 no answer in time, 502 the messaging server
 * refused), so a client handles them alike; a change WhatsApp allows only a group's admins, asked
 * by a member who is not one, is 403, and a group the account is not in 404.
 */
import { errorMessage, RpcError } from '../../protocol';
import type { Outcome } from '../shared/outcome';

/** How long a lookup on the node (a check, a group list) may take before the caller hears 504. */
export const LOOKUP_TIMEOUT_MS = 20_000;

export function lookupFailure(error: unknown, notFound?: string): Extract<Outcome<never>, { ok: false }> {
  if (error instanceof RpcError) {
    if (error.code === 'not-connected' || error.code === 'lost') {
      return { ok: false, status: 409, message: `device is not connected (${errorMessage(error)})` };
    }
    if (error.code === 'timeout') return { ok: false, status: 504, message: 'the session did not answer in time' };
    if (error.code === 'forbidden') return { ok: false, status: 403, message: error.message };
    if (error.code === 'not-found') return { ok: false, status: 404, message: notFound ?? error.message };
    if (error.code === 'bad-request' && notFound) return { ok: false, status: 404, message: notFound };
    if (error.code === 'bad-request') return { ok: false, status: 400, message: error.message };
  }
  return { ok: false, status: 502, message: `the messaging server refused: ${errorMessage(error)}` };
}
