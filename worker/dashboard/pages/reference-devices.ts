/**
 * `GET /dashboard/reference-devices`: the signed-in viewer's workspace's devices, as JSON, for the
 * API reference at /docs, which puts one of them in its examples instead of a device that does not
 * exist. Under /dashboard because the session cookie is sent there only. Anyone else, signed in or
 * not, gets an empty list (a 401 would be an error in every reader's console): a member of the
 * workspace may see its devices (the inbox names them), nobody else learns anything.
 */
import { getCookie } from 'hono/cookie';
import { listDevices } from '../../kernel';
import { readSession, SESSION_COOKIE } from '../../members';
import { createDashboard } from '../env';

export const referenceDevicesRoute = createDashboard().get('/reference-devices', async (c) => {
  c.header('Cache-Control', 'no-store');
  const token = getCookie(c, SESSION_COOKIE);
  const session = token ? await readSession(c.var.db, token) : null;
  if (!session?.workspaceId || !session.standing) return c.json({ devices: [] });
  const devices = await listDevices(c.var.db, session.workspaceId);
  return c.json({ devices: devices.map((d) => ({ id: d.id, name: d.name, status: d.status })) });
});
