/** /admin/workspaces/:ws/canned-replies: created, listed by shortcut a page at a time, changed, deleted; shortcuts unique per workspace. */
import { describe, expect, it } from 'vitest';
import { admin, call } from '../helpers';

type CannedReply = { id: string; workspaceId: string; shortcut: string; text: string; createdAt: string; updatedAt: string };
type ErrorBody = { statusCode: number; message: string; error: string; issues?: { path: string; message: string }[] };
type Page = { items: CannedReply[]; nextCursor: string | null };

async function workspace(): Promise<string> {
  return (await admin<{ id: string }>('POST', '/workspaces', { name: 'Toko Sinar' })).body.id;
}

describe('the canned replies API', () => {
  it('creates, reads, changes and deletes a canned reply; a deleted one is 404', async () => {
    const ws = await workspace();
    const made = await admin<CannedReply>('POST', `/workspaces/${ws}/canned-replies`, { shortcut: 'salam', text: 'Halo {{name|kak}}!' });
    expect(made).toMatchObject({ status: 201, body: { workspaceId: ws, shortcut: 'salam', text: 'Halo {{name|kak}}!' } });
    expect(made.body.id).toMatch(/^cnr_/);
    const path = `/workspaces/${ws}/canned-replies/${made.body.id}`;
    expect((await admin<CannedReply>('GET', path)).body).toEqual(made.body);
    const changed = await admin<CannedReply>('PATCH', path, { shortcut: 'halo', text: 'Halo {{name|kak}}, ada yang bisa dibantu?' });
    expect(changed).toMatchObject({ status: 200, body: { shortcut: 'halo', text: 'Halo {{name|kak}}, ada yang bisa dibantu?' } });
    expect((await admin<Page>('GET', `/workspaces/${ws}/canned-replies`)).body).toEqual({ items: [changed.body], nextCursor: null });
    expect((await admin('DELETE', path)).status).toBe(204);
    const gone = await admin<ErrorBody>('GET', path);
    expect(gone.body).toEqual({ statusCode: 404, error: 'Not Found', message: `canned reply ${made.body.id} not found` });
    expect((await admin('PATCH', path, { text: 'x' })).status).toBe(404);
    expect((await admin('DELETE', path)).status).toBe(404);
  });

  it('answers 409 for a shortcut the workspace has already, on create and on change; another workspace may use it', async () => {
    const ws = await workspace();
    await admin('POST', `/workspaces/${ws}/canned-replies`, { shortcut: 'ongkir', text: 'Ongkir ke {{kota|kota Anda}} Rp10.000' });
    const other = await admin<CannedReply>('POST', `/workspaces/${ws}/canned-replies`, { shortcut: 'alamat', text: 'Jl. Braga 12' });
    const again = await admin<ErrorBody>('POST', `/workspaces/${ws}/canned-replies`, { shortcut: 'ongkir', text: 'Lain' });
    expect(again.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'the shortcut /ongkir is used by another canned reply of this workspace',
    });
    const renamed = await admin<ErrorBody>('PATCH', `/workspaces/${ws}/canned-replies/${other.body.id}`, { shortcut: 'ongkir' });
    expect(renamed.status).toBe(409);
    expect((await admin<CannedReply>('GET', `/workspaces/${ws}/canned-replies/${other.body.id}`)).body.shortcut).toBe('alamat');
    const elsewhere = await workspace();
    expect((await admin('POST', `/workspaces/${elsewhere}/canned-replies`, { shortcut: 'ongkir', text: 'Gratis' })).status).toBe(201);
  });

  it('refuses a shortcut that is not one lower-case word, and an empty text, at their fields', async () => {
    const ws = await workspace();
    for (const shortcut of ['Salam', '/salam', 'dua kata', '', 'a'.repeat(33), 'é']) {
      const res = await admin<ErrorBody>('POST', `/workspaces/${ws}/canned-replies`, { shortcut, text: '' });
      expect(res.status, shortcut).toBe(400);
      expect(res.body.issues?.map((i) => i.path).sort(), shortcut).toEqual(['shortcut', 'text']);
    }
    const unknownField = await admin<ErrorBody>('POST', `/workspaces/${ws}/canned-replies`, { shortcut: 'ok', text: 'ok', name: 'x' });
    expect(unknownField.status).toBe(400);
    const notJson = await call(`/admin/workspaces/${ws}/canned-replies`, {
      method: 'POST',
      headers: { Authorization: 'Bearer test-admin-token', 'Content-Type': 'text/plain' },
      body: 'salam',
    });
    expect(notJson.status).toBe(415);
  });

  it('lists in shortcut order a page at a time, the cursor naming the last shortcut shown', async () => {
    const ws = await workspace();
    for (const shortcut of ['ongkir', 'alamat', 'jam-buka', 'rekening', 'terima_kasih'])
      await admin('POST', `/workspaces/${ws}/canned-replies`, { shortcut, text: `teks ${shortcut}` });
    const first = await admin<Page>('GET', `/workspaces/${ws}/canned-replies?limit=2`);
    expect(first.body.items.map((r) => r.shortcut)).toEqual(['alamat', 'jam-buka']);
    expect(first.body.nextCursor).toBe('jam-buka');
    const second = await admin<Page>('GET', `/workspaces/${ws}/canned-replies?limit=2&cursor=jam-buka`);
    expect(second.body.items.map((r) => r.shortcut)).toEqual(['ongkir', 'rekening']);
    const last = await admin<Page>('GET', `/workspaces/${ws}/canned-replies?limit=2&cursor=${second.body.nextCursor}`);
    expect(last.body).toMatchObject({ items: [{ shortcut: 'terima_kasih' }], nextCursor: null });
    const bad = await admin<ErrorBody>('GET', `/workspaces/${ws}/canned-replies?cursor=${encodeURIComponent('Not a cursor')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.path).toBe('cursor');
  });

  it('knows no other workspace’s canned reply, and no unknown workspace', async () => {
    const ws = await workspace();
    const made = await admin<CannedReply>('POST', `/workspaces/${ws}/canned-replies`, { shortcut: 'promo', text: 'Diskon 10%' });
    const other = await workspace();
    const path = `/workspaces/${other}/canned-replies/${made.body.id}`;
    expect((await admin('GET', path)).status).toBe(404);
    expect((await admin('PATCH', path, { text: 'Diskon 50%' })).status).toBe(404);
    expect((await admin('DELETE', path)).status).toBe(404);
    expect((await admin<Page>('GET', `/workspaces/${other}/canned-replies`)).body.items).toEqual([]);
    expect((await admin<CannedReply>('GET', `/workspaces/${ws}/canned-replies/${made.body.id}`)).body.text).toBe('Diskon 10%');
    expect((await admin('GET', '/workspaces/ws_AAAAAAAAAAAAAAAAAAAA/canned-replies')).status).toBe(404);
  });

  it('declares every operation with the inbox scope and whole-object examples', async () => {
    const doc = (await (await call('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { 'x-kurir-scope'?: string }>>;
      components: { schemas: Record<string, { example?: unknown }> };
    };
    // Each operation at both doors: the operator's (/admin/workspaces/{ws}/…) and the key's.
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.includes('/canned-replies'))
      .flatMap(([, item]) => Object.values(item));
    expect(ops).toHaveLength(10);
    for (const op of ops) expect(op['x-kurir-scope']).toBe('inbox');
    expect(doc.components.schemas.CannedReplyInput?.example).toEqual({ shortcut: 'salam', text: expect.stringContaining('{{name|kak}}') });
    expect(doc.components.schemas.CannedReplyPatch?.example).toMatchObject({ text: expect.any(String) });
  });
});
