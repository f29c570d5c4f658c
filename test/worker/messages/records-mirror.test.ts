import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
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

describe('the D1 copies of records and conversations', () => {
  it('are queued by the statement that writes the row, in an object made before that too', async () => {
    const s = await connectedDevice();
    const stub = stubOf(s.deviceId);
    const all = [
      'conversations_mirror_insert',
      'conversations_mirror_update',
      'records_mirror_insert',
      'records_mirror_update',
      'report_hours_mirror_insert',
      'report_hours_mirror_update',
    ];
    expect(await triggers(s.deviceId)).toEqual(all);
    const before = await api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'sebelum' });
    await mirrored(s.deviceId);
    // The object as it was before its copies were queued by trigger (and so before its migrations were recorded).
    await runInDurableObject(stub, (_instance, state) => {
      for (const name of all) state.storage.sql.exec(`DROP TRIGGER ${name}`);
      state.storage.sql.exec('DROP TABLE __drizzle_migrations');
    });
    await evictDurableObject(stub);

    const sent = await api<Record>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'sesudah' });
    expect(sent.status).toBe(201);
    expect(await triggers(s.deviceId)).toEqual(all);
    await mirrored(s.deviceId);
    const inbox = (await admin<{ items: Record[] }>('GET', `/workspaces/${s.workspaceId}/messages`)).body.items;
    expect(inbox.map((r) => r.id)).toEqual(expect.arrayContaining([before.body.id, sent.body.id]));
    expect(inbox.find((r) => r.id === sent.body.id)).toMatchObject({ status: 'SENT', content: 'sesudah' });
    const conversations = (await admin<{ items: Conversation[] }>('GET', `/workspaces/${s.workspaceId}/conversations`)).body.items;
    expect(conversations).toEqual([
      expect.objectContaining({
        phoneNumber: '6281234567890',
        lastMessage: expect.objectContaining({ text: 'sesudah', direction: 'OUTBOUND' }),
      }),
    ]);
  });

  it('replace a trigger that older code wrote, and leave one as the code writes it', async () => {
    const s = await connectedDevice();
    const stub = stubOf(s.deviceId);
    const text = () =>
      runInDurableObject(stub, (_instance, state) =>
        Object.fromEntries(
          state.storage.sql
            .exec<{ name: string; sql: string }>(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger'`)
            .toArray()
            .map((t) => [t.name, t.sql]),
        ),
      );
    const written = await text();
    await runInDurableObject(stub, (_instance, state) => {
      state.storage.sql.exec('DROP TRIGGER records_mirror_update');
      state.storage.sql.exec('CREATE TRIGGER records_mirror_update AFTER UPDATE ON records BEGIN SELECT 1; END');
      // Older code: from before the migrations were recorded.
      state.storage.sql.exec('DROP TABLE __drizzle_migrations');
    });
    await evictDurableObject(stub);
    expect((await api('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'x' })).status).toBe(201);
    expect(await text()).toEqual(written);
  });
});
