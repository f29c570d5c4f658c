/**
 * The AI assistant's Actions page: an owner adds an action and sees its signing secret once, the
 * API sees the action, the owner deletes it; a form that breaks the rules keeps what was typed and
 * says why at each field, in the viewer's language; an agent may not open it.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../../worker/dashboard/i18n/en';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { admin } from '../helpers';
import { acceptInvite, ownerSession } from './browser';

type Action = { id: string; name: string; url: string };

const actionsOf = async (workspaceId: string) =>
  (await admin<{ items: Action[] }>('GET', `/workspaces/${workspaceId}/assistant/actions`)).body.items;

const fieldError = (html: string, name: string) =>
  new RegExp(`id="f-${name}-error">([\\s\\S]*?)</p>`)
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const FORM = {
  name: 'order_status',
  description: 'Cek status pesanan dari nomor pesanan.',
  parameters: '{"type":"object","properties":{"orderId":{"type":"string"}},"required":["orderId"]}',
  url: 'https://toko.example.com/kurir/order-status',
};

describe('the Actions page', () => {
  it('adds an action, shows its secret once, and deletes it, each seen by the API', async () => {
    const { browser, workspaceId } = await ownerSession();
    expect((await browser.get('/dashboard/assistant/actions')).status).toBe(200);
    expect(browser.html).toContain(t.assistantActions.title);
    expect(browser.html).toContain(t.assistantActions.empty);
    // It is a part of the Assistant page's, whose link stays lit.
    expect(browser.html).toContain('href="/dashboard/assistant" aria-current="page"');

    const added = await browser.post('/dashboard/assistant/actions', FORM);
    expect(added.status).toBe(201);
    expect(added.headers.get('Cache-Control')).toBe('no-store');
    const secret = /id="action-secret"[^>]*value="(kas_[0-9A-Za-z]{40})"/.exec(browser.html)?.[1];
    expect(secret).toBeDefined();
    expect(browser.html).toContain(t.assistantActions.secretWarning);
    const [made] = await actionsOf(workspaceId);
    expect(made).toMatchObject({ name: 'order_status', url: FORM.url });

    await browser.get('/dashboard/assistant/actions');
    expect(browser.html).toContain('data-action="order_status"');
    expect(browser.html).not.toContain(secret ?? 'no secret');

    const deleted = await browser.post(`/dashboard/assistant/actions/${made?.id}/delete`, {});
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('Location')).toBe('/dashboard/assistant/actions?done=deleted');
    await browser.get('/dashboard/assistant/actions?done=deleted');
    expect(browser.html).toContain(t.assistantActions.deleted);
    expect(await actionsOf(workspaceId)).toEqual([]);
  });

  it('keeps what was typed and says at each field what is wrong, in Indonesian and in English', async () => {
    const { browser, workspaceId } = await ownerSession();
    await browser.get('/dashboard/assistant/actions');
    const refused = await browser.post('/dashboard/assistant/actions', {
      ...FORM,
      name: 'Order',
      parameters: '{type: object',
      url: 'http://toko.example.com/x',
    });
    expect(refused.status).toBe(400);
    expect(fieldError(browser.html, 'name')).toContain('harus diawali huruf kecil');
    expect(fieldError(browser.html, 'parameters')).toBe(t.assistantActions.notJson);
    expect(fieldError(browser.html, 'url')).toContain('https://');
    expect(browser.html).toContain('value="Order"');
    expect(browser.html).toContain('{type: object');

    browser.cookies.set('kurir_lang', 'en');
    await browser.get('/dashboard/assistant/actions');
    await browser.post('/dashboard/assistant/actions', { ...FORM, name: 'hand_over', parameters: '{"type":"string"}' });
    expect(browser.html).toContain(en.assistantActions.title);
    expect(fieldError(browser.html, 'name')).toBe('hand_over is the assistant’s own tool: choose another name');
    expect(fieldError(browser.html, 'parameters')).toMatch(/^is not a valid JSON Schema of an object: \/type/);

    expect((await browser.post('/dashboard/assistant/actions', FORM)).status).toBe(201);
    const twice = await browser.post('/dashboard/assistant/actions', FORM);
    expect(twice.status).toBe(409);
    expect(fieldError(browser.html, 'name')).toBe('another action of this workspace is named order_status');
    expect(await actionsOf(workspaceId)).toHaveLength(1);
  });

  it('is not for agents', async () => {
    const { browser: owner } = await ownerSession();
    const agent = await acceptInvite(owner, 'agent');
    expect((await agent.get('/dashboard/assistant/actions')).status).toBe(403);
    await owner.get('/dashboard/assistant');
    expect(owner.html).toContain(`href="/dashboard/assistant/actions">${t.assistantActions.manage}<`);
  });
});
