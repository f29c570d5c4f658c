/** The workspace chooser: the operator creates a workspace there and lands in it; a member may only choose. */
import { describe, expect, it } from 'vitest';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { Browser, ownerSession } from './browser';

describe('the workspace chooser', () => {
  it('lets the operator create a workspace, opened at once, and refuses an empty name beside the field', async () => {
    const browser = new Browser();
    await browser.get('/dashboard/sign-in');
    expect((await browser.post('/dashboard/sign-in/operator', { adminToken: 'test-admin-token' })).status).toBe(303);
    await browser.get('/dashboard/workspaces');
    expect(browser.html).toContain(t.workspaces.createTitle);

    expect((await browser.post('/dashboard/workspaces', { name: '' })).status).toBe(400);
    expect(browser.html).toContain(t.common.fixErrors(1));
    expect(browser.html).toMatch(/id="f-name"[^>]*aria-invalid="true"/);

    const name = `Toko ${crypto.randomUUID().slice(0, 6)}`;
    const made = await browser.post('/dashboard/workspaces', { name });
    expect(made.status).toBe(303);
    expect(made.headers.get('Location')).toBe('/dashboard/devices');
    await browser.get('/dashboard/workspaces');
    expect(browser.html).toMatch(new RegExp(`aria-label="${t.common.open}: ${name}"`));
    expect(browser.html).toContain(t.workspaces.current);
  });

  it('shows a member their workspace to open, without the form to create one, which refuses them', async () => {
    const { browser } = await ownerSession();
    await browser.get('/dashboard/workspaces');
    expect(browser.html.match(/name="workspaceId" value="ws_/g)).toHaveLength(1);
    expect(browser.html).not.toContain(t.workspaces.createTitle);
    expect((await browser.post('/dashboard/workspaces', { name: 'Lain' })).status).toBe(403);
  });
});
