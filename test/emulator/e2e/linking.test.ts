/**
 * Linking as a person does it, through the real engine and the emulated WhatsApp: by a pairing
 * code the API asks for and the phone of that number types, and linking a second device to the
 * same account, whose phone vouches for both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stack } from '../../e2e/stack';

type Device = { id: string; status: string; phoneNumber: string | null; qr: string | null };

const stack = new Stack({ engine: 'emulator' });
let workspaceId = '';
beforeAll(async () => {
  await stack.start();
  workspaceId = (await stack.admin<{ id: string }>('POST', '/workspaces', { name: 'Toko Kode' })).body.id;
}, 180_000);
afterAll(() => stack.stop(), 60_000);

const newDevice = async (name: string) =>
  (await stack.admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name })).body.id;

describe('linking through the emulated WhatsApp', () => {
  it('links by a pairing code: the API gives the code, the phone of the number types it, the device is CONNECTED as that number', async () => {
    const id = await newDevice('Kode');
    await stack.waitForStatus(id, 'QR', 60_000);
    const asked = await stack.admin<{ code: string }>('POST', `/devices/${id}/pairing-code`, { phoneNumber: '6281288880001' });
    expect(asked.status).toBe(200);
    expect(asked.body.code).toMatch(/^[A-Z0-9]{8}$/);
    const typed = await stack.sim('POST', '/pairing-code', { phoneNumber: '6281288880001', code: asked.body.code });
    expect(typed).toMatchObject({ status: 201, body: { phoneNumber: '6281288880001' } });
    expect(await stack.waitForStatus(id, 'CONNECTED', 30_000)).toMatchObject({ phoneNumber: '6281288880001', qr: null });
  });

  it('links a second device to the same account: both work, each its own session', async () => {
    const first = await newDevice('Kasir 1');
    const linked = (await stack.link(first)) as Device;
    const second = await newDevice('Kasir 2');
    const also = (await stack.link(second, linked.phoneNumber ?? undefined)) as Device;
    expect(also.phoneNumber).toBe(linked.phoneNumber);
    const key = (await stack.admin<{ key: string }>('POST', `/workspaces/${workspaceId}/api-keys`, { name: 'kasir' })).body.key;
    for (const deviceId of [first, second]) {
      const sent = await stack.api<{ messageId: string }>('/messages', key, {
        deviceId,
        phoneNumber: '6281288880002',
        content: `dari ${deviceId}`,
      });
      expect(sent.status).toBe(201);
      const atPhone = (await stack.sim<{ id: string; receivedBy: string[] }[]>('GET', `/devices/${deviceId}/sent`)).body;
      expect(atPhone.find((m) => m.id === sent.body.messageId)?.receivedBy).toEqual(['6281288880002']);
    }
  });
});
