/**
 * The emulated WhatsApp with real Baileys clients in one process: a companion (as Kurir's engine
 * is one) links by QR or by pairing code, logs in, and talks to the emulator's phones through the
 * server, end-to-end encrypted; the control API plays the other side.
 */
import makeWASocket, { Browsers, type ConnectionState, initAuthCreds, type WAMessage, type WASocket } from '@whiskeysockets/baileys';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/emulator';
import { memoryAuthState } from '../../emulator/phones/memory-auth';
import { waitUntil } from '../../scripts/wait-until';

type Sent = { id: string; to: string; content: Record<string, unknown> | null; receivedBy: string[]; failure?: string };

const logger = pino({ level: 'silent' });
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, logger, deliveredMs: 50, readMs: 100 });
});
afterAll(async () => {
  await emulator.close();
});

async function control<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${emulator.url}${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: (await res.json()) as T };
}

/** A WhatsApp Web client as Kurir's engine is one: it links, reconnects after 515, and records what it sees. */
class Companion {
  sock: WASocket | null = null;
  readonly auth = memoryAuthState(initAuthCreds());
  readonly updates: Partial<ConnectionState>[] = [];
  readonly received: WAMessage[] = [];
  readonly statuses: Array<{ id: string; status: number }> = [];
  private stopped = false;

  constructor(readonly label: string) {}

  connect(): void {
    if (this.stopped) return;
    const sock = makeWASocket({
      auth: this.auth,
      waWebSocketUrl: `${emulator.trust.chatUrl}?device=${this.label}`,
      logger,
      browser: Browsers.ubuntu('Kurir'),
      syncFullHistory: false,
      markOnlineOnConnect: false,
    });
    this.sock = sock;
    sock.ev.on('connection.update', (update) => {
      this.updates.push(update);
      if (update.connection === 'close' && sock === this.sock) {
        this.sock = null;
        const code = (update.lastDisconnect?.error as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;
        if (code !== 401) setTimeout(() => this.connect(), 50);
      }
    });
    sock.ev.on('messages.upsert', ({ messages }) => this.received.push(...messages.filter((m) => !m.key.fromMe)));
    sock.ev.on('messages.update', (updates) => {
      for (const { key, update } of updates)
        if (key.id && typeof update.status === 'number') this.statuses.push({ id: key.id, status: update.status });
    });
  }

  get open(): boolean {
    return this.updates.some((u) => u.connection === 'open') && this.sock !== null;
  }

  async qr(): Promise<string> {
    return waitUntil(() => this.updates.findLast((u) => u.qr)?.qr, { what: `a QR from ${this.label}` });
  }

  async linked(): Promise<WASocket> {
    await waitUntil(() => this.open && this.sock?.user?.id?.includes(':'), { what: `${this.label} to log in` });
    if (!this.sock) throw new Error('no socket');
    return this.sock;
  }

  stop(): void {
    this.stopped = true;
    this.sock?.end(undefined);
  }
}

async function linkedCompanion(label: string): Promise<{ companion: Companion; sock: WASocket; phoneNumber: string }> {
  const companion = new Companion(label);
  companion.connect();
  const scan = await control<{ phoneNumber: string }>('POST', '/sim/scan', { qr: await companion.qr() });
  expect(scan.status).toBe(201);
  return { companion, sock: await companion.linked(), phoneNumber: scan.body.phoneNumber };
}

const sentBy = async (label: string) => (await control<Sent[]>('GET', `/sim/devices/${label}/sent`)).body;

describe('the emulated WhatsApp, with real Baileys clients', () => {
  it('links a companion by its QR: a new account signs it in, it logs in as a device of that account with its LID', async () => {
    const { companion, sock, phoneNumber } = await linkedCompanion('dev_qr');
    expect(phoneNumber).toMatch(/^62899\d{8}$/);
    expect(sock.user?.id).toMatch(new RegExp(`^${phoneNumber}:\\d+@s\\.whatsapp\\.net$`));
    expect(sock.user?.lid).toMatch(/^\d{15}:\d+@lid$/);
    // The phone's signature over the companion checked out (Baileys verifies it), then 515 and a login.
    expect(companion.updates.some((u) => u.isNewLogin)).toBe(true);
    const device = emulator.server.directory.deviceByLabel('dev_qr');
    expect(device?.account.pn).toBe(phoneNumber);
    expect(device?.account.devices.has(0)).toBe(true);
    companion.stop();
  });

  it('links by a pairing code typed on the phone of the number the companion asked for; a wrong code is refused', async () => {
    const companion = new Companion('dev_code');
    companion.connect();
    await companion.qr();
    const sock = companion.sock;
    if (!sock) throw new Error('no socket');
    const code = await sock.requestPairingCode('6281200007777');
    const wrong = await control('POST', '/sim/pairing-code', {
      phoneNumber: '6281200007777',
      code: code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA',
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'the pairing code does not match' } });
    const right = await control<{ phoneNumber: string }>('POST', '/sim/pairing-code', { phoneNumber: '6281200007777', code });
    expect(right).toMatchObject({ status: 201, body: { phoneNumber: '6281200007777' } });
    expect((await companion.linked()).user?.id).toMatch(/^6281200007777:\d+@s\.whatsapp\.net$/);
    companion.stop();
  });

  it('logs out (401) a client whose Noise key the server does not know', async () => {
    const stranger = new Companion('dev_stranger');
    stranger.auth.creds.me = { id: '6281299990000:5@s.whatsapp.net' };
    stranger.connect();
    const closed = await waitUntil(() => stranger.updates.find((u) => u.connection === 'close'), { what: 'the close' });
    expect((closed.lastDisconnect?.error as { output?: { statusCode?: number } } | undefined)?.output?.statusCode).toBe(401);
    stranger.stop();
  });

  it('carries a message both ways end to end: the phone decrypts what the companion sent, the server holds no text', async () => {
    const { companion, sock } = await linkedCompanion('dev_chat');
    const phone = '6281211110001';
    // While the phone is away, the message waits at the server, encrypted.
    expect((await control('POST', '/sim/devices/dev_chat/inbound', { from: phone, text: 'Halo' })).status).toBe(201);
    expect((await control('POST', `/sim/phones/${phone}/offline`)).status).toBe(202);
    const sent = await sock.sendMessage(`${phone}@s.whatsapp.net`, { text: 'Rahasia dagang: diskon 40%' });
    const held = emulator.server.directory.byPhone(phone)?.devices.get(0)?.held ?? [];
    await waitUntil(() => held.length > 0, { what: 'the message held for the phone' });
    expect(
      JSON.stringify(held, (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value)),
    ).not.toContain('Rahasia dagang');
    expect((await control('POST', `/sim/phones/${phone}/online`)).status).toBe(202);
    const entry = await waitUntil(async () => (await sentBy('dev_chat')).find((m) => m.id === sent?.key.id && m.receivedBy.length > 0), {
      what: 'the phone to read it',
    });
    expect(entry.content).toMatchObject({ extendedTextMessage: { text: 'Rahasia dagang: diskon 40%' } });
    expect(entry.receivedBy).toEqual([phone]);
    // And the other way, with its receipts: delivered, then read by the phone.
    await waitUntil(() => companion.statuses.some((s) => s.id === sent?.key.id && s.status === 4), { what: 'the read receipt' });
    expect(companion.received.map((m) => m.message?.conversation)).toContain('Halo');
    companion.stop();
  });

  it("sends a phone's media through the media host: the companion downloads and decrypts the same bytes", async () => {
    const { companion, sock } = await linkedCompanion('dev_media');
    const answer = await control<{ id: string; sha256: string }>('POST', '/sim/devices/dev_media/inbound', {
      from: '6281211110002',
      type: 'image',
      text: 'Foto',
    });
    expect(answer.status).toBe(201);
    const image = await waitUntil(() => companion.received.find((m) => m.key.id === answer.body.id), { what: 'the image' });
    const { downloadMediaMessage } = await import('@whiskeysockets/baileys');
    const { Agent } = await import('undici');
    const init: RequestInit = {};
    const options = Object.assign(init, { dispatcher: new Agent({ connect: { ca: emulator.trust.mediaCertificate } }) });
    const bytes = await downloadMediaMessage(image, 'buffer', { options });
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(answer.body.sha256);
    expect(image.message?.imageMessage?.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/v\//);
    expect(sock.user).toBeTruthy();
    companion.stop();
  });

  it("sends a group message each participant's phone decrypts with the group's sender key", async () => {
    const { companion, sock } = await linkedCompanion('dev_group');
    const group = await control<{ id: string }>('POST', '/sim/devices/dev_group/groups', {
      subject: 'Reseller',
      participants: [{ phoneNumber: '6281211110003' }, { phoneNumber: '6281211110004' }],
    });
    expect(group.status).toBe(201);
    const sent = await sock.sendMessage(group.body.id, { text: 'Stok baru datang' });
    const entry = await waitUntil(async () => (await sentBy('dev_group')).find((m) => m.id === sent?.key.id && m.receivedBy.length === 2), {
      what: 'both phones to read it',
    });
    expect(entry.to).toBe(group.body.id);
    expect(entry.receivedBy.sort()).toEqual(['6281211110003', '6281211110004']);
    companion.stop();
  });

  it('answers a phone that lost its sessions: it asks again (a retry receipt) and reads the message sent again', async () => {
    const { companion, sock } = await linkedCompanion('dev_retry');
    const phone = '6281211110005';
    const first = await sock.sendMessage(`${phone}@s.whatsapp.net`, { text: 'Pertama' });
    await waitUntil(async () => (await sentBy('dev_retry')).find((m) => m.id === first?.key.id)?.receivedBy.length === 1, {
      what: 'the first',
    });
    expect((await control<{ sessions: number }>('POST', `/sim/phones/${phone}/lose-sessions`)).body.sessions).toBeGreaterThan(0);
    const second = await sock.sendMessage(`${phone}@s.whatsapp.net`, { text: 'Kedua' });
    const entry = await waitUntil(
      async () => (await sentBy('dev_retry')).find((m) => m.id === second?.key.id && m.receivedBy.length === 1),
      {
        what: 'the phone to read the message sent again',
      },
    );
    expect(entry.content).toMatchObject({ extendedTextMessage: { text: 'Kedua' } });
    companion.stop();
  });

  it("answers the control API's mistakes as the simulator does: 404, 400, and 409 while the device is away", async () => {
    const { companion } = await linkedCompanion('dev_ctl');
    expect((await control('GET', '/sim/devices/dev_nobody/sent')).status).toBe(404);
    expect(await control('POST', '/sim/devices/dev_ctl/inbound', { from: '12', text: 'x' })).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'from: from must be the sender phone digits' },
    });
    companion.stop();
    await waitUntil(() => emulator.server.directory.deviceByLabel('dev_ctl')?.link === null, { what: 'the device to be away' });
    expect((await control('POST', '/sim/devices/dev_ctl/inbound', { from: '6281211110006', text: 'x' })).status).toBe(409);
  });
});
