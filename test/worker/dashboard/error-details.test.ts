/**
 * The detail line of a dashboard error page (404, 409) in the viewer's language, while the API and
 * a client asking for JSON keep the contract's English: the known details are read back from that
 * English into the catalogue, so each one's English must stay exactly what the API says.
 */
import { describe, expect, it } from 'vitest';
import { knownDetail } from '../../../worker/dashboard/error-details';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { acceptMedia, type MediaRequest } from '../../../worker/media/media-rules';
import { HttpError } from '../../../worker/shared/errors';
import { english, sayIn } from '../../../worker/shared/said';
import { admin, FakeNode } from '../helpers';
import { MP3, PDF, PNG } from '../media/media-samples';
import { ORIGIN, operatorSession, ownerSession } from './browser';

/** What the API and the device objects answer, word for word (see each file named). */
const API_DETAILS = [
  'template tpl_8fK2mQ9xLr4TbZ1cWp7n not found in workspace ws_8fK2mQ9xLr4TbZ1cWp7n', // templates/routes.ts
  'device dev_8fK2mQ9xLr4TbZ1cWp7n not found', // devices/stub.ts
  'conversation cnv_8fK2mQ9xLr4TbZ1cWp7n not found', // inbox/inbox-part.ts
  'broadcast brd_8fK2mQ9xLr4TbZ1cWp7n not found', // broadcasts/broadcasts-part.ts
  'contact not found', // dashboard/pages/contacts.tsx
  'no such media', // dashboard/pages/conversation-kinds.ts
  'no such member in this workspace', // dashboard/pages/conversation.tsx
  'no workspace is open: choose one first', // dashboard/session.ts
  'the last owner of a workspace cannot be removed', // members/accounts.ts
  'device is not connected (status DISCONNECTED)', // devices/send-gate.ts
  'device is not connected (the session-node link dropped)', // messages/messages-part.ts
  'device is already linked', // devices/device-object.ts
  'device is logged out; call connect first',
  'no session-node holds this device yet; try again in a few seconds',
  'a device has at most 10 webhooks; remove one first', // webhooks/webhooks-part.ts
  'the webhook of this delivery was removed',
  'the event of this delivery is no longer kept',
  'broadcast brd_8fK2mQ9xLr4TbZ1cWp7n has started already', // broadcasts/broadcasts-part.ts
  'broadcast brd_8fK2mQ9xLr4TbZ1cWp7n has ended (COMPLETED); it cannot be paused',
  'the form is over 65536 bytes', // shared/bounded-body.ts
  // messages/changes-part.ts
  'WhatsApp allows editing a message for 15 minutes after it was sent; this one was sent 16 minutes ago',
  'WhatsApp allows deleting a message for everyone for 2 days and 12 hours (60 hours) after it was sent; this one was sent 61 hours ago',
  'only a message this device sent can be edited',
  'the message was deleted for everyone',
  'the message was not sent (its status is FAILED), so it cannot be deleted',
  'the message is no longer kept by this device, so it cannot be edited',
  'only a text or the caption of an image, video or document can be edited',
  'the session did not answer within 15000 ms; the outcome is unknown', // messages/messages-part.ts
];

/** What the media rules answer for a file that breaks them (each as an issue's message, or a 413's). */
function mediaRefusals(): string[] {
  const refusal = (request: MediaRequest, bytes: Uint8Array): string => {
    try {
      acceptMedia(request, bytes);
    } catch (error) {
      if (error instanceof HttpError) return error.issues?.[0]?.message ?? error.message;
    }
    throw new Error('the file was accepted');
  };
  const large = new Uint8Array(6_303_984);
  large.set(PNG);
  return [
    refusal({ type: 'image' }, new Uint8Array()),
    refusal({ type: 'image' }, PDF),
    refusal({ type: 'audio', voiceNote: true }, MP3),
    refusal({ type: 'image' }, large),
  ];
}

describe('an error page’s detail line', () => {
  it('knows each detail the API gives, and says it back in the same English', () => {
    for (const message of API_DETAILS) {
      const detail = knownDetail(message);
      expect(detail, message).toBeDefined();
      if (detail) {
        expect(english(detail)).toBe(message);
        expect(sayIn(detail, 'id'), message).not.toBe(message);
      }
    }
    expect(knownDetail('something no one wrote down')).toBeUndefined();
  });

  it('knows what the media rules say of a file, and says it in Indonesian without the English', () => {
    const said = mediaRefusals().map((message) => {
      const detail = knownDetail(message);
      expect(detail, message).toBeDefined();
      return detail ? [english(detail) === message, sayIn(detail, 'id')] : [false, message];
    });
    expect(said).toEqual([
      [true, 'berkasnya kosong'],
      [true, 'Foto hanya menerima JPEG, PNG atau WebP; berkas ini formatnya lain'],
      [true, 'pesan suara harus berformat OGG Opus (hanya itu yang diputar WhatsApp sebagai pesan suara)'],
      [true, 'berkas ini 6 MB; Foto paling besar 5 MiB'],
    ]);
  });

  it('says a 404’s detail in Indonesian to an Indonesian viewer; a JSON client gets the English', async () => {
    const { browser } = await ownerSession();
    const res = await browser.get('/dashboard/templates/tpl_AAAAAAAAAAAAAAAAAAAA');
    expect(res.status).toBe(404);
    expect(browser.html).toContain('<p class="muted">Templat tpl_AAAAAAAAAAAAAAAAAAAA tidak ditemukan</p>');
    expect(browser.html).not.toContain('not found');
    const json = await browser.request('/dashboard/templates/tpl_AAAAAAAAAAAAAAAAAAAA', { headers: { Accept: 'application/json' } });
    expect(await json.json()).toMatchObject({ statusCode: 404, message: 'template tpl_AAAAAAAAAAAAAAAAAAAA not found' });
  });

  it('says another workspace’s conversation is unknown, in Indonesian', async () => {
    const other = await admin<{ id: string }>('POST', '/workspaces', { name: 'Toko lain' });
    const device = await admin<{ id: string }>('POST', `/workspaces/${other.body.id}/devices`, { name: 'CS' });
    await FakeNode.connect(device.body.id);
    const { browser } = await ownerSession();
    const res = await browser.get(`/dashboard/inbox/${device.body.id}/cnv_AAAAAAAAAAAAAAAAAAAA`);
    expect(res.status).toBe(404);
    expect(browser.html).toMatch(/<p class="muted">(Perangkat|Percakapan) \S+ tidak ditemukan<\/p>/);
  });

  it('says a 409’s detail in Indonesian: the last owner cannot be removed', async () => {
    const { workspaceId, email } = await ownerSession();
    const { browser: operator } = await operatorSession(workspaceId);
    await operator.get('/dashboard/members');
    const ownerId = new RegExp(
      `/dashboard/members/(acc_\\w+)/remove[\\s\\S]*?${email}|${email}[\\s\\S]*?/dashboard/members/(acc_\\w+)/remove`,
    ).exec(operator.html);
    const accountId = ownerId?.[1] ?? ownerId?.[2];
    expect(accountId).toBeDefined();
    const res = await operator.post(`/dashboard/members/${accountId}/remove`, {}, { Accept: 'text/html', Origin: ORIGIN });
    expect(res.status).toBe(409);
    expect(operator.html).toContain(`<p class="muted">${t.said['detail.lastOwner']()}</p>`);
  });
});
