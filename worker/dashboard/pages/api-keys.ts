/**
 * Developer → API Key: create a key with a descriptive name (shown exactly once, with a copy
 * button and a warning), the list (name, prefix, created, last used, revoked), and revoking, which
 * the next request with the key already feels. The same functions as the management interface.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { createApiKey, listApiKeys, revokeApiKey } from '../../api-keys';
import { HttpError } from '../../shared/errors';
import { strictObject, textSchema } from '../../shared/fields';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { time } from '../format';
import { type FieldIssues, readForm, validate } from '../forms';
import { page } from '../layout';
import { allow, inWorkspace, signedIn } from '../session';
import { badge, csrf, field, issueSummary, postButton } from '../ui';

const createSchema = strictObject({ name: textSchema(1, 100) });

async function keysPage(
  c: Context<DashboardEnv>,
  o: { created?: { name: string; key: string }; name?: string; issues?: FieldIssues },
  status = 200,
) {
  const { t, lang, timeZone } = c.var;
  const issues = o.issues ?? {};
  const keys = await listApiKeys(c.var.db, c.var.viewer.workspace.id);
  const body = html`
    <p>${t.apiKeys.intro}</p>
    ${
      o.created
        ? html`<section class="alert warn" role="status" aria-labelledby="new-key-title">
      <h2 id="new-key-title">${t.apiKeys.newKey}: ${o.created.name}</h2>
      <div class="secret">
        <input id="new-key" type="text" readonly value="${o.created.key}" aria-label="${t.apiKeys.newKey}">
        <button type="button" data-copy="new-key" data-copied="${t.common.copied}">${t.common.copy}</button>
      </div>
      <p><strong>${t.apiKeys.warning}</strong></p>
    </section>`
        : ''
    }
    <h2>${t.apiKeys.createTitle}</h2>
    ${issueSummary(issues, t.common.fixErrors)}
    <form method="post" action="/dashboard/developer/api-keys" class="card" novalidate>
      ${csrf(c)} ${field('name', t.common.name, issues, { value: o.name ?? '', required: true, hint: t.apiKeys.nameHint })}
      <button type="submit">${t.apiKeys.createSubmit}</button>
    </form>
    <div class="table-wrap">
      ${
        keys.length === 0
          ? html`<p class="muted" style="padding:1rem">${t.apiKeys.empty}</p>`
          : html`<table class="stack">
        <thead><tr><th>${t.common.name}</th><th>${t.apiKeys.prefix}</th><th>${t.common.created}</th><th>${t.apiKeys.lastUsed}</th><th>${t.common.status}</th><th>${t.common.actions}</th></tr></thead>
        <tbody>${keys.map(
          (k) => html`<tr>
            <td data-label="${t.common.name}" class="wrap">${k.name}</td>
            <td data-label="${t.apiKeys.prefix}"><code>${k.prefix}&hellip;</code></td>
            <td data-label="${t.common.created}">${time(k.createdAt, lang, timeZone)}</td>
            <td data-label="${t.apiKeys.lastUsed}">${time(k.lastUsedAt, lang, timeZone, t.common.never)}</td>
            <td data-label="${t.common.status}">${
              k.revokedAt === null
                ? badge(t.apiKeys.active, 'ok')
                : html`${badge(t.apiKeys.revoked, 'bad')} ${time(k.revokedAt, lang, timeZone)}`
            }</td>
            <td data-label="${t.common.actions}">${
              k.revokedAt === null
                ? postButton(c, `/dashboard/developer/api-keys/${k.id}/revoke`, t.apiKeys.revoke, {
                    confirm: t.apiKeys.revokeConfirm,
                    kind: 'danger',
                  })
                : ''
            }</td>
          </tr>`,
        )}</tbody>
      </table>`
      }
    </div>`;
  return c.html(page(c, { title: t.apiKeys.title, active: 'api-keys', body }), status as 200);
}

export const apiKeyRoutes = createDashboard()
  .use('/developer/api-keys', signedIn(), inWorkspace(), allow('developer'))
  .use('/developer/api-keys/*', signedIn(), inWorkspace(), allow('developer'))
  .get('/developer/api-keys', (c) => keysPage(c, {}))
  .post('/developer/api-keys', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const checked = validate(createSchema, { name: form.get('name') }, c.var.lang);
    if (!checked.ok) return keysPage(c, { name: form.get('name'), issues: checked.issues }, 400);
    const { row, key } = await createApiKey(c.var.db, c.var.viewer.workspace.id, { name: checked.value.name });
    // Rendered, not redirected: the key is in this answer only, never in a URL or a later page.
    c.header('Cache-Control', 'no-store');
    return keysPage(c, { created: { name: row.name, key } }, 201);
  })
  .post('/developer/api-keys/:keyId/revoke', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const keyId = c.req.param('keyId');
    if (!(await revokeApiKey(c.env, c.var.db, c.var.viewer.workspace.id, keyId)))
      throw new HttpError(404, `API key ${keyId.slice(0, 64)} not found`);
    return c.redirect('/dashboard/developer/api-keys', 303);
  });
