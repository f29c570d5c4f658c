/**
 * The Assistant page as an owner uses it: the provider saved with its key never shown again, kept
 * when the field is left empty and sealed in D1; its rules said in the viewer's language; "Test
 * connection" against the fake OpenAI-compatible provider, as htmx asks for it; a device's assistant
 * turned on from its page and read back by the API; and closed to agents.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { en } from '../../../worker/dashboard/i18n/en';
import { id as t } from '../../../worker/dashboard/i18n/id';
import type { Scripted } from '../../e2e/fake-openai';
import { acceptInvite, ownerSession } from '../dashboard/browser';
import { admin } from '../helpers';

const KEY = 'sk-toko-rahasia-456';

async function fakeProvider(replies: Scripted[] = []): Promise<string> {
  const base = `${inject('openai')}/page-${crypto.randomUUID()}`;
  await fetch(`${base}/_fake/script`, { method: 'POST', body: JSON.stringify({ replies }) });
  return `${base}/v1`;
}

describe('the Assistant page', () => {
  it('saves a provider, never shows its key, keeps it when left empty, and tests the connection', async () => {
    const { browser, workspaceId } = await ownerSession();
    await browser.get('/dashboard/assistant');
    expect(browser.html).toContain(t.assistant.provider.none);
    expect(browser.html).toContain('href="/dashboard/assistant"');
    expect(browser.html).toContain(t.assistant.devices.title);
    const baseUrl = await fakeProvider([{ content: 'OK' }, { status: 401 }]);
    const form = { kind: 'openai', baseUrl, model: 'gpt-4o-mini', transcriptionModel: '' };
    expect((await browser.post('/dashboard/assistant', { ...form, apiKey: KEY })).status).toBe(303);

    await browser.get('/dashboard/assistant?saved=1');
    expect(browser.html).toContain(t.assistant.provider.saved);
    expect(browser.html).toContain(t.assistant.provider.keySet);
    expect(browser.html).not.toContain(KEY);
    const row = await env.DB.prepare('SELECT api_key FROM assistant_providers WHERE workspace_id = ?')
      .bind(workspaceId)
      .first<{ api_key: string }>();
    expect(row?.api_key).toMatch(/^v1\./);

    // Saved again without typing it: the key stays.
    expect((await browser.post('/dashboard/assistant', form)).status).toBe(303);
    const again = await env.DB.prepare('SELECT api_key FROM assistant_providers WHERE workspace_id = ?')
      .bind(workspaceId)
      .first<{ api_key: string }>();
    expect(again?.api_key).toBe(row?.api_key);

    // Test connection, as htmx posts it: the section comes back with the answer.
    await browser.get('/dashboard/assistant');
    const tested = await browser.post('/dashboard/assistant/test', {}, { 'HX-Request': 'true' });
    expect(tested.status).toBe(200);
    expect(browser.html).toContain(t.assistant.test.ok);
    expect(browser.html).toContain(t.assistant.test.reply('OK'));
    // The fake refuses the next one: the key refused, said in Indonesian with the provider's words.
    await browser.post('/dashboard/assistant/test', {});
    expect(browser.html).toContain(t.assistant.test.failed);
    expect(browser.html).toContain('Penyedia menolak key (401): scripted failure 401.');

    // Removed: the page says there is none, and the test is gone with it.
    expect((await browser.post('/dashboard/assistant/remove', {})).status).toBe(303);
    await browser.get('/dashboard/assistant?removed=1');
    expect(browser.html).toContain(t.assistant.provider.removed);
    expect(browser.html).not.toContain(t.assistant.test.run);
  });

  it('says what is wrong in the page’s language', async () => {
    const { browser } = await ownerSession();
    await browser.get('/dashboard/assistant');
    const refused = await browser.post('/dashboard/assistant', { kind: 'openai', baseUrl: 'http://api.example.com/v1', model: '' });
    expect(refused.status).toBe(400);
    expect(browser.html).toContain(t.said['url.httpsOrLocal']());
    expect(browser.html).toContain(t.said['text.empty']());
    const missing = await browser.post('/dashboard/assistant', { kind: 'openai', baseUrl: '', model: 'gpt-4o-mini' });
    expect(missing.status).toBe(400);
    expect(browser.html).toContain(t.said['assistant.baseUrlNeeded']());
    // Workers AI, on a worker without the binding; in English this time.
    await browser.get('/dashboard/assistant?lang=en');
    await browser.get('/dashboard/assistant');
    const unbound = await browser.post('/dashboard/assistant', {
      kind: 'workers-ai',
      baseUrl: '',
      model: '@cf/meta/llama-3.1-8b-instruct',
    });
    expect(unbound.status).toBe(400);
    const shown = browser.html.replace(/&quot;/g, '"');
    expect(shown).toContain(en.said['assistant.notBound']());
    expect(shown).toContain(en.assistant.provider.notBound);
  });

  it('turns the assistant on for a device, and refuses a bad value at its field in Indonesian', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS Toko' });
    const id = device.body.id;
    const page = `/dashboard/assistant/devices/${id}`;
    await browser.get('/dashboard/assistant');
    expect(browser.html).toContain(`href="${page}"`);
    await browser.get(page);
    expect(browser.html).toContain(t.assistant.devices.pageTitle('CS Toko'));
    const form = {
      enabled: 'on',
      when: 'outside-hours',
      instructions: 'Kamu CS Toko Maju. Jawab singkat.',
      knowledge: 'Buka Senin–Sabtu 08.00–17.00.',
      debounceSeconds: '8',
      maxAnswersPerDay: '30',
      maxTurns: '4',
      maxTokensPerDay: '50000',
      handOverTo: '',
    };
    expect((await browser.post(page, form)).status).toBe(303);
    await browser.get(`${page}?saved=1`);
    expect(browser.html).toContain(t.assistant.devices.saved);

    const read = await admin<{ settings: Record<string, unknown> }>('GET', `/devices/${id}/assistant`);
    expect(read.body.settings).toMatchObject({
      enabled: true,
      when: 'outside-hours',
      instructions: form.instructions,
      knowledge: form.knowledge,
      debounceSeconds: 8,
      maxAnswersPerDay: 30,
      maxTurns: 4,
      answerGroups: false,
      maxTokensPerDay: 50_000,
      handOverTo: null,
    });

    // Two minutes at most: refused next to the field, in Indonesian, and nothing saved.
    const refused = await browser.post(page, { ...form, debounceSeconds: '999' });
    expect(refused.status).toBe(400);
    const field = /<div class="field invalid">[\s\S]*?<\/div>/.exec(browser.html)?.[0] ?? '';
    expect(field).toContain('name="debounceSeconds"');
    expect(field).toContain('value="999"');
    expect(field).toContain('<p class="error" id="f-debounceSeconds-error">paling besar 120</p>');
    expect((await admin<{ settings: { debounceSeconds: number } }>('GET', `/devices/${id}/assistant`)).body.settings.debounceSeconds).toBe(
      8,
    );
  });

  it('hands over to the team or member chosen among the workspace’s, and refuses one it does not have', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS Toko' });
    const team = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/teams`, { name: 'Refund' });
    const page = `/dashboard/assistant/devices/${device.body.id}`;
    await browser.get(page);
    expect(browser.html).toContain(`<option value="team:${team.body.id}">${t.assistant.devices.handOverTeam('Refund')}</option>`);
    const form = { enabled: 'on', when: 'no-rule', debounceSeconds: '5', maxAnswersPerDay: '20', maxTurns: '6', maxTokensPerDay: '200000' };
    expect((await browser.post(page, { ...form, handOverTo: `team:${team.body.id}` })).status).toBe(303);
    const read = async () =>
      (await admin<{ settings: { handOverTo: unknown } }>('GET', `/devices/${device.body.id}/assistant`)).body.settings;
    expect((await read()).handOverTo).toEqual({ type: 'team', teamId: team.body.id });
    await browser.get(page);
    expect(browser.html).toContain(`<option value="team:${team.body.id}" selected="">`);

    // Another workspace's team (or a member gone since) is refused at the field, and nothing changes.
    const refused = await browser.post(page, { ...form, handOverTo: 'team:team_notours' });
    expect(refused.status).toBe(400);
    expect(browser.html).toContain(t.assistant.devices.handOverGone);
    expect((await read()).handOverTo).toEqual({ type: 'team', teamId: team.body.id });
    // The API refuses it too.
    const api = await admin('PUT', `/devices/${device.body.id}/assistant/settings`, {
      handOverTo: { type: 'team', teamId: 'team_notours' },
    });
    expect(api.status).toBe(404);
    const member = await admin('PUT', `/devices/${device.body.id}/assistant/settings`, {
      handOverTo: { type: 'member', memberId: 'acc_notours' },
    });
    expect(member.status).toBe(404);
  });

  it('is closed to an agent, who sees no link to it', async () => {
    const { browser: owner } = await ownerSession();
    const agent = await acceptInvite(owner, 'agent');
    await agent.get('/dashboard/inbox');
    expect(agent.html).not.toContain('href="/dashboard/assistant"');
    expect((await agent.get('/dashboard/assistant')).status).toBe(403);
    await owner.get('/dashboard/assistant');
    const csrf = owner.csrf();
    expect(
      (await agent.post('/dashboard/assistant', { _csrf: csrf, kind: 'openai', baseUrl: 'https://api.openai.com/v1', model: 'm' })).status,
    ).toBe(403);
  });
});
