/**
 * The one-time links an alert carries to its device's linking page, and the short sessions they
 * open. A link is minted for each message or email as it is sent (its token exists only in that
 * message; D1 keeps its SHA-256), works once, for `RELINK_LINK_MS`, and only while the device's
 * alert is open (once the device is connected again it opens nothing). Opening it gives the
 * browser a session of its own for `RELINK_SESSION_MS`: that one device's QR, pairing code and
 * "link again", nothing else of the dashboard.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { newToken } from '../members/sessions';
import { sha256Hex } from '../shared/crypto';
import type { Db } from '../shared/db';
import { deviceAlerts, relinkLinks, relinkSessions } from './tables';

/** A day: an alert read the next morning still leads somewhere; a link forgotten in a mailbox dies. */
export const RELINK_LINK_MS = 24 * 3600_000;
/** An hour to fetch the phone, scan the QR or type the code. */
export const RELINK_SESSION_MS = 3600_000;
export const RELINK_COOKIE = 'kurir_relink';
/** Where the session's cookie is sent: the re-link pages only. */
export const RELINK_PATH = '/dashboard/relink';

const TOKEN = /^[0-9A-Za-z]{43}$/;

export type RelinkTarget = { deviceId: string; workspaceId: string };

/** A new link's token for the device; the caller puts it in one message and forgets it. */
export async function createRelinkLink(db: Db, target: RelinkTarget, now: number): Promise<string> {
  const token = newToken();
  await db.batch([
    // What no one can use any more goes as new links are made: alerts are rare, so this stays small.
    db.delete(relinkLinks).where(lt(relinkLinks.expiresAt, now)),
    db.delete(relinkSessions).where(lt(relinkSessions.expiresAt, now)),
    db.insert(relinkLinks).values({ tokenHash: await sha256Hex(token), ...target, createdAt: now, expiresAt: now + RELINK_LINK_MS }),
  ]);
  return token;
}

export function relinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, '')}${RELINK_PATH}?token=${token}`;
}

/** Whether the device's alert is still open (the link's condition besides its own). */
const alertOpen = sql`EXISTS (SELECT 1 FROM ${deviceAlerts} a WHERE a.device_id = ${relinkLinks.deviceId})`;

/** The device an open link leads to; undefined when used, expired, unknown, or its alert is over. */
export async function openRelinkLink(db: Db, token: string, now = Date.now()): Promise<RelinkTarget | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [row] = await db
    .select({ deviceId: relinkLinks.deviceId, workspaceId: relinkLinks.workspaceId })
    .from(relinkLinks)
    .where(and(eq(relinkLinks.tokenHash, await sha256Hex(token)), isNull(relinkLinks.usedAt), gt(relinkLinks.expiresAt, now), alertOpen))
    .limit(1);
  return row;
}

/**
 * Uses the link (one statement: of two opening it at once, one gets it) and opens its session:
 * the cookie's token and the session's CSRF token. Null when the link is not open.
 */
export async function useRelinkLink(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ session: string; target: RelinkTarget; expiresAt: number } | null> {
  if (!TOKEN.test(token)) return null;
  const [claimed] = await db
    .update(relinkLinks)
    .set({ usedAt: now })
    .where(and(eq(relinkLinks.tokenHash, await sha256Hex(token)), isNull(relinkLinks.usedAt), gt(relinkLinks.expiresAt, now), alertOpen))
    .returning({ deviceId: relinkLinks.deviceId, workspaceId: relinkLinks.workspaceId });
  if (!claimed) return null;
  const session = newToken();
  const expiresAt = now + RELINK_SESSION_MS;
  await db.insert(relinkSessions).values({
    tokenHash: await sha256Hex(session),
    ...claimed,
    csrfToken: newToken(),
    createdAt: now,
    expiresAt,
  });
  return { session, target: claimed, expiresAt };
}

export type RelinkSession = RelinkTarget & { csrfToken: string };

/** The live session of a cookie's token, or null. */
export async function readRelinkSession(db: Db, token: string, now = Date.now()): Promise<RelinkSession | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ deviceId: relinkSessions.deviceId, workspaceId: relinkSessions.workspaceId, csrfToken: relinkSessions.csrfToken })
    .from(relinkSessions)
    .where(and(eq(relinkSessions.tokenHash, await sha256Hex(token)), gt(relinkSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
