/** The messages page: what was sent through the API, with its source and status, by device and paged. */
import { describe, expect, it } from 'vitest';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { admin, api, connectedDevice } from '../helpers';
import { operatorSession } from './browser';

describe('the messages page', () => {
  it('lists a message sent through the API with its source, and the device filter keeps the device chosen', async () => {
    const s = await connectedDevice();
    const other = await admin<{ id: string }>('POST', `/workspaces/${s.workspaceId}/devices`, { name: 'Gudang' });
    expect((await api('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'Halo dari toko' })).status).toBe(
      201,
    );
    const { browser } = await operatorSession(s.workspaceId);

    await expect
      .poll(async () => {
        await browser.get('/dashboard/messages');
        return browser.html.includes('Halo dari toko');
      })
      .toBe(true);
    expect(browser.html).toMatch(/<span class="badge ok">API<\/span>/);

    expect((await browser.get(`/dashboard/messages?deviceId=${s.deviceId}`)).status).toBe(200);
    expect(browser.html).toContain('Halo dari toko');
    expect(browser.html).toMatch(new RegExp(`<option value="${s.deviceId}" selected`));

    expect((await browser.get(`/dashboard/messages?deviceId=${other.body.id}`)).status).toBe(200);
    expect(browser.html).not.toContain('Halo dari toko');
    expect(browser.html).toContain(t.messages.empty);

    expect((await browser.get('/dashboard/messages?cursor=not-a-cursor')).status).toBe(400);
  });
});
