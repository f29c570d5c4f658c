import { describe, expect, it } from 'vitest';
import { admin, call, connectedDevice, NodeRefusal } from '../helpers';

const GROUP = '120363041234567890@g.us';

type ErrorBody = { statusCode: number; message: string; error: string; issues?: Array<{ path: string; message: string }> };

const details = (changes: Record<string, unknown> = {}) => ({
  id: GROUP,
  subject: 'Reseller Bandung',
  description: null,
  owner: '6281200000001',
  createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
  onlyAdminsSend: false,
  onlyAdminsEdit: false,
  participants: [
    { phoneNumber: '6281200000001', lid: null, admin: 'superadmin' },
    { phoneNumber: '6281234567890', lid: null, admin: null },
  ],
  ...changes,
});

/** A device's node, and a key that holds `groups` (and `messages:send`, which reads groups). */
async function managed() {
  const s = await connectedDevice();
  const key = await admin<{ key: string }>('POST', `/workspaces/${s.workspaceId}/api-keys`, {
    name: 'groups',
    scopes: ['groups', 'messages:send'],
  });
  expect(key.status).toBe(201);
  return { ...s, groupsKey: key.body.key };
}

async function request<T = ErrorBody>(
  key: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await call(path, {
    method,
    headers: { 'X-API-Key': key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  const type = res.headers.get('Content-Type') ?? '';
  return { status: res.status, body: (type.includes('json') && text ? JSON.parse(text) : text) as T, headers: res.headers };
}

/** A JPEG's first bytes as far as its size: the start, a frame header of `width`×`height`, the end. */
function jpegHeader(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xc0,
    0,
    11,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    1,
    1,
    0x11,
    0,
    0xff,
    0xd9,
  ]);
}

describe('creating a group', () => {
  it('asks the session once and answers 201 with the group; a key without the groups scope is refused and nothing is asked', async () => {
    const s = await managed();
    s.node.onCall = (method) => (method === 'groups.create' ? details() : null);
    const made = await request<Record<string, unknown>>(s.groupsKey, 'POST', `/groups?deviceId=${s.deviceId}`, {
      subject: 'Reseller Bandung',
      participants: ['6281234567890'],
    });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ ...details(), createdAt: '2026-01-02T03:04:05.000Z' });
    expect(s.node.calls).toEqual([{ method: 'groups.create', params: { subject: 'Reseller Bandung', participants: ['6281234567890'] } }]);

    const refused = await request(s.key, 'POST', `/groups?deviceId=${s.deviceId}`, { subject: 'x', participants: ['6281234567890'] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('"groups"');
    expect(s.node.calls).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming every field, asking nothing', async () => {
    const s = await managed();
    const bad = await request(s.groupsKey, 'POST', `/groups?deviceId=${s.deviceId}`, {
      subject: 'x'.repeat(101),
      participants: ['081234567890', '6281234567890', '6281234567890'],
      extra: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(bad.body.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(['subject', 'participants[0]', 'participants', '']));
    expect(bad.body.issues?.find((i) => i.path === 'participants[0]')?.message).toContain('international format');
    expect((await request(s.groupsKey, 'POST', '/groups', { subject: 'x', participants: ['6281234567890'] })).status).toBe(400);
    expect((await request(s.groupsKey, 'POST', `/groups?deviceId=${s.deviceId}`, { subject: '', participants: [] })).status).toBe(400);
    expect(s.node.calls).toEqual([]);
  });

  it('makes one group for one Idempotency-Key, answering a retry with the first group', async () => {
    const s = await managed();
    s.node.onCall = (method) => (method === 'groups.create' ? details() : null);
    const body = { subject: 'Reseller Bandung', participants: ['6281234567890'] };
    const first = await request(s.groupsKey, 'POST', `/groups?deviceId=${s.deviceId}`, body, { 'Idempotency-Key': 'grp-1' });
    const again = await request(s.groupsKey, 'POST', `/groups?deviceId=${s.deviceId}`, body, { 'Idempotency-Key': 'grp-1' });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(s.node.calls.filter((c) => c.method === 'groups.create')).toHaveLength(1);
  });
});

describe('changing a group', () => {
  it('answers each person of a participants change with whether it was made, its code and why', async () => {
    const s = await managed();
    s.node.onCall = (method) =>
      method === 'groups.participants'
        ? {
            results: [
              { phoneNumber: '6281234567890', code: null },
              { phoneNumber: '6289876543210', code: 403 },
              { phoneNumber: '6281311112222', code: 409 },
            ],
          }
        : null;
    const res = await request<{ results: unknown[] }>(s.groupsKey, 'POST', `/groups/${GROUP}/participants?deviceId=${s.deviceId}`, {
      action: 'add',
      participants: ['6281234567890', '6289876543210', '6281311112222'],
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { phoneNumber: '6281234567890', changed: true, code: null, reason: null },
      {
        phoneNumber: '6289876543210',
        changed: false,
        code: 403,
        reason: 'their privacy settings let only their contacts add them: send them the invite link',
      },
      { phoneNumber: '6281311112222', changed: false, code: 409, reason: 'they are already in the group' },
    ]);
    expect(s.node.calls[0]).toEqual({
      method: 'groups.participants',
      params: { groupId: GROUP, action: 'add', participants: ['6281234567890', '6289876543210', '6281311112222'] },
    });
    const wrong = await request(s.groupsKey, 'POST', `/groups/${GROUP}/participants?deviceId=${s.deviceId}`, {
      action: 'kick',
      participants: ['6281234567890'],
    });
    expect(wrong.status).toBe(400);
  });

  it('renames, describes and locks a group, answering the group as WhatsApp has it then', async () => {
    const s = await managed();
    let group = details();
    s.node.onCall = (method, params) => {
      const p = params as Record<string, unknown>;
      if (method === 'groups.subject') group = details({ ...group, subject: p.subject });
      if (method === 'groups.description') group = details({ ...group, description: p.description || null });
      if (method === 'groups.settings') group = details({ ...group, onlyAdminsEdit: p.onlyAdminsEdit });
      return method === 'groups.get' ? group : null;
    };
    const base = `/groups/120363041234567890`;
    const renamed = await request(s.groupsKey, 'PUT', `${base}/subject?deviceId=${s.deviceId}`, { subject: 'Reseller Jabar 🛍️' });
    expect(renamed).toMatchObject({ status: 200, body: { id: GROUP, subject: 'Reseller Jabar 🛍️' } });
    const described = await request(s.groupsKey, 'PUT', `${base}/description?deviceId=${s.deviceId}`, { description: 'Grosir tiap Senin' });
    expect(described).toMatchObject({ status: 200, body: { description: 'Grosir tiap Senin' } });
    const cleared = await request(s.groupsKey, 'PUT', `${base}/description?deviceId=${s.deviceId}`, { description: '' });
    expect(cleared).toMatchObject({ status: 200, body: { description: null } });
    const locked = await request(s.groupsKey, 'PUT', `${base}/settings?deviceId=${s.deviceId}`, { onlyAdminsEdit: true });
    expect(locked).toMatchObject({ status: 200, body: { onlyAdminsEdit: true, onlyAdminsSend: false } });
    expect(s.node.calls.map((c) => c.method)).toEqual([
      'groups.subject',
      'groups.get',
      'groups.description',
      'groups.get',
      'groups.description',
      'groups.get',
      'groups.settings',
      'groups.get',
    ]);
    expect((await request(s.groupsKey, 'PUT', `${base}/settings?deviceId=${s.deviceId}`, {})).status).toBe(400);
    expect((await request(s.groupsKey, 'PUT', `${base}/subject?deviceId=${s.deviceId}`, { subject: '' })).status).toBe(400);
    expect(s.node.calls).toHaveLength(8);
  });

  it('answers a member who is not an admin 403 and a group the account is not in 404, in the contract’s shape', async () => {
    const s = await managed();
    s.node.onCall = (method) => {
      if (method === 'groups.subject') {
        throw new NodeRefusal(
          'forbidden',
          'WhatsApp refused to change the subject (401 not-authorized): only an admin of the group may do that',
        );
      }
      throw new NodeRefusal('not-found', 'WhatsApp refused to leave the group (404 item-not-found)');
    };
    const notAdmin = await request(s.groupsKey, 'PUT', `/groups/${GROUP}/subject?deviceId=${s.deviceId}`, { subject: 'Baru' });
    expect(notAdmin).toMatchObject({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: expect.stringContaining('only an admin of the group') },
    });
    const notIn = await request(s.groupsKey, 'POST', `/groups/${GROUP}/leave?deviceId=${s.deviceId}`);
    expect(notIn).toMatchObject({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: `group ${GROUP} not found (the device's account is not in it)` },
    });
  });

  it('answers 409 while the device is not connected, asking nothing', async () => {
    const s = await managed();
    await s.node.status({ status: 'DISCONNECTED', reason: 'test' });
    const res = await request(s.groupsKey, 'POST', `/groups/${GROUP}/invite-link/reset?deviceId=${s.deviceId}`);
    expect(res.status).toBe(409);
    expect(s.node.calls).toEqual([]);
  });

  it('reads and resets the invite link, and leaves', async () => {
    const s = await managed();
    let code = 'AbCdEfGhIjKlMnOpQrStUv';
    s.node.onCall = (method, params) => {
      if (method !== 'groups.invite') return null;
      if ((params as { reset: boolean }).reset) code = 'ZyXwVuTsRqPoNmLkJiHgFe';
      return { code };
    };
    const link = await request(s.groupsKey, 'GET', `/groups/${GROUP}/invite-link?deviceId=${s.deviceId}`);
    expect(link).toMatchObject({
      status: 200,
      body: { code: 'AbCdEfGhIjKlMnOpQrStUv', inviteLink: 'https://chat.whatsapp.com/AbCdEfGhIjKlMnOpQrStUv' },
    });
    const reset = await request(s.groupsKey, 'POST', `/groups/${GROUP}/invite-link/reset?deviceId=${s.deviceId}`);
    expect(reset).toMatchObject({ status: 200, body: { code: 'ZyXwVuTsRqPoNmLkJiHgFe' } });
    expect((await request(s.groupsKey, 'POST', `/groups/${GROUP}/leave?deviceId=${s.deviceId}`)).status).toBe(204);
    expect(s.node.calls.map((c) => c.params)).toEqual([
      { groupId: GROUP, reset: false },
      { groupId: GROUP, reset: true },
      { groupId: GROUP },
    ]);
  });
});

describe('a group’s picture', () => {
  it('takes a JPEG of at most 640×640 as the body and hands its bytes to the session', async () => {
    const s = await managed();
    s.node.onCall = (method) => (method === 'groups.picture.set' ? { pictureId: '1767000999' } : null);
    const jpeg = jpegHeader(640, 480);
    const set = await request(s.groupsKey, 'PUT', `/groups/${GROUP}/picture?deviceId=${s.deviceId}`, jpeg, {
      'Content-Type': 'image/jpeg',
    });
    expect(set).toMatchObject({ status: 200, body: { pictureId: '1767000999' } });
    expect(s.node.calls).toEqual([{ method: 'groups.picture.set', params: { groupId: GROUP, jpeg: btoa(String.fromCharCode(...jpeg)) } }]);
  });

  it('refuses another type (415), a body past 512 KiB (413), bytes that are no JPEG or a JPEG over 640×640 (400), asking nothing', async () => {
    const s = await managed();
    const put = (body: Uint8Array | string, type: string) =>
      request(s.groupsKey, 'PUT', `/groups/${GROUP}/picture?deviceId=${s.deviceId}`, body, { 'Content-Type': type });
    expect((await put(jpegHeader(100, 100), 'image/png')).status).toBe(415);
    const huge = new Uint8Array(512 * 1024 + 1);
    huge.set(jpegHeader(100, 100));
    expect((await put(huge, 'image/jpeg')).status).toBe(413);
    const png = await put(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/jpeg');
    expect(png).toMatchObject({ status: 400, body: { message: 'the picture must be a JPEG (WhatsApp takes no other kind for a group)' } });
    const wide = await put(jpegHeader(1280, 720), 'image/jpeg');
    expect(wide).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('1280×720 pixels; WhatsApp takes at most 640×640') },
    });
    expect((await put('', 'image/jpeg')).status).toBe(400);
    expect(s.node.calls).toEqual([]);
  });

  it('serves the picture WhatsApp has, names it, and answers 404 for a group without one; removes it', async () => {
    const s = await managed();
    let picture: { pictureId: string; jpeg: string } | null = { pictureId: '1767000999', jpeg: btoa('\xff\xd8\xff\xe0pic') };
    s.node.onCall = (method) => {
      if (method === 'groups.picture.remove') picture = null;
      return method === 'groups.picture.get' ? picture : null;
    };
    const res = await call(`/groups/${GROUP}/picture?deviceId=${s.deviceId}`, { headers: { 'X-API-Key': s.key } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(res.headers.get('X-Picture-Id')).toBe('1767000999');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(Uint8Array.from('\xff\xd8\xff\xe0pic', (c) => c.charCodeAt(0)));
    expect((await request(s.groupsKey, 'DELETE', `/groups/${GROUP}/picture?deviceId=${s.deviceId}`)).status).toBe(204);
    const none = await request(s.key, 'GET', `/groups/${GROUP}/picture?deviceId=${s.deviceId}`);
    expect(none).toMatchObject({ status: 404, body: { message: `group ${GROUP} has no picture` } });
  });
});
