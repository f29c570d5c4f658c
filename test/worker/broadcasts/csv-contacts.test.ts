import { describe, expect, it } from 'vitest';
import { fieldColumns, MAX_FIELD_COLUMNS } from '../../../worker/broadcasts/csv-contacts';
import { admin } from '../helpers';
import { Driver } from './driver';

type Contact = { id: string; phoneNumber: string; name: string | null; labels: string[]; customFields: Record<string, string> };

describe('contacts from a campaign’s CSV', () => {
  it('keep the name column as their name and the other columns as fields, which a label audience’s {{kota}} then reads', async () => {
    const d = await Driver.start();
    await d.pace(10, 10);
    const long = 'x'.repeat(501);
    await d.csv(['phone,name,kota,catatan', `081211110001,Budi,Bandung,${long}`, '081211110002,Sari,Medan,'].join('\n'), 'Halo {{name}}');
    await d.until(2);
    const list = await admin<{ items: Contact[] }>('GET', `/workspaces/${d.s.workspaceId}/contacts?limit=100`);
    const byPhone = new Map(list.body.items.map((c) => [c.phoneNumber, c]));
    // A value over 500 characters is not kept as a field; an empty one neither.
    expect(byPhone.get('6281211110001')).toMatchObject({ name: 'Budi', customFields: { kota: 'Bandung' } });
    expect(byPhone.get('6281211110001')?.customFields).not.toHaveProperty('catatan');
    expect(byPhone.get('6281211110002')).toMatchObject({ name: 'Sari', customFields: { kota: 'Medan' } });

    for (const c of list.body.items) {
      const labelled = await admin('PATCH', `/workspaces/${d.s.workspaceId}/contacts/${c.id}`, { labels: ['pelanggan'] });
      expect(labelled.status).toBe(200);
    }
    const next = await d.create({
      message: { type: 'text', text: 'Halo {{name}} di {{kota}}' },
      audience: { type: 'labels', labels: ['pelanggan'] },
    });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    await d.until(4);
    expect(
      d.sent
        .slice(2)
        .map((s) => s.text)
        .sort(),
    ).toEqual(['Halo Budi di Bandung', 'Halo Sari di Medan']);
  });

  it('keep a member’s name for a contact, and take the file’s newer fields', async () => {
    const d = await Driver.start();
    await d.csv('phone,name,kota\n081211110001,Budi,Bandung', 'Halo');
    const [contact] = (await admin<{ items: Contact[] }>('GET', `/workspaces/${d.s.workspaceId}/contacts`)).body.items;
    await admin('PATCH', `/workspaces/${d.s.workspaceId}/contacts/${contact?.id}`, { name: 'Pak Budi' });
    await d.csv('phone,name,kota\n081211110001,Budi S,Cimahi', 'Halo');
    const [after] = (await admin<{ items: Contact[] }>('GET', `/workspaces/${d.s.workspaceId}/contacts`)).body.items;
    expect(after).toMatchObject({ name: 'Pak Budi', customFields: { kota: 'Cimahi' } });
  });

  it(`keep at most ${MAX_FIELD_COLUMNS} columns as fields, naming the rest`, () => {
    const columns = ['phone', 'name', ...Array.from({ length: 22 }, (_, i) => `c${i + 1}`)];
    const { kept, skipped } = fieldColumns(columns);
    expect(kept).toHaveLength(MAX_FIELD_COLUMNS);
    expect(kept[0]).toBe('c1');
    expect(skipped).toEqual(['c21', 'c22']);
  });
});
