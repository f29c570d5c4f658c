/**
 * Every page of the dashboard in Indonesian, with something on it: the test asks the app for its
 * GET routes under /dashboard, so a page added later is rendered too (and one whose path holds a
 * value this test cannot fill fails until it is told how), and no page may show a string the
 * English catalogue has and the Indonesian one does not, nor zod's English.
 */
import { describe, expect, it } from 'vitest';
import app from '../../../worker/app';
import { deviceHarness } from '../harness';
import { admin, FakeNode, mirrored } from '../helpers';
import { receive } from '../inbox/received';
import { acceptInvite, Browser, ownerSession } from './browser';
import { englishStrings } from './english-strings';

/**
 * Not pages: served files, live regions, a conversation's media (bytes, no words), CSV downloads (data
 * in no language) and the reply box's canned-reply picker, a fragment whose words are checked in
 * canned-replies-pages.test.ts.
 */
const NOT_PAGES = [
  /^\/dashboard\/assets\//,
  /\/live$/,
  /^\/dashboard\/inbox-live\//,
  /^\/dashboard\/media\//,
  /\/canned$/,
  /\.csv$/,
  /^\/dashboard\/reference-devices$/,
  // Opened only by an alert's one-time link, while its device is down: read in Indonesian by
  // test/worker/alerts/device-alerts.test.ts.
  /^\/dashboard\/relink(\/|$)/,
];

/**
 * What a person reads on a page: its text and the attributes a browser shows or reads aloud. Code
 * (an event's name, a header, a request body) is the protocol's, in no language, and left out.
 */
function readable(html: string): string {
  const decode = (s: string) =>
    s
      .replace(/&#x([\da-f]+);/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&');
  const body = html.replace(/<(script|style|code|pre)\b[\s\S]*?<\/\1>/g, ' ');
  const attributes = [...body.matchAll(/\s(?:title|placeholder|aria-label|alt|data-confirm)="([^"]*)"/g)].map((m) => m[1] ?? '');
  return decode([body.replace(/<[^>]+>/g, ' '), ...attributes].join('\n')).replace(/[ \t\r\f\v]+/g, ' ');
}

/** `fragment` as words of their own, not inside a longer word or name (`call.received`). */
function asWords(fragment: string): RegExp {
  const escaped = fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_.-])${escaped}(?![\\p{L}\\p{N}_-])`, 'u');
}

/** `/dashboard/webhooks/:id` → `/dashboard/webhooks/whk_…`, from the ids this test made. */
function fill(route: string, ids: Record<string, string>): string {
  const path = ids[route] ?? (route.includes(':') ? undefined : route);
  if (path === undefined)
    throw new Error(`${route}: this test does not know what to put in its path; make the object it shows and add the route to the ids`);
  return path;
}

describe('every dashboard page in Indonesian', () => {
  it('shows no string the English catalogue has and the Indonesian one does not, on any page, with data on it', async () => {
    const setup = await admin<{ url: string }>('POST', '/setup-link');
    expect(setup.status).toBe(201);
    const setupUrl = new URL(setup.body.url);
    // The setup page shows its form only while no account exists: it is read first.
    const firstRun = new Browser();
    firstRun.cookies.set('kurir_lang', 'id');
    expect((await firstRun.get(`${setupUrl.pathname}${setupUrl.search}`)).status).toBe(200);
    const readFirst = new Map([['/dashboard/setup', firstRun.html]]);
    // The password's minimum is said once: as a hint, or, when broken, by the error in its place.
    const times = (html: string) => readable(html).match(/10 karakter/g)?.length ?? 0;
    expect(times(firstRun.html)).toBe(1);
    const tooShort = { workspaceName: 'Toko', name: 'Dewi', email: 'dewi@toko.test', password: 'pendek' };
    expect((await firstRun.post(`${setupUrl.pathname}${setupUrl.search}`, tooShort)).status).toBe(400);
    expect(times(firstRun.html)).toBe(1);
    expect(firstRun.html).not.toContain('id="f-password-hint"');

    // An owner's workspace with a connected device, a conversation, a contact, a webhook with a
    // delivery, a chatbot rule, a scheduled broadcast and an open invite.
    const { browser: owner, workspaceId } = await ownerSession();
    owner.cookies.set('kurir_lang', 'id');
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS 1' });
    const deviceId = device.body.id;
    // Webhook deliveries are answered here, not looked up on a network.
    deviceHarness(deviceId).webhooks.answer = () => new Response('ok');
    const node = await FakeNode.connect(deviceId);
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    // The account is in one group, with someone WhatsApp hides the number of.
    const group = {
      id: '120363041234567890@g.us',
      subject: 'Reseller Bandung',
      description: 'Harga grosir tiap Senin',
      owner: null,
      createdAt: null,
      onlyAdminsSend: false,
      onlyAdminsEdit: false,
      participants: [
        { phoneNumber: '6281200000001', lid: null, admin: 'superadmin' },
        { phoneNumber: null, lid: '987654321098765', admin: null },
      ],
    };
    node.onCall = (method) =>
      method === 'groups.list' ? { groups: [{ id: group.id, subject: group.subject, size: 2 }] } : method === 'groups.get' ? group : null;
    const webhook = await admin<{ id: string }>('POST', `/devices/${deviceId}/webhooks`, {
      url: 'https://hooks.example.com/kurir',
      events: ['message.inbound', 'device.status'],
    });
    expect(webhook.status).toBe(201);
    const rules = await admin('PUT', `/devices/${deviceId}/chatbot/rules`, {
      rules: [
        {
          name: 'Harga',
          trigger: { type: 'keyword', match: 'contains', keywords: ['harga'] },
          reply: { type: 'text', text: 'Cek katalog ya kak' },
        },
      ],
    });
    expect(rules.status).toBe(200);
    await receive(node, '6281234567890', 'Stok kaos hitam ada?', { pushName: 'Budi' });
    await mirrored(deviceId);
    const broadcast = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/broadcasts`, {
      deviceId,
      name: 'Promo',
      message: { type: 'text', text: 'Halo {{name|kak}}' },
      audience: { type: 'list', recipients: [{ phone: '081211110001', name: 'Sari' }] },
      scheduledAt: '2030-01-02T09:00:00+07:00',
    });
    expect(broadcast.status).toBe(201);
    const template = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/templates`, {
      name: 'Pesanan dikirim',
      content: 'Halo {{name|kak}}, pesanan Anda sudah dikirim.',
    });
    expect(template.status).toBe(201);
    const canned = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/canned-replies`, {
      shortcut: 'salam',
      text: 'Halo {{name|kak}}, ada yang bisa kami bantu?',
    });
    expect(canned.status).toBe(201);
    const conversations = await admin<{ items: { id: string }[] }>('GET', `/workspaces/${workspaceId}/conversations`);
    const contacts = await admin<{ items: { id: string }[] }>('GET', `/workspaces/${workspaceId}/contacts`);
    const deliveries = await admin<{ items: { id: string }[] }>('GET', `/webhooks/${webhook.body.id}/deliveries`);
    const [conversationId, contactId, deliveryId] = [conversations, contacts, deliveries].map((list) => list.body.items[0]?.id);
    if (!conversationId || !contactId || !deliveryId) throw new Error('the message made no conversation, contact or delivery');
    await owner.get('/dashboard/members');
    expect((await owner.post('/dashboard/members/invites', { role: 'agent' })).status).toBe(201);
    const inviteLink = /id="invite-link"[^>]*value="([^"]+)"/.exec(owner.html)?.[1]?.replace(/&amp;/g, '&');
    if (!inviteLink) throw new Error('no invite link shown');
    const inviteUrl = new URL(inviteLink);
    // A member's one-time password-reset link, made by the owner.
    await acceptInvite(owner, 'agent');
    await owner.get('/dashboard/members');
    const resetAction = /action="(\/dashboard\/members\/[^"]+\/reset-link)"/.exec(owner.html)?.[1];
    if (!resetAction) throw new Error('no reset button shown');
    expect((await owner.post(resetAction, {})).status).toBe(201);
    const resetLink = /id="reset-link"[^>]*value="([^"]+)"/.exec(owner.html)?.[1]?.replace(/&amp;/g, '&');
    if (!resetLink) throw new Error('no reset link shown');
    const resetUrl = new URL(resetLink);

    const ids: Record<string, string> = {
      '/dashboard/invite': `${inviteUrl.pathname}${inviteUrl.search}`,
      '/dashboard/reset': `${resetUrl.pathname}${resetUrl.search}`,
      '/dashboard/devices/:id': `/dashboard/devices/${deviceId}`,
      '/dashboard/webhooks/:id': `/dashboard/webhooks/${webhook.body.id}`,
      '/dashboard/deliveries/:id': `/dashboard/deliveries/${deliveryId}`,
      '/dashboard/inbox/:deviceId/:conversationId': `/dashboard/inbox/${deviceId}/${conversationId}`,
      '/dashboard/contacts/:id': `/dashboard/contacts/${contactId}`,
      '/dashboard/chatbot/:deviceId': `/dashboard/chatbot/${deviceId}`,
      '/dashboard/assistant/devices/:deviceId': `/dashboard/assistant/devices/${deviceId}`,
      '/dashboard/broadcasts/pace/:deviceId': `/dashboard/broadcasts/pace/${deviceId}`,
      '/dashboard/broadcasts/:id': `/dashboard/broadcasts/${broadcast.body.id}`,
      '/dashboard/templates/:templateId': `/dashboard/templates/${template.body.id}`,
      '/dashboard/canned-replies/:cannedReplyId': `/dashboard/canned-replies/${canned.body.id}`,
      '/dashboard/groups/:deviceId/:groupId': `/dashboard/groups/${deviceId}/${encodeURIComponent(group.id)}`,
    };
    // Pages for someone not signed in: the setup link, an invite, signing in.
    const publicPages = new Set(['/dashboard/sign-in', '/dashboard/invite', '/dashboard/reset']);
    const routes = [...new Set(app.routes.filter((r) => r.method === 'GET' && r.path.startsWith('/dashboard')).map((r) => r.path))];
    const pages = routes.filter((route) => !NOT_PAGES.some((skip) => skip.test(route)));
    expect(pages.length).toBeGreaterThan(20);

    const english = englishStrings().map((e) => ({ ...e, words: asWords(e.text) }));
    // The list is the catalogue's: a check that it holds what it must.
    expect(english.map((e) => e.text)).toEqual(expect.arrayContaining(['Add a device', 'your role may not use', 'Too small']));
    const found: string[] = [];
    const icons = new Set<string>();
    const show = (route: string, html: string) => {
      expect(html, route).toContain('lang="id"');
      // An icon linked, so the browser does not ask for a /favicon.ico.
      const icon = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(html)?.[1];
      expect(icon, route).toBeDefined();
      if (icon) icons.add(icon);
      const text = readable(html);
      for (const { text: shown, from, words } of english) if (words.test(text)) found.push(`${route}: "${shown}" (${from})`);
    };
    for (const route of pages) {
      const first = readFirst.get(route);
      if (first !== undefined) {
        show(route, first);
        continue;
      }
      const browser = publicPages.has(route) ? new Browser() : owner;
      browser.cookies.set('kurir_lang', 'id');
      let path = fill(route, ids);
      let res = await browser.get(path);
      // A page that sends on (the dashboard's root to the first page of the menu) is read where it sends.
      for (let hops = 0; res.status === 303 && hops < 3; hops++) {
        path = res.headers.get('Location') ?? '';
        res = await browser.get(path);
      }
      expect(res.status, `${route} (${path})`).toBe(200);
      show(route, browser.html);
    }
    expect(found).toEqual([]);
    for (const icon of icons) {
      const res = await owner.request(icon);
      expect(res.status, icon).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg[^>]*><title>Kurir<\/title>/);
    }
    // The same reading finds the English on an English page.
    owner.cookies.set('kurir_lang', 'en');
    await owner.get('/dashboard/devices');
    expect(english.filter((e) => e.words.test(readable(owner.html))).map((e) => e.text)).toEqual(
      expect.arrayContaining(['Add a device', 'Sign out']),
    );
  }, 60_000);

  it('the webhook form says why a URL is refused in the page’s language; the API keeps the English', async () => {
    const { browser: owner, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS 1' });
    const refusedIn = async (lang: 'id' | 'en', url: string) => {
      owner.cookies.set('kurir_lang', lang);
      await owner.get('/dashboard/webhooks/new');
      const res = await owner.post('/dashboard/webhooks', { deviceId: device.body.id, url, events: 'message.inbound' });
      expect(res.status).toBe(400);
      return readable(/id="f-url-error"[^>]*>([\s\S]*?)<\/p>/.exec(owner.html)?.[1] ?? '').trim();
    };
    expect(await refusedIn('id', 'https://10.0.0.1/hook')).toBe('tidak boleh mengarah ke 10.0.0.1, alamat privat (10.0.0.0/8)');
    expect(await refusedIn('en', 'https://10.0.0.1/hook')).toBe('must not point to 10.0.0.1, a private address (10.0.0.0/8)');
    expect(await refusedIn('id', 'https://[::ffff:127.0.0.1]/')).toBe(
      'tidak boleh mengarah ke [::ffff:7f00:1], alamat IPv4-mapped dari 127.0.0.1, alamat loopback (127.0.0.0/8)',
    );
    expect(await refusedIn('id', 'ftp://hooks.example.com/')).toBe('harus https:// (atau http:// ke localhost, 127.0.0.1 atau [::1])');
    expect(await refusedIn('id', 'https://intranet/hook')).toBe(
      'harus host publik: "intranet" tidak bertitik, jadi hanya dikenal di jaringan lokal',
    );
    const api = await admin<{ issues: unknown[] }>('POST', `/devices/${device.body.id}/webhooks`, {
      url: 'https://10.0.0.1/hook',
      events: ['message.inbound'],
    });
    expect(api.body.issues).toEqual([{ path: 'url', message: 'must not point to 10.0.0.1, a private address (10.0.0.0/8)' }]);
  });

  it('a member whose role may not open a page is told why in Indonesian', async () => {
    const { browser: owner } = await ownerSession();
    const agent = await acceptInvite(owner, 'agent');
    agent.cookies.set('kurir_lang', 'id');
    const res = await agent.get('/dashboard/webhooks');
    expect(res.status).toBe(403);
    const text = readable(agent.html);
    expect(text).toContain('peran Anda tidak boleh membuka webhook');
    expect(text).not.toContain('your role may not use');
  });
});
