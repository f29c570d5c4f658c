import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { systemTimer } from '../../../protocol';
import { attemptDelivery, type DestinationGuard, destinationOf } from '../../../worker/webhooks/deliver';
import { dohResolver } from '../../../worker/webhooks/doh-resolver';
import { checkWebhookUrl } from '../../../worker/webhooks/url-policy';
import { deviceHarness } from '../harness';
import { admin, connectedDevice, FakeNode, inbound, mirrored, setup } from '../helpers';

type Hook = { id: string; url: string };
type Issues = { issues: { path: string; message: string }[] };

const create = (deviceId: string, url: string, extra: Record<string, unknown> = {}) =>
  admin<Hook & Issues>('POST', `/devices/${deviceId}/webhooks`, { url, events: ['message.inbound', 'device.status'], ...extra });

describe('webhook URLs that must not be reached are refused with a 400 that says why', () => {
  it.each([
    ['the metadata address', 'https://169.254.169.254/latest/meta-data/', /169\.254\.169\.254, a link-local address/],
    ['a private address', 'https://10.0.0.1/', /10\.0\.0\.1, a private address \(10\.0\.0\.0\/8\)/],
    ['a private address in 172.16/12', 'https://172.20.1.1/hook', /private address \(172\.16\.0\.0\/12\)/],
    ['a private address in 192.168/16', 'https://192.168.1.10/hook', /private address \(192\.168\.0\.0\/16\)/],
    ['a carrier-grade NAT address', 'https://100.100.100.200/latest', /carrier-grade NAT/],
    ['a unique-local IPv6 address', 'https://[fd00::1]/', /unique-local address \(fc00::\/7\)/],
    ['a link-local IPv6 address', 'https://[fe80::1]/', /link-local address \(fe80::\/10\)/],
    ['the unspecified address', 'https://0.0.0.0/', /unspecified/],
    ['the unspecified IPv6 address', 'https://[::]/', /unspecified/],
    ['a loopback address other than the local rule’s', 'https://127.0.0.2/', /loopback/],
    ['an IPv4-mapped loopback address', 'https://[::ffff:127.0.0.1]/', /IPv4-mapped address of 127\.0\.0\.1, a loopback/],
    ['an IPv4-mapped metadata address', 'https://[::ffff:169.254.169.254]/', /IPv4-mapped address of 169\.254\.169\.254/],
    ['a decimal spelling of the metadata address', 'https://2852039166/', /169\.254\.169\.254/],
    ['a hex spelling of a private address', 'https://0xa.0x0.0x0.0x1/', /10\.0\.0\.1, a private address/],
    ['an octal spelling of a private address', 'https://012.0.0.1/', /10\.0\.0\.1, a private address/],
    [
      'GCP’s metadata name',
      'https://metadata.google.internal/computeMetadata/v1/',
      /cloud metadata service \(metadata\.google\.internal\)/,
    ],
    ['GCP’s metadata name with a trailing dot', 'https://metadata.google.internal./', /cloud metadata service/],
    ['the short metadata name', 'https://metadata/', /cloud metadata service \(metadata\)/],
    ['AWS’s instance-data name', 'https://instance-data/latest/', /cloud metadata service/],
    ['Azure’s metadata name', 'https://metadata.azure.com/metadata/instance', /cloud metadata service/],
    ['a .internal name', 'https://db.corp.internal/', /local network \(\.internal\)/],
    ['a name without a dot', 'https://intranet/hook', /has no dot/],
    ['leading spaces and a trailing newline', '  https://hooks.example.com/x\n', /control characters \(U\+000A/],
    ['a NUL', 'https://hooks.example.com/\u0000x', /control characters \(U\+0000/],
    ['a tab inside the host', 'https://hooks.exa\tmple.com/', /control characters \(U\+0009/],
    ['an empty host', 'https:///x', /must name its host/],
    ['backslashes for slashes', 'https:\\\\hooks.example.com/x', /must name its host/],
    ['port 0', 'https://hooks.example.com:0/x', /port 0/],
    ['credentials', 'https://user:pass@hooks.example.com/', /credentials/],
    ['another scheme', 'ftp://hooks.example.com/', /https:\/\//],
    ['plain http to a public host', 'http://hooks.example.com/', /https:\/\//],
  ])('a webhook to %s is refused', async (_name, url, reason) => {
    const s = await setup();
    const res = await create(s.deviceId, url);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'url', message: expect.stringMatching(reason) }]);
    // A change to such a URL is refused the same way.
    const ok = await create(s.deviceId, 'https://hooks.example.com/kurir');
    const patched = await admin<Issues>('PATCH', `/webhooks/${ok.body.id}`, { url });
    expect(patched.status).toBe(400);
    expect(patched.body.issues[0]?.path).toBe('url');
  });

  it('a webhook to a public address or name is accepted', async () => {
    const s = await setup();
    for (const url of ['https://8.8.8.8/hook', 'https://[2606:4700:4700::1111]/hook', 'https://hooks.example.com:8443/kurir']) {
      expect((await create(s.deviceId, url)).status).toBe(201);
    }
  });

  it('http and https to localhost, 127.0.0.1 and [::1] are accepted while the worker runs locally (LOCAL_DEV)', async () => {
    const s = await setup();
    for (const url of ['http://localhost:9999/hook', 'https://localhost/hook', 'http://127.0.0.1:9999/', 'http://[::1]:9999/']) {
      expect((await create(s.deviceId, url)).status).toBe(201);
    }
  });

  it('without LOCAL_DEV, localhost, 127.0.0.1 and [::1] are refused like any loopback', () => {
    for (const url of ['http://localhost:9999/hook', 'https://localhost/hook', 'https://127.0.0.1/', 'https://[::1]/']) {
      expect(checkWebhookUrl(url, false)).toMatchObject({ ok: false });
    }
    expect(checkWebhookUrl('https://hooks.example.com/kurir', false)).toMatchObject({ ok: true });
  });
});

describe('webhook URLs are stored as the URL parser normalises them', () => {
  it('answers, stores and delivers to the normalised URL', async () => {
    const s = await connectedDevice();
    const harness = deviceHarness(s.deviceId);
    harness.webhooks.answer = () => new Response('ok');
    const res = await create(s.deviceId, '   https://Hooks.EXAMPLE.com:443/a/../kurir?shop=1#frag', { events: ['message.inbound'] });
    expect(res.status).toBe(201);
    expect(res.body.url).toBe('https://hooks.example.com/kurir?shop=1#frag');
    const listed = await admin<Hook[]>('GET', `/devices/${s.deviceId}/webhooks`);
    expect(listed.body.map((h) => h.url)).toEqual(['https://hooks.example.com/kurir?shop=1#frag']);
    const patched = await admin<Hook>('PATCH', `/webhooks/${res.body.id}`, { url: 'https://HOOKS.example.com/./v2' });
    expect(patched.body.url).toBe('https://hooks.example.com/v2');

    await s.node.report('inbound', inbound('IN-NORM'), 'in:IN-NORM');
    await expect.poll(() => harness.webhooks.got.length).toBe(1);
    expect(harness.webhooks.got[0]?.url).toBe('https://hooks.example.com/v2');
  });
});

describe('the URL is checked again before every attempt', () => {
  it('a stored URL that the rules now refuse is a failed attempt with a clear error, and no request', async () => {
    const s = await connectedDevice();
    const harness = deviceHarness(s.deviceId);
    harness.webhooks.answer = () => new Response('ok');
    const hook = await create(s.deviceId, 'https://hooks.example.com/kurir', { events: ['device.status'], retry: { attempts: 1 } });
    expect(hook.status).toBe(201);
    // A URL stored before the rules existed.
    const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
    await runInDurableObject(stub, (_instance, state) => {
      state.storage.sql.exec('UPDATE webhooks SET url = ? WHERE id = ?', 'https://169.254.169.254/latest/meta-data/', hook.body.id);
    });
    await evictDurableObject(stub);
    s.node.close();
    // The device's next status change is an event for the webhook.
    const node = await FakeNode.connect(s.deviceId);
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });

    type Deliveries = { items: { id: string; status: string; attempts: number; lastError: string | null }[] };
    await expect
      .poll(async () => {
        await mirrored(s.deviceId);
        const list = await admin<Deliveries>('GET', `/webhooks/${hook.body.id}/deliveries`);
        return list.body.items.some((d) => d.status === 'FAILED');
      })
      .toBe(true);
    const list = await admin<Deliveries>('GET', `/webhooks/${hook.body.id}/deliveries`);
    const failed = list.body.items.find((d) => d.status === 'FAILED');
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: expect.stringMatching(/^not sent: the URL must not point to 169\.254\.169\.254/),
    });
    const detail = await admin<{ attemptsList: { statusCode: number | null; error: string }[] }>('GET', `/deliveries/${failed?.id}`);
    expect(detail.body.attemptsList).toEqual([expect.objectContaining({ statusCode: null, error: failed?.lastError })]);
    expect(harness.webhooks.got).toEqual([]);
  });
});

describe('a host name that resolves to a private address', () => {
  const attempt = {
    url: 'https://hooks.example.com/kurir',
    body: '{}',
    event: 'device.status',
    attempt: 1,
    deliveryId: 'dlv_x',
    hmacKey: null,
  };

  it('is refused before the request when the resolver finds a private address among its addresses', async () => {
    let requested = 0;
    const fetcher: typeof fetch = async () => {
      requested++;
      return new Response('ok');
    };
    const guard: DestinationGuard = { localDev: false, resolve: async () => ['93.184.215.14', '10.0.0.7'] };
    const result = await attemptDelivery({ ...attempt, timeoutMs: 1000 }, fetcher, systemTimer, guard);
    expect(result).toMatchObject({
      ok: false,
      statusCode: null,
      error: 'not sent: hooks.example.com resolves to 10.0.0.7, a private address (10.0.0.0/8)',
    });
    expect(requested).toBe(0);
  });

  it('is requested when every address is public', async () => {
    const urls: string[] = [];
    const fetcher: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response('ok');
    };
    const guard: DestinationGuard = { localDev: false, resolve: async () => ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'] };
    const result = await attemptDelivery({ ...attempt, timeoutMs: 1000 }, fetcher, systemTimer, guard);
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(urls).toEqual(['https://hooks.example.com/kurir']);
  });

  it('is a failed attempt when the lookup fails, and an IP literal is never looked up', async () => {
    const signal = new AbortController().signal;
    const failing: DestinationGuard = {
      localDev: false,
      resolve: async () => {
        throw new Error('the DNS resolver answered status 2');
      },
    };
    expect(await destinationOf('https://hooks.example.com/', failing, signal)).toEqual({
      ok: false,
      error: 'not sent: could not look up hooks.example.com: the DNS resolver answered status 2',
    });
    expect(await destinationOf('https://8.8.8.8/', failing, signal)).toEqual({ ok: true, url: 'https://8.8.8.8/', addresses: null });
    // The local rule's names are not looked up either (localhost resolves to loopback, which the rule allows).
    expect(await destinationOf('http://localhost:9999/x', { ...failing, localDev: true }, signal)).toEqual({
      ok: true,
      url: 'http://localhost:9999/x',
      addresses: null,
    });
  });

  it('the DNS-over-HTTPS resolver reads A and AAAA answers, and NXDOMAIN as no address', async () => {
    const asked: string[] = [];
    const doh: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      asked.push(`${url.searchParams.get('name')} ${url.searchParams.get('type')} ${new Headers(init?.headers).get('Accept')}`);
      const name = url.searchParams.get('name');
      if (name === 'gone.example.com') return Response.json({ Status: 3 });
      if (name === 'broken.example.com') return Response.json({ Status: 2 });
      return Response.json(
        url.searchParams.get('type') === 'A'
          ? {
              Status: 0,
              Answer: [
                { name, type: 5, data: 'internal.example.net.' },
                { name, type: 1, data: '192.168.7.7' },
              ],
            }
          : { Status: 0, Answer: [{ name, type: 28, data: 'fd12::7' }] },
      );
    };
    const resolve = dohResolver('https://dns.example/dns-query', doh);
    const signal = new AbortController().signal;
    expect(await resolve('rebind.example.com', signal)).toEqual(['192.168.7.7', 'fd12::7']);
    expect(asked.sort()).toEqual(['rebind.example.com A application/dns-json', 'rebind.example.com AAAA application/dns-json']);
    expect(await resolve('gone.example.com', signal)).toEqual([]);
    await expect(resolve('broken.example.com', signal)).rejects.toThrow(/status 2/);
    const guard: DestinationGuard = { localDev: false, resolve };
    expect(await destinationOf('https://rebind.example.com/hook', guard, signal)).toEqual({
      ok: false,
      error: 'not sent: rebind.example.com resolves to 192.168.7.7, a private address (192.168.0.0/16)',
    });
  });
});
