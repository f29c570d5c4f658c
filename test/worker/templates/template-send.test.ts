/**
 * A send naming a template carries the template's text with its variables filled from the
 * recipient contact's fields (`{{name}}`, `{{name|kak}}`, `{{kota}}`), as a broadcast fills them;
 * a variable without a value or a fallback refuses the send before anything goes out.
 */
import { describe, expect, it } from 'vitest';
import type { SendParams } from '../../../protocol';
import { admin, api, connectedDevice, type FakeNode, mirrored } from '../helpers';
import { JPEG } from '../media/media-samples';
import { mediaForm, postMedia } from '../messages/media-requests';

type ErrorBody = { statusCode: number; error: string; message: string; issues?: { path: string; message: string }[] };
type Sent = { content: string; status: string };

/** The texts (or captions) the node was asked to send. */
function recording(node: FakeNode): string[] {
  const texts: string[] = [];
  node.onSend = (params: SendParams) => {
    const { content } = params;
    if (content.kind === 'text') texts.push(content.text);
    if (content.kind === 'media') texts.push(content.caption ?? '');
    return { messageId: `3EB0${texts.length}` };
  };
  return texts;
}

async function template(workspaceId: string, content: string): Promise<string> {
  const made = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/templates`, { name: 'Kirim', content });
  expect(made.status).toBe(201);
  return made.body.id;
}

describe('sending a template', () => {
  it('fills {{name}} and a custom field from the contact, as a member named and described them', async () => {
    const s = await connectedDevice();
    const sent = recording(s.node);
    const phoneNumber = '6281234567890';
    const first = await api<{ contactId: string }>('/messages', s.key, { deviceId: s.deviceId, phoneNumber, content: 'Halo' });
    await mirrored(s.deviceId);
    const patched = await admin('PATCH', `/workspaces/${s.workspaceId}/contacts/${first.body.contactId}`, {
      name: 'Budi',
      customFields: { Kota: 'Bandung' },
    });
    expect(patched.status).toBe(200);
    const templateId = await template(s.workspaceId, 'Halo {{name|kak}}, pesanan ke {{kota}} sudah dikirim.');

    const res = await api<Sent>('/messages', s.key, { deviceId: s.deviceId, phoneNumber, templateId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'SENT', content: 'Halo Budi, pesanan ke Bandung sudah dikirim.' });
    expect(sent).toEqual(['Halo', 'Halo Budi, pesanan ke Bandung sudah dikirim.']);

    // A photo's caption from the same template.
    const photo = await postMedia<Sent>(
      s.key,
      mediaForm({ deviceId: s.deviceId, phoneNumber, type: 'image', templateId }, { bytes: JPEG, name: 'paket.jpg', type: 'image/jpeg' }),
    );
    expect(photo.status).toBe(201);
    expect(sent.at(-1)).toBe('Halo Budi, pesanan ke Bandung sudah dikirim.');
  });

  it('uses a placeholder’s fallback where the contact has no value, and refuses a variable without either, sending nothing', async () => {
    const s = await connectedDevice();
    const sent = recording(s.node);
    const phoneNumber = '6289876543210';
    const missing = await api<ErrorBody>('/messages', s.key, {
      deviceId: s.deviceId,
      phoneNumber,
      templateId: await template(s.workspaceId, 'Halo {{name|kak}} di {{kota}}'),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: 'templateId', message: expect.stringContaining('{{kota}}') }]);
    expect(sent).toEqual([]);

    const res = await api<Sent>('/messages', s.key, {
      deviceId: s.deviceId,
      phoneNumber,
      templateId: await template(s.workspaceId, 'Halo {{name|kak}}, ini nomor {{phone}}.'),
    });
    expect(res.status).toBe(201);
    expect(sent).toEqual([`Halo kak, ini nomor ${phoneNumber}.`]);
  });

  it('fills a text taken from the template, and refuses a send with neither content nor templateId at content', async () => {
    const s = await connectedDevice();
    const sent = recording(s.node);
    const templateId = await template(s.workspaceId, 'Halo {{name|kak}}');
    const given = await api<Sent>('/messages', s.key, {
      deviceId: s.deviceId,
      phoneNumber: '6281200000001',
      templateId,
      content: 'Selamat pagi {{name|kak}}!',
    });
    expect(given.status).toBe(201);
    expect(sent).toEqual(['Selamat pagi kak!']);
    const neither = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281200000001' });
    expect(neither.status).toBe(400);
    expect(neither.body.issues?.map((i) => i.path)).toEqual(['content']);
    expect(sent).toHaveLength(1);
  });

  it('refuses a template whose filled text is over 65,536 characters, naming the limit, sending nothing', async () => {
    const s = await connectedDevice();
    const sent = recording(s.node);
    const phoneNumber = '6281200000002';
    // 65,536 characters as saved; the 9 of {{phone}} become the number's 13.
    const templateId = await template(s.workspaceId, `${'x'.repeat(65_527)}{{phone}}`);
    const res = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId, phoneNumber, templateId });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('65536') });
    expect(res.body.issues).toEqual([{ path: 'templateId', message: 'makes a text message longer than 65536 characters' }]);
    expect(sent).toEqual([]);

    // At the limit once filled, it goes.
    const fits = await template(s.workspaceId, `${'x'.repeat(65_523)}{{phone}}`);
    expect((await api<Sent>('/messages', s.key, { deviceId: s.deviceId, phoneNumber, templateId: fits })).status).toBe(201);
    expect(sent.map((text) => [...text].length)).toEqual([65_536]);
  });
});
