import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { getDb, schema } from '../../db';
import { type DeviceRow, deviceStub, fleetStub, requireDevice, unwrap } from '../../devices';
import type { DeviceView } from '../../durable/device-object';
import { newId } from '../../lib/ids';
import { iso } from '../../lib/time';
import { phoneNumberSchema, textSchema } from '../../validation/fields';
import { readJson } from './json-body';
import { requireWorkspace } from './workspace-guard';

const createDevice = z.object({ name: textSchema(1, 100) });
const pairingCodeBody = z.object({ phoneNumber: phoneNumberSchema });

/** A device as the management interface shows it; the live fields come from its object. */
function present(row: DeviceRow, view: DeviceView | null) {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    sessionId: view?.sessionId ?? null,
    status: view?.status ?? row.status,
    phoneNumber: view?.phoneNumber ?? row.phoneNumber,
    qr: view?.qr ?? null,
    reason: view?.reason ?? null,
    createdAt: iso(row.createdAt),
  };
}

export const workspaceDeviceRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const workspaceId = c.req.param('ws') ?? '';
    const db = getDb(c.env);
    await requireWorkspace(db, workspaceId);
    const { name } = await readJson(c, createDevice);
    const now = Date.now();
    const row: DeviceRow = { id: newId('dev'), workspaceId, name, status: 'CONNECTING', phoneNumber: null, wanted: true, createdAt: now, updatedAt: now };
    await db.insert(schema.devices).values(row);
    const view = await deviceStub(c.env, row.id).init({ id: row.id, workspaceId, name });
    // Linking starts at once: the fleet hands the new device to a session-node.
    await fleetStub(c.env).refresh();
    return c.json(present(row, view), 201);
  })
  .get('/', async (c) => {
    const workspaceId = c.req.param('ws') ?? '';
    const db = getDb(c.env);
    await requireWorkspace(db, workspaceId);
    const rows = await db.select().from(schema.devices).where(eq(schema.devices.workspaceId, workspaceId)).orderBy(desc(schema.devices.createdAt));
    return c.json(rows.map((row) => present(row, null)));
  });

export const deviceRoutes = new Hono<AppEnv>()
  .get('/:id', async (c) => {
    const row = await requireDevice(getDb(c.env), c.req.param('id'));
    return c.json(present(row, await deviceStub(c.env, row.id).view()));
  })
  .post('/:id/pairing-code', async (c) => {
    const row = await requireDevice(getDb(c.env), c.req.param('id'));
    const { phoneNumber } = await readJson(c, pairingCodeBody);
    return c.json(unwrap(await deviceStub(c.env, row.id).requestPairingCode(phoneNumber)));
  })
  .post('/:id/logout', async (c) => {
    const row = await requireDevice(getDb(c.env), c.req.param('id'));
    return c.json(present(row, await deviceStub(c.env, row.id).logout()));
  })
  .post('/:id/connect', async (c) => {
    const row = await requireDevice(getDb(c.env), c.req.param('id'));
    return c.json(present(row, await deviceStub(c.env, row.id).relink()));
  })
  .delete('/:id', async (c) => {
    const db = getDb(c.env);
    const row = await requireDevice(db, c.req.param('id'));
    await db.delete(schema.devices).where(eq(schema.devices.id, row.id));
    await deviceStub(c.env, row.id).destroy();
    await fleetStub(c.env).refresh();
    return c.body(null, 204);
  });
