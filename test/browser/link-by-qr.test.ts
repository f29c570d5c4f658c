/**
 * Linking a device by its QR in the dashboard, with WhatsApp in a box: the real Baileys engine
 * shows the emulator's QR on the device page; the emulator's phone scans it (the button local
 * development offers); the page turns "Terhubung"; then a photo sent from the inbox reaches the
 * customer's phone, which downloads and decrypts it from the emulator's media host.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, markPage, person, setUpWorkspace, shoot, stillSamePage } from './harness';

const OWNER = { name: 'Rani Wijaya', email: 'rani@tokobaru.test', password: 'teh-tarik-susu-madu' };
const CUSTOMER = '6281355550001';
/** A 2×2 PNG a browser decodes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

type Sent = { id: string; to: string; receivedBy: string[]; media?: { sha256: string }; content: { imageMessage?: { caption?: string } } };

const stack = new Stack({ engine: 'emulator' });
let browser: Browser;
let owner: Page;
let deviceId = '';

describe('linking by QR with WhatsApp in a box, in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    owner = (await person(browser, stack.workerUrl)).page;
    await setUpWorkspace(owner, stack, OWNER, 'Toko Baru');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('an owner adds a device, its page shows WhatsApp\'s QR, and the phone\'s scan turns it "Terhubung"', async () => {
    await owner.getByLabel(t.common.name).fill('CS Emulator');
    await owner.getByRole('button', { name: t.devices.addSubmit }).click();
    await owner.getByRole('heading', { name: 'CS Emulator' }).waitFor();
    deviceId = /\/dashboard\/devices\/(dev_\w+)/.exec(owner.url())?.[1] ?? '';
    // The real engine waits for a scan: the emulator's QR, drawn by the worker.
    await owner
      .getByRole('heading', { name: t.devices.scanTitle })
      .waitFor({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        // This wait has failed at the end of long runs only; say what the device and the node did then.
        const device = await stack.admin('GET', `/devices/${deviceId}`);
        const log = readFileSync(path.join(stack.dir, 'stack.log'), 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('{') || line.includes('/node/') || line.includes(deviceId))
          .slice(-60)
          .join('\n');
        throw new Error(`${String(error)}\nthe device: ${JSON.stringify(device.body)}\nthe stack's log:\n${log}`);
      });
    await owner.getByRole('img', { name: t.devices.qrLabel }).waitFor();
    const qr = (await stack.admin<{ qr: string }>('GET', `/devices/${deviceId}`)).body.qr;
    expect(qr).toMatch(/^https:\/\/wa\.me\/settings\/linked_devices#2@/);
    await shoot(owner, '40-link-qr');

    await owner.waitForSelector('body[data-live-ready]');
    await owner.getByRole('button', { name: t.devices.emulatorScan }).click();
    await owner.locator('#link-panel').getByText(t.status.CONNECTED, { exact: true }).waitFor({ timeout: 30_000 });
    await markPage(owner);
    const device = (await stack.admin<{ phoneNumber: string }>('GET', `/devices/${deviceId}`)).body;
    await owner.locator('#device-facts').getByText(device.phoneNumber).waitFor();
    expect(await stillSamePage(owner)).toBe(true);
    await shoot(owner, '41-linked');
  });

  it("an agent sends a photo from the inbox, and the customer's phone opens the same picture", async () => {
    const inbound = await stack.sim<{ id: string }>('POST', `/devices/${deviceId}/inbound`, {
      from: CUSTOMER,
      pushName: 'Budi',
      text: 'Ada foto kaosnya?',
    });
    expect(inbound.status).toBe(201);
    await owner.goto('/dashboard/inbox');
    await owner.locator('#inbox-list').getByRole('link', { name: 'Budi' }).click();
    await owner.locator('#thread').getByText('Ada foto kaosnya?').waitFor();
    await owner.locator('summary', { hasText: t.kinds.attach }).click();
    await owner.getByLabel(t.kinds.file, { exact: true }).setInputFiles({ name: 'kaos.png', mimeType: 'image/png', buffer: PNG });
    await owner.getByLabel(t.kinds.fileType).selectOption('image');
    await owner.getByLabel(t.kinds.caption).fill('Kaos hitam, ukuran L');
    await owner.getByRole('button', { name: t.kinds.sendFile }).click();
    await owner.locator('#thread li.bubble').filter({ hasText: 'Kaos hitam, ukuran L' }).locator('img[data-media="image"]').waitFor();

    // At the phone: the picture it downloaded and decrypted is the file the agent chose.
    const photo = await waitUntil(
      async () =>
        (await stack.sim<Sent[]>('GET', `/devices/${deviceId}/sent`)).body.find(
          (m) => m.content?.imageMessage?.caption === 'Kaos hitam, ukuran L',
        ),
      { what: 'the photo at the customer’s phone' },
    );
    expect(photo.receivedBy).toEqual([CUSTOMER]);
    expect(photo.media?.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    const opened = await fetch(`${stack.simUrl}/sim/devices/${deviceId}/sent/${photo.id}/media`);
    expect(Buffer.from(await opened.arrayBuffer()).equals(PNG)).toBe(true);
    await shoot(owner, '42-photo-sent');
  });
});
