/**
 * The owner told when WhatsApp logs a device out, on the running stack (`wrangler dev` and a
 * session-node, with the simulator or, in `e2e-emulator`, the real Baileys engine against the
 * emulator): the other device of the workspace sends the owner a WhatsApp message, and the worker
 * emails them over a TCP socket through a mail server this test starts on 127.0.0.1. The owner set
 * both on the dashboard's Alerts page, as a person does.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSetupLink } from '../../scripts/setup-link';
import { waitUntil } from '../../scripts/wait-until';
import { Stack } from './stack';

const OWNER = { workspaceName: 'Toko Sinar', name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
const OWNER_PHONE = '6281299990000';

type Sent = { to: string; content: { conversation?: string; extendedTextMessage?: { text?: string } } | null };

const stack = new Stack();
const mails: string[] = [];
const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      mails.push(Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});

/** A browser's cookies and the last page's CSRF token, over fetch. */
class Visitor {
  private readonly cookies = new Map<string, string>();
  csrf = '';

  async go(path: string, form?: Record<string, string>): Promise<Response> {
    const url = new URL(path, stack.workerUrl);
    const headers: Record<string, string> = { Accept: 'text/html', Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const init: RequestInit = { redirect: 'manual', headers };
    if (form) {
      init.method = 'POST';
      Object.assign(headers, { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url.origin });
      init.body = new URLSearchParams({ _csrf: this.csrf, ...form });
    }
    const res = await fetch(url, init);
    for (const cookie of res.headers.getSetCookie()) {
      const [name = '', value = ''] = (cookie.split(';')[0] ?? '').split('=');
      this.cookies.set(name, value);
    }
    const html = await res.text();
    this.csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? this.csrf;
    return res;
  }
}

const textOf = (entry: Sent | undefined) => entry?.content?.conversation ?? entry?.content?.extendedTextMessage?.text ?? '';

describe('an owner told when WhatsApp logs a device out', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    await stack.start();
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));
  }, 60_000);

  it('gets a WhatsApp message from the other device and an email, each with a link that works once', async () => {
    // The first run: the owner's workspace, then the alerts set on the Alerts page.
    const owner = new Visitor();
    const setup = new URL((await requestSetupLink(stack.workerUrl, stack.adminToken)) ?? '');
    await owner.go(`${setup.pathname}${setup.search}`);
    expect((await owner.go(`${setup.pathname}${setup.search}`, OWNER)).status).toBe(303);
    const list = (await stack.admin<{ id: string }[] | { items: { id: string }[] }>('GET', '/workspaces')).body;
    const workspaceId = (Array.isArray(list) ? list : list.items)[0]?.id ?? '';
    const device = async (name: string) => {
      const created = await stack.admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name });
      await stack.link(created.body.id);
      return created.body.id;
    };
    const watched = await device('CS Jakarta');
    const sender = await device('CS Bandung');
    await owner.go('/dashboard/alerts');
    const saved = await owner.go('/dashboard/alerts', {
      phoneNumber: OWNER_PHONE,
      email: OWNER.email,
      afterMinutes: '5',
      smtpHost: '127.0.0.1',
      smtpPort: String((smtp.server.address() as AddressInfo).port),
      smtpSecurity: 'none',
      smtpFrom: 'kurir@tokosinar.test',
    });
    expect(saved.status).toBe(303);

    // WhatsApp logs CS Jakarta out.
    expect((await stack.sim('POST', `/devices/${watched}/disconnect`, { reason: 'logged-out' })).status).toBeLessThan(300);
    await stack.waitForStatus(watched, 'LOGGED_OUT', 30_000);

    const message = await waitUntil(
      async () => (await stack.sim<Sent[]>('GET', `/devices/${sender}/sent`)).body.find((m) => m.to.startsWith(OWNER_PHONE)),
      { timeoutMs: 30_000, what: 'the WhatsApp alert at the owner’s phone' },
    );
    expect(textOf(message)).toContain('CS Jakarta');
    const mail = await waitUntil(() => mails.find((m) => m.includes('CS Jakarta')), { timeoutMs: 30_000, what: 'the alert email' });
    const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const tokenOf = (text: string) => /\/dashboard\/relink\?token=([0-9A-Za-z]{43})/.exec(text)?.[1] ?? '';
    expect(tokenOf(textOf(message))).not.toBe('');
    expect(tokenOf(unfolded)).not.toBe('');

    // The WhatsApp link, on a phone not signed in: continue, then the device's linking page; once only.
    const phone = new Visitor();
    const link = `/dashboard/relink?token=${tokenOf(textOf(message))}`;
    expect((await phone.go(link)).status).toBe(200);
    expect((await phone.go('/dashboard/relink', { token: tokenOf(textOf(message)) })).status).toBe(303);
    expect((await phone.go('/dashboard/relink/device')).status).toBe(200);
    expect((await new Visitor().go(link)).status).toBe(410);
  });
});
