/**
 * Developer → API Key: create a key with a descriptive name (shown exactly once, with a copy
 * button and a warning), the list (name, prefix, created, last used, revoked), and revoking, which
 * the next request with the key already feels. The same functions as the management interface.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { type ApiKeyRow, createApiKey, listApiKeys, revokeApiKey } from '../../api-keys';
import { LEGACY_SCOPES, SCOPES, type Scope, storedScopes } from '../../api-keys/scopes';
import { ROLE_SCOPES, type Standing, scopesBeyond } from '../../members';
import { HttpError } from '../../shared/errors';
import { strictObject, textSchema } from '../../shared/fields';
import {
  Badge,
  Button,
  Checkbox,
  type Column,
  Field,
  FieldErrors,
  Form,
  IssueSummary,
  PostButton,
  Table,
  Time,
  useDashboard,
} from '../components';
import { Secret } from '../components/secret';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';

const createSchema = strictObject({
  name: textSchema(1, 100),
  scopes: z.array(z.enum(SCOPES)).min(1),
});

type KeysProps = {
  keys: readonly ApiKeyRow[];
  /** The key just made: its only showing. */
  created?: { name: string; key: string } | undefined;
  name?: string | undefined;
  /** The scopes ticked in the form: what a key could do before scopes, until the viewer changes them. */
  scopes?: readonly string[] | undefined;
  /** The scopes the viewer may give: their role's (an admin's lack `members` and `all`). */
  offered: readonly Scope[];
  issues?: FieldIssues | undefined;
};

/** What a key made by `standing` may hold: never more than its maker may do. */
const offeredTo = (standing: Standing): readonly Scope[] => (standing === 'operator' ? SCOPES : ROLE_SCOPES[standing]);

function KeysPage({ keys, created, name, scopes = LEGACY_SCOPES, offered, issues = {} }: KeysProps) {
  const { t } = useDashboard().var;
  const k = t.apiKeys;
  const columns: Column<ApiKeyRow>[] = [
    { label: t.common.name, cell: (key) => key.name, wrap: true },
    { label: k.prefix, cell: (key) => <code>{key.prefix}&hellip;</code> },
    { label: k.scopes.column, cell: (key) => <ScopeList scopes={storedScopes(key.scopes)} />, wrap: true },
    { label: t.common.created, cell: (key) => <Time at={key.createdAt} /> },
    { label: k.lastUsed, cell: (key) => <Time at={key.lastUsedAt} fallback={t.common.never} /> },
    {
      label: t.common.status,
      cell: (key) =>
        key.revokedAt === null ? (
          <Badge tone="ok" label={k.active} />
        ) : (
          <>
            <Badge tone="bad" label={k.revoked} /> <Time at={key.revokedAt} />
          </>
        ),
    },
    {
      label: t.common.actions,
      cell: (key) =>
        key.revokedAt === null && (
          <PostButton action={`/dashboard/developer/api-keys/${key.id}/revoke`} label={k.revoke} confirm={k.revokeConfirm} kind="danger" />
        ),
    },
  ];
  return (
    <>
      <p>{k.intro}</p>
      {created && (
        <section class="alert warn" role="status" aria-labelledby="new-key-title">
          <h2 id="new-key-title">
            {k.newKey}: {created.name}
          </h2>
          <Secret id="new-key" label={k.newKey} value={created.key} />
          <p>
            <strong>{k.warning}</strong>
          </p>
        </section>
      )}
      <h2>{k.createTitle}</h2>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action="/dashboard/developer/api-keys" class="card" novalidate>
        <Field name="name" label={t.common.name} issues={issues} value={name} required hint={k.nameHint} />
        <fieldset class={issues.scopes ? 'checks invalid' : 'checks'} aria-describedby={issues.scopes ? 'f-scopes-error' : 'scopes-hint'}>
          <legend>{k.scopes.legend}</legend>
          <p id="scopes-hint" class="hint">
            {k.scopes.hint}
            {offered.length < SCOPES.length && ` ${k.scopes.roleLimit}`}
          </p>
          {offered.map((scope) => (
            <Checkbox name="scopes" value={scope} checked={scopes.includes(scope)}>
              <span>
                <code>{scope}</code> <span class="muted">{k.scopes.help[scope]}</span>
              </span>
            </Checkbox>
          ))}
          <FieldErrors name="scopes" issues={issues} />
        </fieldset>
        <Button>{k.createSubmit}</Button>
      </Form>
      <div class="table-wrap">
        <Table columns={columns} rows={keys} empty={k.empty} />
      </div>
    </>
  );
}

function ScopeList({ scopes }: { scopes: readonly Scope[] }) {
  return (
    <span>
      {scopes.map((scope, i) => (
        <>
          {i > 0 && ' '}
          <code>{scope}</code>
        </>
      ))}
    </span>
  );
}

async function keysPage(c: Context<DashboardEnv>, o: Omit<KeysProps, 'keys' | 'offered'>, status: ContentfulStatusCode = 200) {
  const keys = await listApiKeys(c.var.db, c.var.viewer.workspace.id);
  c.status(status);
  return c.render(<KeysPage keys={keys} offered={offeredTo(c.var.viewer.standing)} {...o} />, {
    title: c.var.t.apiKeys.title,
    active: 'api-keys',
  });
}

export const apiKeysPages = createDashboard()
  .use('/developer/api-keys', signedIn(), inWorkspace(), allow('developer'))
  .use('/developer/api-keys/*', signedIn(), inWorkspace(), allow('developer'))
  .get('/developer/api-keys', (c) => keysPage(c, {}))
  .post('/developer/api-keys', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const checked = validate(createSchema, { name: form.get('name'), scopes: form.all('scopes') }, c.var.lang);
    if (!checked.ok) return keysPage(c, { name: form.get('name'), scopes: form.all('scopes'), issues: checked.issues }, 400);
    const { standing } = c.var.viewer;
    const beyond = standing === 'operator' ? [] : scopesBeyond(checked.value.scopes, standing);
    if (beyond.length > 0) {
      const message = c.var.t.apiKeys.scopes.beyondRole(beyond.join(', '));
      return keysPage(c, { name: checked.value.name, scopes: checked.value.scopes, issues: { scopes: [message] } }, 403);
    }
    const { row, key } = await createApiKey(c.var.db, c.var.viewer.workspace.id, {
      ...checked.value,
      // The maker, whose role bounds the key from now on (the operator's keys have none).
      createdBy: c.var.session.account?.id ?? null,
    });
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
