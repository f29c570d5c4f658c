/** A sent message WhatsApp never delivered, marked so in its conversation and on the Messages page. */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { en } from '../../../worker/dashboard/i18n/en';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { advanceClock, deviceHarness } from '../harness';
import { admin, api, connectedDevice, mirrored } from '../helpers';
import { type Conversation, inboxList } from '../inbox/inbox-helpers';
import { operatorSession } from './browser';

type Row = { id: string; messageId: string; undeliveredReason: string | null; resentAt: string | null };

describe('an undelivered message', () => {
  it('is marked “Not delivered” with its reason, and “sent again” once resent, in the conversation and on the Messages page', async () => {
    const s = await connectedDevice();
    deviceHarness(s.deviceId).clock.freeze(Date.now());
    const send = async (phoneNumber: string) => {
      const res = await api<Row>('/messages', s.key, { deviceId: s.deviceId, phoneNumber, content: 'Pesanan Anda siap' });
      expect(res.status).toBe(201);
      return res.body;
    };
    const rows = async () => {
      await mirrored(s.deviceId);
      return (await admin<{ items: Row[] }>('GET', `/workspaces/${s.workspaceId}/messages`)).body.items;
    };
    // Refused by WhatsApp with 463, and (to a contact whose LID the session knows) no receipt in time, then sent once more.
    const refused = await send('6281211110009');
    await s.node.report('receipt', { messageId: refused.messageId, status: 'FAILED', error: '463', timestamp: Date.now() });
    s.node.lids.set('6281211110001', '111000111000111');
    const silent = await send('6281211110001');
    await advanceClock(s.deviceId, 11 * 60_000);
    // The object's alarm handler, run now (another part's wake may have used the platform's alarm up).
    await runInDurableObject(env.DEVICE.get(env.DEVICE.idFromName(s.deviceId)), (instance) => instance.alarm());
    await expect
      .poll(async () => (await rows()).map((r) => [r.id, r.undeliveredReason, r.resentAt !== null]))
      .toEqual(
        expect.arrayContaining([
          [refused.id, '463', false],
          [silent.id, 'no-receipt', true],
        ]),
      );

    const { browser } = await operatorSession(s.workspaceId);
    await browser.get('/dashboard/messages');
    expect(browser.html).toContain('data-undelivered="463"');
    expect(browser.html).toContain('data-undelivered="no-receipt"');
    expect(browser.html).toContain(t.undelivered.mark);
    expect(browser.html).toContain(t.undelivered.reasons['463']);
    expect(browser.html).toContain(t.undelivered.reasons['no-receipt']);
    expect(browser.html.match(/data-resent/g)).toHaveLength(1);
    expect(browser.html).toContain(t.undelivered.resent);

    const conversations = (await inboxList(s.workspaceId, s.deviceId)) as Conversation[];
    await browser.get('/dashboard/messages?lang=en');
    for (const conversation of conversations) {
      await browser.get(`/dashboard/inbox/${s.deviceId}/${conversation.id}`);
      expect(browser.html).toContain(en.undelivered.mark);
      expect(browser.html).toMatch(/data-undelivered="(463|no-receipt)"/);
    }
    expect(conversations).toHaveLength(2);
  });
});
