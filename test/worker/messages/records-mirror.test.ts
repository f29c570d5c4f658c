import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { admin, api, connectedDevice, mirrored } from '../helpers';

type Record = { id: string; status: string; content: string };
type Conversation = { phoneNumber: string; lastMessage: { text: string; direction: string } };

const stubOf = (deviceId: string) => env.DEVICE.get(env.DEVICE.idFromName(deviceId));

const triggers = (deviceId: string) =>
  runInDurableObject(stubOf(deviceId), (_instance, state) =>
    state.storage.sql
      .exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%mirror%' ORDER BY name`)
      .toArray()
      .map((t) => t.name),
  );

/** An object made by older code gets the same triggers from its migration: `test/worker/devices/object-migrations.test.ts`. */
describe('the D1 copies of records and conversations', () => {
  it('are queued by the statement that writes the row, and reach D1', async () => {
    const s = await connectedDevice();
    expect(await triggers(s.deviceId)).toEqual([
      'conversations_mirror_insert',
      'conversations_mirror_update',
      'records_mirror_insert',
      'records_mirror_update',
      'report_hours_mirror_insert',
      'report_hours_mirror_update',
    ]);
    const first = await api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'sebelum' });
    const sent = await api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'sesudah' });
    expect(sent.status).toBe(201);
    await mirrored(s.deviceId);
    const inbox = (await admin<{ items: Record[] }>('GET', `/workspaces/${s.workspaceId}/messages`)).body.items;
    expect(inbox.map((r) => r.id)).toEqual(expect.arrayContaining([first.body.id, sent.body.id]));
    expect(inbox.find((r) => r.id === sent.body.id)).toMatchObject({ status: 'SENT', content: 'sesudah' });
    const conversations = (await admin<{ items: Conversation[] }>('GET', `/workspaces/${s.workspaceId}/conversations`)).body.items;
    expect(conversations).toEqual([
      expect.objectContaining({
        phoneNumber: '6281234567890',
        lastMessage: expect.objectContaining({ text: 'sesudah', direction: 'OUTBOUND' }),
      }),
    ]);
  });
});
