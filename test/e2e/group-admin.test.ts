/**
 * A shop manages its WhatsApp groups through the API, on the real stack: with the simulator, and
 * with the real Baileys engine against the WhatsApp emulator (project `e2e-emulator`), where every
 * change is a WhatsApp query and comes back as WhatsApp's notification. Every answer and webhook is
 * also checked against the OpenAPI document the gateway serves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG } from './files';
import { type Doc, DocumentCheck } from './openapi-check';
import { type Received, Receiver } from './receiver';
import { Stack } from './stack';

type Participant = { phoneNumber: string | null; lid: string | null; admin: 'admin' | 'superadmin' | null };
type Group = {
  id: string;
  subject: string;
  description: string | null;
  owner: string | null;
  onlyAdminsSend: boolean;
  onlyAdminsEdit: boolean;
  participants: Participant[];
};
type Result = { phoneNumber: string; changed: boolean; code: number | null; reason: string | null };
type Link = { code: string; inviteLink: string };

const BUDI = '6281234567001';
const SARI = '6281234567002';
const EKO = '6281234567003';
const NOBODY = '6289911113333';

const stack = new Stack();
const receiver = new Receiver();
let check: DocumentCheck;
let d: { workspaceId: string; deviceId: string; key: string; phone: string };

beforeAll(async () => {
  await receiver.start();
  await stack.start();
  check = new DocumentCheck((await (await fetch(`${stack.workerUrl}/openapi.json`)).json()) as Doc);
  const linked = await stack.linkedDevice();
  const key = await stack.admin<{ key: string }>('POST', `/workspaces/${linked.workspaceId}/api-keys`, {
    name: 'groups',
    scopes: ['groups', 'messages:send'],
  });
  const device = await stack.admin<{ phoneNumber: string }>('GET', `/devices/${linked.deviceId}`);
  d = { workspaceId: linked.workspaceId, deviceId: linked.deviceId, key: key.body.key, phone: device.body.phoneNumber };
  const hook = await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, {
    url: receiver.url,
    events: ['group.participants', 'group.updated'],
  });
  expect(hook.status).toBe(201);
}, 180_000);
afterAll(async () => {
  await stack.stop();
  await receiver.stop();
}, 60_000);

/** A request with the groups key, checked against the document's `template` for `status`. */
async function api<T = Record<string, unknown>>(
  status: number,
  method: string,
  template: string,
  groupId: string | null,
  body?: unknown,
): Promise<T> {
  const path = template.replace('{groupId}', groupId ?? '');
  const picture = body instanceof Buffer;
  const res = await fetch(`${stack.workerUrl}${path}?deviceId=${d.deviceId}`, {
    method,
    headers: {
      'X-API-Key': d.key,
      ...(body === undefined ? {} : { 'Content-Type': picture ? 'image/jpeg' : 'application/json' }),
    },
    ...(body === undefined ? {} : { body: picture ? new Uint8Array(body) : JSON.stringify(body) }),
  });
  return check.fits<T>(status, method.toLowerCase(), template, res);
}

/** The group event of this group that `match` picks, once it arrived (and fits the document). */
async function groupEvent(event: string, groupId: string, match: (data: Record<string, unknown>) => boolean): Promise<Received> {
  const find = () => receiver.got.find((g) => g.body.event === event && g.body.data.groupId === groupId && match(g.body.data));
  await receiver.waitFor(() => find() !== undefined, 30_000, `${event} in ${groupId}`);
  const got = find() as Received;
  expect(check.webhookProblems(got)).toEqual([]);
  return got;
}

const changed = (key: string, value?: unknown) => (data: Record<string, unknown>) => {
  const changes = data.changes as Record<string, unknown>;
  return key in changes && (value === undefined || changes[key] === value);
};
const roleOf = (group: Group, phone: string) => group.participants.find((p) => p.phoneNumber === phone)?.admin;

describe('a shop manages its groups through the API', () => {
  it('makes a group, changes its people, name, description and settings, and hears each change', async () => {
    await stack.sim('POST', `/devices/${d.deviceId}/numbers`, { missing: [NOBODY] });
    await api(400, 'POST', '/groups', null, { subject: '', participants: ['081234567001'] });
    const made = await api<Group>(201, 'POST', '/groups', null, { subject: 'Reseller Bandung', participants: [BUDI, SARI] });
    const groupId = made.id;
    expect(groupId).toMatch(/^\d+@g\.us$/);
    expect(made.subject).toBe('Reseller Bandung');
    expect(roleOf(made, d.phone)).toBe('superadmin');
    expect(roleOf(made, BUDI)).toBeNull();
    expect(roleOf(made, SARI)).toBeNull();

    // WhatsApp answers for each person: Eko is added, a number without WhatsApp is not, Budi already is in.
    const added = await api<{ results: Result[] }>(200, 'POST', '/groups/{groupId}/participants', groupId, {
      action: 'add',
      participants: [EKO, NOBODY, BUDI],
    });
    expect(added.results.map((r) => [r.phoneNumber, r.changed, r.code])).toEqual([
      [EKO, true, null],
      [NOBODY, false, 404],
      [BUDI, false, 409],
    ]);
    await groupEvent('group.participants', groupId, (g) => g.action === 'joined' && (g.participants as string[]).includes(EKO));

    const promoted = await api<{ results: Result[] }>(200, 'POST', '/groups/{groupId}/participants', groupId, {
      action: 'promote',
      participants: [SARI],
    });
    expect(promoted.results).toEqual([{ phoneNumber: SARI, changed: true, code: null, reason: null }]);
    const promotion = await groupEvent('group.participants', groupId, (g) => g.action === 'promoted');
    expect(promotion.body.data).toMatchObject({ participants: [SARI], by: d.phone });
    await api(200, 'POST', '/groups/{groupId}/participants', groupId, { action: 'demote', participants: [SARI] });
    await groupEvent('group.participants', groupId, (g) => g.action === 'demoted');
    await api(200, 'POST', '/groups/{groupId}/participants', groupId, { action: 'remove', participants: [EKO] });
    await groupEvent('group.participants', groupId, (g) => g.action === 'left' && (g.participants as string[]).includes(EKO));

    const renamed = await api<Group>(200, 'PUT', '/groups/{groupId}/subject', groupId, { subject: 'Reseller Jabar' });
    expect(renamed.subject).toBe('Reseller Jabar');
    const described = await api<Group>(200, 'PUT', '/groups/{groupId}/description', groupId, { description: 'Harga grosir tiap Senin' });
    expect(described.description).toBe('Harga grosir tiap Senin');
    const locked = await api<Group>(200, 'PUT', '/groups/{groupId}/settings', groupId, { onlyAdminsSend: true, onlyAdminsEdit: true });
    expect(locked).toMatchObject({ onlyAdminsSend: true, onlyAdminsEdit: true });
    const now = await api<Group>(200, 'GET', '/groups/{groupId}', groupId);
    expect(now).toMatchObject({ subject: 'Reseller Jabar', description: 'Harga grosir tiap Senin', onlyAdminsSend: true });
    expect(now.participants.map((p) => p.phoneNumber).sort()).toEqual([d.phone, BUDI, SARI].sort());

    const subject = await groupEvent('group.updated', groupId, changed('subject', 'Reseller Jabar'));
    expect(subject.body.data).toMatchObject({ by: d.phone, changes: { subject: 'Reseller Jabar' } });
    await groupEvent('group.updated', groupId, changed('description', 'Harga grosir tiap Senin'));
    await groupEvent('group.updated', groupId, changed('onlyAdminsSend', true));
    await groupEvent('group.updated', groupId, changed('onlyAdminsEdit', true));

    // Another member renames it on their phone: the device hears who did.
    await api(200, 'POST', '/groups/{groupId}/participants', groupId, { action: 'promote', participants: [BUDI] });
    const theirs = await stack.sim('POST', `/devices/${d.deviceId}/group-update`, { groupId, author: BUDI, subject: 'Reseller Jabar 2' });
    expect(theirs.status).toBe(201);
    const byBudi = await groupEvent('group.updated', groupId, changed('subject', 'Reseller Jabar 2'));
    expect(byBudi.body.data).toMatchObject({ by: BUDI });
  });

  it('sets, serves and removes a picture, reads and resets the invite link, and leaves', async () => {
    const made = await api<Group>(201, 'POST', '/groups', null, { subject: 'Pelanggan Setia', participants: [BUDI] });
    const groupId = made.id;

    await api(400, 'PUT', '/groups/{groupId}/picture', groupId, Buffer.from('not a jpeg'));
    await api(200, 'PUT', '/groups/{groupId}/picture', groupId, JPEG);
    const pictured = await groupEvent('group.updated', groupId, (g) => typeof (g.changes as { picture?: unknown }).picture === 'string');
    const res = await fetch(`${stack.workerUrl}/groups/${groupId}/picture?deviceId=${d.deviceId}`, { headers: { 'X-API-Key': d.key } });
    await check.fits(200, 'get', '/groups/{groupId}/picture', res.clone());
    expect(res.headers.get('X-Picture-Id')).toBe((pictured.body.data.changes as { picture: string }).picture);
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    await api(204, 'DELETE', '/groups/{groupId}/picture', groupId);
    await groupEvent('group.updated', groupId, changed('picture', null));
    await api(404, 'GET', '/groups/{groupId}/picture', groupId);

    const link = await api<Link>(200, 'GET', '/groups/{groupId}/invite-link', groupId);
    expect(link.inviteLink).toBe(`https://chat.whatsapp.com/${link.code}`);
    const reset = await api<Link>(200, 'POST', '/groups/{groupId}/invite-link/reset', groupId);
    expect(reset.code).not.toBe(link.code);
    expect((await api<Link>(200, 'GET', '/groups/{groupId}/invite-link', groupId)).code).toBe(reset.code);

    await api(204, 'POST', '/groups/{groupId}/leave', groupId);
    const left = await groupEvent(
      'group.participants',
      groupId,
      (g) => g.action === 'left' && (g.participants as string[]).includes(d.phone),
    );
    expect(left.body.data).toMatchObject({ participants: [d.phone] });
    await api(404, 'GET', '/groups/{groupId}', groupId);
    await api(404, 'PUT', '/groups/{groupId}/subject', groupId, { subject: 'Masih di sini?' });
    await api(404, 'GET', '/groups/{groupId}/picture', groupId);
  });

  it('answers 403 where only an admin may, and 404 for a group the account is not in', async () => {
    const theirs = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/groups`, {
      subject: 'Grup Supplier',
      participants: [{ phoneNumber: SARI }],
      creator: BUDI,
    });
    expect(theirs.status).toBe(201);
    const groupId = theirs.body.id;
    // A plain member may rename the group while it is not locked, but not change who is in it or its settings.
    await api(200, 'PUT', '/groups/{groupId}/subject', groupId, { subject: 'Grup Supplier Bandung' });
    const refused = await api<{ message: string }>(403, 'POST', '/groups/{groupId}/participants', groupId, {
      action: 'remove',
      participants: [SARI],
    });
    expect(refused.message).toMatch(/admin/);
    await api(403, 'PUT', '/groups/{groupId}/settings', groupId, { onlyAdminsEdit: true });
    await api(403, 'GET', '/groups/{groupId}/invite-link', groupId);

    const unknown = '120363000000000001@g.us';
    await api(404, 'PUT', '/groups/{groupId}/subject', unknown, { subject: 'Siapa?' });
    await api(404, 'POST', '/groups/{groupId}/participants', unknown, { action: 'add', participants: [EKO] });
    await api(404, 'GET', '/groups/{groupId}/invite-link', unknown);
    await api(404, 'POST', '/groups/{groupId}/leave', unknown);
  });
});
