/**
 * What Kurir does when WhatsApp misbehaves, through the real Baileys engine against faults the
 * emulator causes (the simulator cannot: it has no protocol to break). Each test names the fault
 * and asserts what a business would see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../scripts/wait-until';
import { Stack } from '../../e2e/stack';

type Record = { id: string; status: string; messageId: string };
type Sent = {
  id: string;
  to: string;
  content: { conversation?: string; extendedTextMessage?: { text?: string } } | null;
  receivedBy: string[];
};
type Device = { status: string; reason: string | null; phoneNumber: string | null; qr: string | null };

const stack = new Stack({ engine: 'emulator' });
beforeAll(() => stack.start(), 180_000);
afterAll(() => stack.stop(), 60_000);

const textOf = (entry: Sent | undefined) => entry?.content?.conversation ?? entry?.content?.extendedTextMessage?.text;
const sent = async (deviceId: string) => (await stack.sim<Sent[]>('GET', `/devices/${deviceId}/sent`)).body;
const send = (d: { key: string; deviceId: string }, phoneNumber: string, content: string) =>
  stack.api<Record & { message?: string }>('/messages', d.key, { deviceId: d.deviceId, phoneNumber, content });
const device = async (id: string) => (await stack.admin<Device>('GET', `/devices/${id}`)).body;
const statuses = async (d: { key: string; deviceId: string }) => {
  const res = await fetch(`${stack.workerUrl}/events?deviceId=${d.deviceId}&limit=200`, { headers: { 'X-API-Key': d.key } });
  const page = (await res.json()) as { items: { event: string; data: { status: string; reason: string | null } }[] };
  return page.items.filter((e) => e.event === 'device.status').map((e) => e.data);
};
const recordOf = async (workspaceId: string, id: string) =>
  (await stack.admin<{ items: Record[] }>('GET', `/workspaces/${workspaceId}/messages`)).body.items.find((r) => r.id === id);

describe('faults the emulated WhatsApp causes', () => {
  it('the server closes the socket while a send waits on it: 409, the device reconnects by itself, and nothing goes twice', async () => {
    const d = await stack.linkedDevice();
    await stack.sim('POST', `/devices/${d.deviceId}/drop`, { at: 'next-query' });
    // A first send to a number asks WhatsApp for its devices: the connection dies under that question.
    const refused = await send(d, '6281277770001', 'Halo pertama');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/not connected/);
    await stack.waitForStatus(d.deviceId, 'CONNECTED', 30_000);
    const again = await waitUntil(
      async () => {
        const res = await send(d, '6281277770001', 'Halo lagi');
        return res.status === 201 ? res : null;
      },
      { timeoutMs: 20_000, what: 'a send after the reconnection' },
    );
    expect(again.body.status).toBe('SENT');
    const atPhone = (await sent(d.deviceId)).filter((m) => m.to === '6281277770001@s.whatsapp.net');
    expect(atPhone.map(textOf)).toEqual(['Halo lagi']);
    expect(atPhone[0]?.receivedBy).toEqual(['6281277770001']);
  });

  it('the server closes the socket just after a message went through: SENT once, DELIVERED once the device is back', async () => {
    const d = await stack.linkedDevice();
    expect((await send(d, '6281277770002', 'Sudah sampai?')).status).toBe(201);
    await stack.sim('POST', `/devices/${d.deviceId}/drop`, { at: 'next-message' });
    const res = await send(d, '6281277770002', 'Pesanan dikirim');
    expect(res.status).toBe(201);
    await stack.waitForStatus(d.deviceId, 'CONNECTED', 30_000);
    await waitUntil(async () => (await recordOf(d.workspaceId, res.body.id))?.status === 'READ', {
      timeoutMs: 30_000,
      what: 'the message to be read after the reconnection',
    });
    const atPhone = (await sent(d.deviceId)).filter((m) => m.to === '6281277770002@s.whatsapp.net');
    expect(atPhone.map(textOf)).toEqual(['Sudah sampai?', 'Pesanan dikirim']);
  });

  it('the connection dies with a message on the wire, never read: SENT, sent again once the device is back, READ', async () => {
    const d = await stack.linkedDevice();
    await stack.sim('POST', `/devices/${d.deviceId}/drop`, { at: 'lost-message' });
    const res = await send(d, '6281277770006', 'Invoice terlampir');
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('SENT');
    await stack.waitForStatus(d.deviceId, 'CONNECTED', 30_000);
    await waitUntil(async () => (await recordOf(d.workspaceId, res.body.id))?.status === 'READ', {
      timeoutMs: 30_000,
      what: 'the message to be read after the reconnection',
    });
    const atPhone = (await sent(d.deviceId)).filter((m) => m.to === '6281277770006@s.whatsapp.net');
    expect(atPhone.map((m) => [m.id, textOf(m)])).toEqual([[res.body.messageId, 'Invoice terlampir']]);
    expect(atPhone[0]?.receivedBy).toEqual(['6281277770006']);
  });

  it('stream error 515 (restart required) mid-session: the device logs in again at once, without a new QR', async () => {
    const d = await stack.linkedDevice();
    expect((await stack.sim('POST', `/devices/${d.deviceId}/stream-error`, { code: 515 })).status).toBe(202);
    await waitUntil(async () => (await statuses(d)).filter((s) => s.status === 'CONNECTED').length >= 2, {
      timeoutMs: 20_000,
      what: 'the device to log in again',
    });
    const since = (await statuses(d)).slice((await statuses(d)).findIndex((s) => s.status === 'CONNECTED'));
    expect(since.map((s) => s.status)).toEqual(['CONNECTED', 'CONNECTING', 'CONNECTED']);
    expect((await send(d, '6281277770003', 'Masih di sini')).status).toBe(201);
  });

  it('440, the login replaced by another client: DISCONNECTED, and the session does not fight for it', async () => {
    const d = await stack.linkedDevice();
    expect((await stack.sim('POST', `/devices/${d.deviceId}/stream-error`, { conflict: 'replaced' })).status).toBe(202);
    await stack.waitForStatus(d.deviceId, 'DISCONNECTED', 20_000);
    expect(await device(d.deviceId)).toMatchObject({ status: 'DISCONNECTED', reason: 'connection-replaced' });
    // No new attempt: the status stays as it is.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await statuses(d)).at(-1)).toMatchObject({ status: 'DISCONNECTED', reason: 'connection-replaced' });
  });

  it('401, the device removed from the phone: LOGGED_OUT with the login erased, and a new scan links it again', async () => {
    const d = await stack.linkedDevice();
    const before = await device(d.deviceId);
    expect((await stack.sim('POST', `/devices/${d.deviceId}/disconnect`, { reason: 'logged-out' })).status).toBe(202);
    await stack.waitForStatus(d.deviceId, 'LOGGED_OUT', 20_000);
    expect((await stack.admin('POST', `/devices/${d.deviceId}/connect`)).status).toBe(200);
    const relinked = await stack.link(d.deviceId, before.phoneNumber ?? undefined);
    expect(relinked.phoneNumber).toBe(before.phoneNumber);
    expect((await send(d, '6281277770004', 'Kembali')).status).toBe(201);
  });

  it('a node killed with SIGKILL: the device resumes on another node, and messages still decrypt both ways', async () => {
    const d = await stack.linkedDevice();
    expect(await send(d, '6281277770005', 'Sebelum')).toMatchObject({ status: 201 });
    await stack.startNode('node-spare');
    await stack.stopNode('node-1', 'SIGKILL');
    await waitUntil(
      async () => (await device(d.deviceId)).status === 'CONNECTED' && (await send(d, '6281277770005', 'Sesudah')).status === 201,
      {
        timeoutMs: 45_000,
        what: 'the device to send from the other node',
      },
    );
    const atPhone = (await sent(d.deviceId)).filter((m) => m.to === '6281277770005@s.whatsapp.net');
    expect(atPhone.map(textOf)).toEqual(['Sebelum', 'Sesudah']);
    const inbound = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, { from: '6281277770005', text: 'Diterima' });
    expect(inbound.status).toBe(201);
    await stack.stopNode('node-spare');
    await stack.startNode('node-1');
    await stack.waitForStatus(d.deviceId, 'CONNECTED', 30_000);
  });

  it("a phone's retry request for a message sent before the node restarted: the content is found and sent again", async () => {
    const d = await stack.linkedDevice();
    const phone = '6281277770006';
    const first = await send(d, phone, 'Halo');
    expect(first.status).toBe(201);
    // Read by the phone (its session with the device made), then the phone is away when the next
    // message goes: WhatsApp holds it.
    expect((await sent(d.deviceId)).find((m) => m.id === first.body.messageId)?.receivedBy).toEqual([phone]);
    expect((await stack.sim('POST', `/phones/${phone}/offline`)).status).toBe(202);
    const held = await send(d, phone, 'Pesanan #42 sudah dikirim');
    expect(held.status).toBe(201);
    // The node restarts: its memory of what it sent is gone.
    await stack.stopNode('node-1');
    await stack.startNode('node-1');
    await stack.waitForStatus(d.deviceId, 'CONNECTED', 30_000);
    // The phone lost its sessions meanwhile: it cannot read the held message and asks for it again.
    expect((await stack.sim<{ sessions: number }>('POST', `/phones/${phone}/lose-sessions`)).body.sessions).toBeGreaterThan(0);
    expect((await stack.sim('POST', `/phones/${phone}/online`)).status).toBe(202);
    await waitUntil(async () => (await sent(d.deviceId)).find((m) => m.id === held.body.messageId)?.receivedBy.length === 1, {
      timeoutMs: 30_000,
      what: 'the phone to read the message sent again',
    });
    expect(textOf((await sent(d.deviceId)).find((m) => m.id === held.body.messageId))).toBe('Pesanan #42 sudah dikirim');
    await waitUntil(async () => ['DELIVERED', 'READ'].includes((await recordOf(d.workspaceId, held.body.id))?.status ?? ''), {
      timeoutMs: 20_000,
      what: 'the record to be delivered',
    });
  });
});
