/**
 * The Templates page: a member creates, previews, edits and deletes a template, and the management
 * interface sees each change; an agent may not (as for broadcasts).
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../../worker/dashboard/i18n/en';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { admin } from '../helpers';
import { acceptInvite, ownerSession } from './browser';

type Template = { id: string; name: string; content: string };

async function templatesOf(workspaceId: string): Promise<Template[]> {
  return (await admin<{ items: Template[] }>('GET', `/workspaces/${workspaceId}/templates`)).body.items;
}

/** The text of the preview's bubble, as a person reads it. */
function previewed(html: string): string | undefined {
  return /<p class="preview-text">([^<]*)<\/p>/.exec(html)?.[1];
}

const text = 'Halo {{name|kak}}, pesanan Anda dikirim ke {{kota}}.';

describe('the Templates page', () => {
  it('previews a text with the sample contact, its fallbacks first, without saving it', async () => {
    const { browser, workspaceId } = await ownerSession();
    await browser.get('/dashboard/templates/new');
    expect(browser.html).toContain('name="sampleName" type="text" value=""');
    const first = await browser.post('/dashboard/templates/new', {
      name: 'Kirim',
      content: text,
      sampleName: '',
      sampleFields: '',
      intent: 'preview',
    });
    expect(first.status).toBe(200);
    expect(previewed(browser.html)).toBe('Halo kak, pesanan Anda dikirim ke .');
    expect(browser.html).toContain(t.templates.missing('{{kota}}'));
    await browser.post('/dashboard/templates/new', {
      name: 'Kirim',
      content: text,
      sampleName: 'Budi',
      sampleFields: 'Kota=Bandung',
      intent: 'preview',
    });
    expect(previewed(browser.html)).toBe('Halo Budi, pesanan Anda dikirim ke Bandung.');
    expect(browser.html).not.toContain(t.templates.missing('{{kota}}'));
    expect(await templatesOf(workspaceId)).toEqual([]);
  });

  it('creates, edits and deletes a template, each seen by the API', async () => {
    const { browser, workspaceId } = await ownerSession();
    await browser.get('/dashboard/templates/new');
    const created = await browser.post('/dashboard/templates/new', { name: 'Kirim', content: text, intent: 'save' });
    expect(created.status).toBe(303);
    expect(created.headers.get('Location')).toBe('/dashboard/templates?done=created');
    const [made] = await templatesOf(workspaceId);
    expect(made).toMatchObject({ name: 'Kirim', content: text });
    await browser.get('/dashboard/templates?done=created');
    expect(browser.html).toContain(t.templates.created);
    expect(browser.html).toContain(`href="/dashboard/templates/${made?.id}"`);

    await browser.get(`/dashboard/templates/${made?.id}`);
    expect(browser.html).toContain('value="Kirim"');
    const edited = await browser.post(`/dashboard/templates/${made?.id}`, {
      name: 'Pesanan dikirim',
      content: 'Halo {{name|kak}}!',
      intent: 'save',
    });
    expect(edited.status).toBe(303);
    expect(await templatesOf(workspaceId)).toEqual([
      expect.objectContaining({ id: made?.id, name: 'Pesanan dikirim', content: 'Halo {{name|kak}}!' }),
    ]);

    await browser.get('/dashboard/templates');
    const deleted = await browser.post(`/dashboard/templates/${made?.id}/delete`, {});
    expect(deleted.status).toBe(303);
    expect(await templatesOf(workspaceId)).toEqual([]);
    expect((await browser.get(`/dashboard/templates/${made?.id}`)).status).toBe(404);
  });

  it('refuses an empty name and text next to their fields, keeping what was typed', async () => {
    const { browser, workspaceId } = await ownerSession();
    await browser.get('/dashboard/templates/new?lang=en');
    await browser.get('/dashboard/templates/new');
    const res = await browser.post('/dashboard/templates/new', { name: '', content: '', sampleName: 'Budi', intent: 'save' });
    expect(res.status).toBe(400);
    expect(browser.html).toContain('id="f-name-error"');
    expect(browser.html).toContain('id="f-content-error"');
    expect(browser.html).toContain('value="Budi"');
    expect(browser.html).toContain(en.templates.newTitle);
    expect(await templatesOf(workspaceId)).toEqual([]);
  });

  it('is an admin’s too, but not an agent’s: no link, and 403', async () => {
    const { browser: owner } = await ownerSession();
    const adminBrowser = await acceptInvite(owner, 'admin');
    expect((await adminBrowser.get('/dashboard/templates')).status).toBe(200);
    expect(adminBrowser.html).toContain('href="/dashboard/templates"');
    const agent = await acceptInvite(owner, 'agent');
    await agent.get('/dashboard/inbox');
    expect(agent.html).not.toContain('href="/dashboard/templates"');
    expect((await agent.get('/dashboard/templates')).status).toBe(403);
    expect((await agent.get('/dashboard/templates/new')).status).toBe(403);
  });
});
