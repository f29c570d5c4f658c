import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, call, connectedDevice, NODE_TOKEN, setup } from '../helpers';
import { errorOf } from './error-body';

const json = (token = ADMIN_TOKEN, type = 'application/json') => ({ Authorization: `Bearer ${token}`, 'Content-Type': type });

describe('the session-nodes’ door answers in the contract’s shape', () => {
  it('a request without a WebSocket upgrade is a JSON 426', async () => {
    await errorOf(await call('/node/ws?nodeId=n1', { headers: { Authorization: `Bearer ${NODE_TOKEN}` } }), 426);
    const s = await setup();
    await errorOf(await call(`/node/devices/${s.deviceId}/ws?nodeId=n1`, { headers: { Authorization: `Bearer ${NODE_TOKEN}` } }), 426);
  });

  it('an unknown path under /node is a JSON 404, and no token a JSON 401', async () => {
    await errorOf(await call('/node/nothing-here', { headers: { Authorization: `Bearer ${NODE_TOKEN}` } }), 404);
    await errorOf(await call('/node/ws?nodeId=n1', { headers: { Upgrade: 'websocket' } }), 401);
  });

  it('a device link for an id that cannot be a device is a JSON 404', async () => {
    const res = await call(`/node/devices/${'d'.repeat(500)}/ws?nodeId=n1`, {
      headers: { Authorization: `Bearer ${NODE_TOKEN}`, Upgrade: 'websocket' },
    });
    await errorOf(res, 404);
  });
});

describe('authorization and content types', () => {
  it('accepts the bearer scheme written in lower case, on the management interface and at the nodes’ door', async () => {
    expect((await call('/admin/workspaces', { headers: { Authorization: `bearer ${ADMIN_TOKEN}` } })).status).toBe(200);
    expect((await call('/admin/workspaces', { headers: { Authorization: `BEARER ${ADMIN_TOKEN}` } })).status).toBe(200);
    await errorOf(await call('/node/ws?nodeId=n1', { headers: { Authorization: `bearer ${NODE_TOKEN}` } }), 426);
  });

  it('answers 415 for text/plain on a management JSON endpoint', async () => {
    const res = await call('/admin/workspaces', { method: 'POST', headers: json(ADMIN_TOKEN, 'text/plain'), body: '{"name":"x"}' });
    await errorOf(res, 415);
  });

  it.each(['iso-8859-1', 'latin1', 'utf-16', 'windows-1252', '"us-ascii"'])(
    'refuses a body declared as charset=%s with 415',
    async (charset) => {
      const admin = await call('/admin/workspaces', {
        method: 'POST',
        headers: json(ADMIN_TOKEN, `application/json; charset=${charset}`),
        body: '{"name":"x"}',
      });
      expect((await errorOf(admin, 415)).message).toMatch(/UTF-8/);
      const s = await setup();
      const send = await call('/messages', {
        method: 'POST',
        headers: { 'X-API-Key': s.key, 'Content-Type': `application/json;charset=${charset}` },
        body: JSON.stringify({ deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'x' }),
      });
      await errorOf(send, 415);
    },
  );

  it.each(['utf-8', 'UTF-8', '"utf-8"', 'utf8'])('accepts charset=%s', async (charset) => {
    const res = await call('/admin/workspaces', {
      method: 'POST',
      headers: json(ADMIN_TOKEN, `application/json; charset=${charset}`),
      body: '{"name":"Toko"}',
    });
    expect(res.status).toBe(201);
  });

  it('reads a JSON body the way fetch’s text() would: a leading byte order mark is dropped, other text kept', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"name":"Toko Ibu Siti – 東京 😀"}')]);
    const res = await call('/admin/workspaces', { method: 'POST', headers: json(), body: bytes });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe('Toko Ibu Siti – 東京 😀');
  });

  it('answers 400 for a JSON body that is not valid UTF-8', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{"name":"'), 0xff, 0xfe, ...new TextEncoder().encode('"}')]);
    await errorOf(await call('/admin/workspaces', { method: 'POST', headers: json(), body: bytes }), 400);
  });

  it('answers 415 for a Content-Type that is not one', async () => {
    for (const type of ['application/json; charset', 'json', 'application/json extra', '']) {
      await errorOf(await call('/admin/workspaces', { method: 'POST', headers: json(ADMIN_TOKEN, type), body: '{"name":"x"}' }), 415);
    }
  });
});

describe('text that is not well-formed Unicode is refused, naming the field', () => {
  it('a lone surrogate in a message’s content', async () => {
    const s = await connectedDevice();
    const res = await call('/messages', {
      method: 'POST',
      headers: { 'X-API-Key': s.key, 'Content-Type': 'application/json' },
      body: `{"deviceId":"${s.deviceId}","phoneNumber":"6281234567890","content":"Halo \\ud83d kak"}`,
    });
    const body = await errorOf(res, 400);
    expect(body.issues).toContainEqual({ path: 'content', message: expect.stringMatching(/unpaired UTF-16 surrogate \(U\+D83D/) });
  });

  it('a lone surrogate in a workspace’s, a key’s and a device’s name', async () => {
    const s = await setup();
    for (const path of ['/admin/workspaces', `/admin/workspaces/${s.workspaceId}/api-keys`, `/admin/workspaces/${s.workspaceId}/devices`]) {
      const res = await call(path, { method: 'POST', headers: json(), body: '{"name":"Toko \\udc00"}' });
      expect((await errorOf(res, 400)).issues?.map((i) => i.path)).toEqual(['name']);
    }
  });

  it('a lone surrogate or a NUL in a template’s name and content', async () => {
    const s = await setup();
    const res = await call(`/admin/workspaces/${s.workspaceId}/templates`, {
      method: 'POST',
      headers: json(),
      body: '{"name":"promo\\u0000","content":"Diskon \\udbff!"}',
    });
    const body = await errorOf(res, 400);
    expect(body.issues?.map((i) => i.path).sort()).toEqual(['content', 'name']);
  });

  it('a lone surrogate in the interactive payload, named by its path in the payload', async () => {
    const s = await connectedDevice();
    const payload = `{"deviceId":"${s.deviceId}","phoneNumber":"6281234567890","kind":"quick-reply","body":"Pilih \\ud800",
      "buttons":[{"id":"a","label":"Ya"},{"id":"b\\udfff","label":"Tidak"}]}`;
    const form = new FormData();
    form.set('payload', payload);
    const res = await call('/messages/interactive', { method: 'POST', headers: { 'X-API-Key': s.key }, body: form });
    const body = await errorOf(res, 400);
    expect(body.issues?.map((i) => i.path).sort()).toEqual(['body', 'buttons[1].id']);
  });

  it('a lone surrogate in a field name the schema does not know', async () => {
    const res = await call('/admin/workspaces', { method: 'POST', headers: json(), body: '{"name":"ok","\\ud800":1}' });
    await errorOf(res, 400);
  });
});

describe('multipart bodies that are not the form the endpoint reads', () => {
  const multipart = (key: string, body: string) =>
    call('/messages/interactive', {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'multipart/form-data; boundary=XyZ' },
      body,
    });

  it('a part header of 100 KB is a 400, not parsed', async () => {
    const s = await setup();
    const res = await multipart(
      s.key,
      `--XyZ\r\nContent-Disposition: form-data; name="payload"; x="${'a'.repeat(100_000)}"\r\n\r\n{}\r\n--XyZ--\r\n`,
    );
    expect((await errorOf(res, 400)).message).toMatch(/malformed multipart body: part 1's headers are over 8,192 bytes/);
  });

  it('2,000 junk parts are a 400, not parsed', async () => {
    const s = await setup();
    let body = '';
    for (let i = 0; i < 2000; i++) body += `--XyZ\r\nContent-Disposition: form-data; name="junk${i}"\r\n\r\nx\r\n`;
    const res = await multipart(s.key, `${body}--XyZ--\r\n`);
    expect((await errorOf(res, 400)).message).toMatch(/more than 8 parts/);
  });

  it('a part the endpoint does not read is named in a 400', async () => {
    const s = await connectedDevice();
    const form = new FormData();
    form.set('payload', JSON.stringify({ deviceId: s.deviceId, phoneNumber: '6281234567890', kind: 'copy-code', body: 'x' }));
    form.set('fiel', 'oops');
    const body = await errorOf(await call('/messages/interactive', { method: 'POST', headers: { 'X-API-Key': s.key }, body: form }), 400);
    expect(body.issues).toContainEqual({ path: '', message: 'unknown field "fiel"' });
  });

  it('a multipart body without a boundary, or that never closes, is a 400', async () => {
    const s = await setup();
    const none = await call('/messages/interactive', {
      method: 'POST',
      headers: { 'X-API-Key': s.key, 'Content-Type': 'multipart/form-data' },
      body: 'x',
    });
    await errorOf(none, 400);
    await errorOf(await multipart(s.key, '--XyZ\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{}'), 400);
  });
});

describe('methods', () => {
  it('a known path with a method it does not serve is a 405 with Allow, in the error shape', async () => {
    const put = await call('/admin/workspaces', { method: 'PUT', headers: json(), body: '{}' });
    expect((await errorOf(put, 405)).message).toMatch(/PUT \/admin\/workspaces/);
    expect(put.headers.get('Allow')).toBe('GET, HEAD, POST');
    const s = await setup();
    // GET /messages is the message records' list now (a key's door to `/admin/workspaces/:ws/messages`).
    const get = await call('/chats/presence', { headers: { 'X-API-Key': s.key } });
    await errorOf(get, 405);
    expect(get.headers.get('Allow')).toBe('POST');
    const del = await call(`/admin/webhooks/whk_00000000000000000000/deliveries`, { method: 'DELETE', headers: json() });
    await errorOf(del, 405);
    expect(del.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('an unknown path stays a 404', async () => {
    await errorOf(await call('/admin/nothing', { headers: json() }), 404);
    await errorOf(await call('/nothing', { method: 'PUT' }), 404);
  });
});
