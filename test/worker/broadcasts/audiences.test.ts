import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { contactIdFor } from '../../../worker/contacts/contacts';
import { ADMIN_TOKEN, admin, call } from '../helpers';
import { Driver } from './driver';

describe('a broadcast’s audience and message', () => {
  it('sends an interactive message to the contacts with a label, their custom fields filling the body, and skips the opted-out', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000);
    // Three contacts the device heard from; two labelled "vip", one of them unsubscribed.
    for (const phone of ['6281211110001', '6281211110002', '6281211110003']) {
      await d.s.node.report('inbound', {
        event: {
          id: `IN${phone}`,
          chatId: `${phone}@s.whatsapp.net`,
          from: phone,
          lid: null,
          pushName: `Push ${phone.slice(-1)}`,
          type: 'text',
          text: 'halo',
          quotedId: null,
          selectedId: null,
          media: null,
          timestamp: d.now(),
        },
        stored: null,
      });
    }
    await d.mirrored();
    const patch = (phone: string, body: unknown) =>
      admin('PATCH', `/workspaces/${d.s.workspaceId}/contacts/${contactIdFor(d.s.workspaceId, phone)}`, body);
    expect((await patch('6281211110001', { labels: ['vip'], customFields: { kota: 'Bandung' } })).status).toBe(200);
    expect((await patch('6281211110002', { labels: ['vip', 'grosir'], customFields: { kota: 'Medan' }, optedOut: true })).status).toBe(200);
    const created = await d.create({
      message: {
        type: 'interactive',
        interactive: {
          kind: 'url-button',
          body: 'Halo {{name}} di {{kota}}, katalog baru!',
          buttonLabel: 'Lihat',
          url: 'https://toko.example/katalog',
        },
      },
      audience: { type: 'labels', labels: ['vip'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ counts: { total: 2, skipped: 1 }, audience: { source: 'labels', labels: ['vip'] } });
    await d.until(1);
    await d.step();
    expect(d.sent).toEqual([expect.objectContaining({ to: '6281211110001', text: 'Halo Push 1 di Bandung, katalog baru!' })]);
    expect(await d.get(created.body.id)).toMatchObject({ status: 'COMPLETED', counts: { sent: 1, skipped: 1 } });
  });

  it('takes a CSV as an uploaded file (multipart), and refuses what cannot be a broadcast with the reason', async () => {
    const d = await Driver.start();
    const form = new FormData();
    form.append('payload', JSON.stringify({ deviceId: d.s.deviceId, name: 'Upload', message: { type: 'text', text: 'Halo {{nama}}' } }));
    form.append('file', new File(['nomor,nama\r\n0812 1111 0001,Budi\r\n'], 'pelanggan.csv', { type: 'text/csv' }));
    const res = await call(`/admin/workspaces/${d.s.workspaceId}/broadcasts/csv`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      body: form,
    });
    const uploaded = await res.json();
    expect(res.status, JSON.stringify(uploaded)).toBe(201);
    expect(uploaded).toMatchObject({
      name: 'Upload',
      counts: { total: 1 },
      audience: { source: 'csv', fileName: 'pelanggan.csv' },
    });

    const refusals: [unknown, number, string][] = [
      [
        {
          deviceId: 'dev_AAAAAAAAAAAAAAAAAAAA',
          message: { type: 'text', text: 'x' },
          audience: { type: 'list', recipients: [{ phone: '081211110001' }] },
        },
        404,
        'device',
      ],
      [
        {
          deviceId: d.s.deviceId,
          message: { type: 'template', templateId: 'tpl_AAAAAAAAAAAAAAAAAAAA' },
          audience: { type: 'list', recipients: [{ phone: '081211110001' }] },
        },
        404,
        'template',
      ],
      [
        {
          deviceId: d.s.deviceId,
          message: {
            type: 'interactive',
            interactive: { kind: 'quick-reply', body: 'x', headerMedia: 'image', buttons: [{ id: 'a', label: 'A' }] },
          },
          audience: { type: 'list', recipients: [{ phone: '081211110001' }] },
        },
        400,
        'header media',
      ],
      [
        { deviceId: d.s.deviceId, message: { type: 'text', text: 'x' }, audience: { type: 'list', recipients: [{ phone: 'abc' }] } },
        400,
        'no recipient left',
      ],
      [
        { deviceId: d.s.deviceId, message: { type: 'text', text: 'x' }, audience: { type: 'csv', csv: 'phone\n"081211110001\n' } },
        400,
        'never closed',
      ],
    ];
    for (const [body, status, says] of refusals) {
      const refused = await admin<{ message: string; issues?: { message: string }[] }>(
        'POST',
        `/workspaces/${d.s.workspaceId}/broadcasts`,
        { name: 'x', ...(body as object) },
      );
      expect(refused.status, JSON.stringify(refused.body)).toBe(status);
      expect(JSON.stringify(refused.body)).toContain(says);
    }
    const list = await admin<{ items: { name: string }[] }>('GET', `/workspaces/${d.s.workspaceId}/broadcasts`);
    expect(list.body.items.map((b) => b.name)).toEqual(['Upload']);
  });

  it('refuses a row with a 100 KB phone cell echoing only its first 64 characters, so the stored report stays small', async () => {
    const d = await Driver.start();
    const cell = `0812${'x'.repeat(100_000)}`;
    const created = await d.csv(`phone,name\n0811111111,Budi\n${cell},Sari\n`, 'Halo {{name}}');
    expect(created.audience.badRows).toEqual([
      { line: 3, ref: 'line 3', reason: `"${cell.slice(0, 64)}…" holds characters other than digits` },
    ]);
    const stored = await runInDurableObject(d.stub, (_instance, state) =>
      state.storage.sql.exec<{ bytes: number }>('SELECT length(audience) AS bytes FROM broadcasts WHERE id = ?', created.id).one(),
    );
    expect(stored.bytes).toBeLessThan(1_000);
  });
});
