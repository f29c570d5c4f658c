/** /admin/workspaces/:ws/templates: a template created, read, changed, deleted, and another workspace's unknown. */
import { describe, expect, it } from 'vitest';
import { admin } from '../helpers';

type Template = { id: string; workspaceId: string; name: string; content: string; createdAt: string };
type ErrorBody = { statusCode: number; message: string; issues?: { path: string; message: string }[] };

async function workspace(): Promise<string> {
  return (await admin<{ id: string }>('POST', '/workspaces', { name: 'Toko Sinar' })).body.id;
}

describe('the templates API', () => {
  it('reads, renames, rewrites and deletes a template; a deleted one is 404', async () => {
    const ws = await workspace();
    const made = await admin<Template>('POST', `/workspaces/${ws}/templates`, { name: 'Kirim', content: 'Halo {{name|kak}}' });
    expect(made.status).toBe(201);
    const path = `/workspaces/${ws}/templates/${made.body.id}`;
    expect((await admin<Template>('GET', path)).body).toEqual(made.body);
    const renamed = await admin<Template>('PATCH', path, { name: 'Pesanan dikirim' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Pesanan dikirim', content: 'Halo {{name|kak}}' } });
    const rewritten = await admin<Template>('PATCH', path, { content: 'Halo {{name|kak}}, pesanan dikirim.' });
    expect(rewritten.body).toMatchObject({ name: 'Pesanan dikirim', content: 'Halo {{name|kak}}, pesanan dikirim.' });
    const list = await admin<{ items: Template[] }>('GET', `/workspaces/${ws}/templates`);
    expect(list.body.items).toEqual([rewritten.body]);
    expect((await admin('DELETE', path)).status).toBe(204);
    expect((await admin('GET', path)).status).toBe(404);
    expect((await admin('DELETE', path)).status).toBe(404);
    expect((await admin<{ items: Template[] }>('GET', `/workspaces/${ws}/templates`)).body.items).toEqual([]);
  });

  it('refuses an empty name or text with 400 at its field, and knows no other workspace’s template', async () => {
    const ws = await workspace();
    const made = await admin<Template>('POST', `/workspaces/${ws}/templates`, { name: 'Promo', content: 'Diskon!' });
    const empty = await admin<ErrorBody>('PATCH', `/workspaces/${ws}/templates/${made.body.id}`, { name: '', content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.issues?.map((i) => i.path).sort()).toEqual(['content', 'name']);
    const other = await workspace();
    expect((await admin('GET', `/workspaces/${other}/templates/${made.body.id}`)).status).toBe(404);
    expect((await admin('PATCH', `/workspaces/${other}/templates/${made.body.id}`, { name: 'x' })).status).toBe(404);
    expect((await admin('DELETE', `/workspaces/${other}/templates/${made.body.id}`)).status).toBe(404);
    expect((await admin<Template>('GET', `/workspaces/${ws}/templates/${made.body.id}`)).body.name).toBe('Promo');
  });
});
