/**
 * What a workspace's named texts (templates, canned replies) share: an empty change answers the
 * row as it is, and another workspace's id is unknown to every read and write.
 */
import { describe, expect, it } from 'vitest';
import { admin } from '../helpers';

type Row = { id: string; updatedAt?: string };

async function workspace(name: string): Promise<string> {
  return (await admin<{ id: string }>('POST', '/workspaces', { name })).body.id;
}

const kinds = [
  {
    kind: 'template',
    path: 'templates',
    body: { name: 'Pesanan dikirim', content: 'Halo {{name|kak}}, pesanan dikirim.' },
    change: { name: 'Diubah toko lain' },
  },
  {
    kind: 'canned reply',
    path: 'canned-replies',
    body: { shortcut: 'kirim', text: 'Halo {{name|kak}}, pesanan dikirim.' },
    change: { text: 'Diubah toko lain' },
  },
];

describe.each(kinds)('a workspace’s $kind', ({ path, body, change }) => {
  it('is answered as it is by a change of nothing, its time of change untouched', async () => {
    const ws = await workspace('Toko Sinar');
    const made = await admin<Row>('POST', `/workspaces/${ws}/${path}`, body);
    const same = await admin<Row>('PATCH', `/workspaces/${ws}/${path}/${made.body.id}`, {});
    expect(same).toMatchObject({ status: 200, body: made.body });
  });

  it('is unknown to another workspace: read, changed or deleted there, a 404, and still there after', async () => {
    const ws = await workspace('Toko Sinar');
    const other = await workspace('Toko Lain');
    const made = await admin<Row>('POST', `/workspaces/${ws}/${path}`, body);
    const elsewhere = `/workspaces/${other}/${path}/${made.body.id}`;
    expect((await admin('GET', elsewhere)).status).toBe(404);
    expect((await admin('PATCH', elsewhere, {})).status).toBe(404);
    // A real change, not only the empty one (which reads the row and writes nothing): the write itself stays in its workspace.
    expect((await admin('PATCH', elsewhere, change)).status).toBe(404);
    expect((await admin('DELETE', elsewhere)).status).toBe(404);
    expect((await admin<Row>('GET', `/workspaces/${ws}/${path}/${made.body.id}`)).body).toEqual(made.body);
  });
});
