/** A device's page: its call settings (calls rejected with a message), set from the form, and a call in the conversation. */
import { describe, expect, it } from 'vitest';
import { en } from '../../../worker/dashboard/i18n/en';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { admin, connectedDevice } from '../helpers';
import { inboxList } from '../inbox/inbox-helpers';
import { operatorSession } from './browser';

const TEXT = 'Maaf, kami tidak menerima telepon.';

describe('the call settings on the device page', () => {
  it('are shown in the viewer’s language, saved from the form, and a bad choice is refused beside its field', async () => {
    const s = await connectedDevice();
    const { browser } = await operatorSession(s.workspaceId);
    expect((await browser.get(`/dashboard/devices/${s.deviceId}`)).status).toBe(200);
    expect(browser.html).toContain(t.calls.title);
    expect(browser.html).toContain(t.calls.rejectVoice);
    const refused = await browser.post(`/dashboard/devices/${s.deviceId}/calls`, { rejectVoice: 'on', when: 'sometimes', message: TEXT });
    expect(refused.status).toBe(400);
    expect(browser.html).toMatch(/id="f-when-error"/);
    expect(browser.html).toContain(TEXT);
    const saved = await browser.post(`/dashboard/devices/${s.deviceId}/calls`, {
      rejectVoice: 'on',
      rejectGroup: 'on',
      when: 'outside-hours',
      message: TEXT,
    });
    expect(saved.status).toBe(303);
    expect((await admin('GET', `/devices/${s.deviceId}/calls`)).body).toEqual({
      rejectVoice: true,
      rejectVideo: false,
      rejectGroup: true,
      when: 'outside-hours',
      message: TEXT,
    });
    await browser.get(`/dashboard/devices/${s.deviceId}?lang=en`);
    await browser.get(`/dashboard/devices/${s.deviceId}?saved=calls`);
    expect(browser.html).toContain(en.calls.saved);
    expect(browser.html).toMatch(/<option value="outside-hours" selected/);
  });

  it('a rejected call shows in its conversation as a call, and the text it got as a call reply', async () => {
    const s = await connectedDevice();
    await admin('PUT', `/devices/${s.deviceId}/calls`, {
      rejectVoice: true,
      rejectVideo: true,
      rejectGroup: false,
      when: 'always',
      message: TEXT,
    });
    const id = `CALL${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    const from = '6281234567890';
    await s.node.report('call', {
      id,
      from,
      isVideo: true,
      isGroup: false,
      status: 'offer',
      timestamp: Date.now(),
      callerJid: `${from}@s.whatsapp.net`,
    });
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const { browser } = await operatorSession(s.workspaceId);
    await expect
      .poll(async () => {
        await browser.get(`/dashboard/inbox/${s.deviceId}/${conversation?.id}`);
        return browser.html.includes(t.inbox.sources.CALL ?? 'CALL');
      })
      .toBe(true);
    expect(browser.html).toContain('data-call="rejected"');
    expect(browser.html).toContain(t.kinds.call(true, false));
  });
});
