/**
 * The AI assistant's page: the workspace's model provider (an OpenAI-compatible endpoint or Workers
 * AI), its key write-only (a password field never filled back), and "Test connection", which swaps
 * its own section with htmx (without a script it posts as any form does). Below them, a link to
 * each device's page of how the assistant answers there. Owners and admins: the provider holds a
 * paid key. The form is checked by the API's own schema (`PUT /assistant/provider`) and saved as it saves it.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  type ConnectionTest,
  loadProvider,
  type ProviderView,
  providerInputSchema,
  readProvider,
  removeProvider,
  saveProvider,
  TEST_TIMEOUT_MS,
  testConnection,
  workersAiBound,
} from '../../assistant';
import { PROVIDER_KINDS } from '../../assistant/tables';
import { listDevices } from '../../kernel';
import { sayIn } from '../../shared/said';
import { Button, Checkbox, Field, Form, IssueSummary, PostButton, Select, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, type Form as PostedForm, readForm, sentence, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { ACTIONS_PATH } from './assistant-actions';
import { deviceAssistantPath } from './assistant-device';

type Values = { kind: string; baseUrl: string; model: string; transcriptionModel: string };

const valuesOf = (p: ProviderView | null): Values => ({
  kind: p?.kind ?? 'openai',
  baseUrl: p?.baseUrl ?? '',
  model: p?.model ?? '',
  transcriptionModel: p?.transcriptionModel ?? '',
});

/** The form as the API's body: an empty key keeps the stored one, an empty transcription model is none. */
function providerFromForm(form: PostedForm): { values: Values; body: Record<string, unknown> } {
  const values = {
    kind: form.get('kind'),
    baseUrl: form.get('baseUrl').trim(),
    model: form.get('model').trim(),
    transcriptionModel: form.get('transcriptionModel').trim(),
  };
  const apiKey = form.get('apiKey').trim();
  // Workers AI takes none of an endpoint's fields: what is left in them from before is not sent.
  const endpoint =
    values.kind === 'workers-ai'
      ? {}
      : {
          ...(values.baseUrl ? { baseUrl: values.baseUrl } : {}),
          ...(form.get('removeKey') === 'on' ? { apiKey: null } : apiKey ? { apiKey } : {}),
          transcriptionModel: values.transcriptionModel || null,
        };
  return { values, body: { kind: values.kind, model: values.model, ...endpoint } };
}

type Notice = { kind: 'ok' | 'error'; text: string };
type PageProps = {
  stored: ProviderView | null;
  v: Values;
  issues: FieldIssues;
  unreadable: boolean;
  bound: boolean;
  notice: Notice | null;
  test: ConnectionTest | null;
  devices: readonly { id: string; name: string }[];
};

function TestResult({ test }: { test: ConnectionTest }) {
  const { t, lang } = useDashboard().var;
  const a = t.assistant.test;
  return (
    <div class={`alert ${test.ok ? 'ok' : 'error'}`} role={test.ok ? 'status' : 'alert'}>
      <strong>{test.ok ? a.ok : a.failed}</strong> {sentence(sayIn(test.said, lang))}
      {test.ok && test.reply && <p>{a.reply(test.reply.slice(0, 200))}</p>}
    </div>
  );
}

function AssistantPage(p: PageProps) {
  const { t } = useDashboard().var;
  const a = t.assistant;
  const f = a.provider;
  return (
    <>
      <p>{a.intro}</p>
      {p.notice && (
        <div class={`alert ${p.notice.kind}`} role={p.notice.kind === 'ok' ? 'status' : 'alert'}>
          {p.notice.text}
        </div>
      )}
      <section id="assistant-provider" class="card" aria-labelledby="assistant-provider-title">
        <h2 id="assistant-provider-title">{f.title}</h2>
        <p>{f.intro}</p>
        {!p.stored && <p class="hint">{f.none}</p>}
        <IssueSummary issues={p.issues} text={t.common.fixErrors} />
        <Form action="/dashboard/assistant" novalidate>
          <Select
            name="kind"
            label={f.kind}
            value={p.v.kind}
            options={PROVIDER_KINDS.map((k) => ({ value: k, label: f.kinds[k] }))}
            hint={p.bound ? undefined : f.notBound}
            issues={p.issues}
          />
          <Field name="baseUrl" label={f.baseUrl} hint={f.baseUrlHint} type="url" inputmode="url" value={p.v.baseUrl} issues={p.issues} />
          <Field name="model" label={f.model} hint={f.modelHint} value={p.v.model} issues={p.issues} autocomplete="off" required />
          <Field
            name="apiKey"
            label={f.apiKey}
            type="password"
            autocomplete="new-password"
            hint={p.unreadable ? f.keyUnreadable : p.stored?.hasKey ? f.keySet : undefined}
            issues={p.issues}
          />
          {p.stored?.hasKey && (
            <div class="checks field">
              <Checkbox name="removeKey" value="on" checked={false}>
                {f.removeKey}
              </Checkbox>
            </div>
          )}
          <Field
            name="transcriptionModel"
            label={f.transcriptionModel}
            hint={f.transcriptionHint}
            value={p.v.transcriptionModel}
            issues={p.issues}
            autocomplete="off"
          />
          <Button>{f.save}</Button>
        </Form>
        {p.stored && <PostButton action="/dashboard/assistant/remove" label={f.remove} confirm={f.removeConfirm} kind="danger" />}
      </section>
      {p.stored && (
        <section id="assistant-test" class="card" aria-labelledby="assistant-test-title" aria-live="polite">
          <h2 id="assistant-test-title">{a.test.title}</h2>
          <p>{a.test.intro}</p>
          {p.test && <TestResult test={p.test} />}
          <Form
            action="/dashboard/assistant/test"
            data-hx-post="/dashboard/assistant/test"
            data-hx-target="#assistant-test"
            data-hx-select="#assistant-test"
            data-hx-swap="outerHTML"
          >
            <Button kind="secondary">{a.test.run}</Button>
          </Form>
        </section>
      )}
      <section id="assistant-actions" class="card" aria-labelledby="assistant-actions-title">
        <h2 id="assistant-actions-title">{t.assistantActions.sectionTitle}</h2>
        <p>{t.assistantActions.intro}</p>
        <p>
          <a href={ACTIONS_PATH}>{t.assistantActions.manage}</a>
        </p>
      </section>
      <section id="assistant-devices" class="card" aria-labelledby="assistant-devices-title">
        <h2 id="assistant-devices-title">{a.devices.title}</h2>
        <p>{a.devices.intro}</p>
        {p.devices.length === 0 ? (
          <p class="hint">{a.devices.none}</p>
        ) : (
          <ul>
            {p.devices.map((d) => (
              <li>
                <a href={deviceAssistantPath(d.id)}>{d.name}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

async function assistantPage(c: Context<DashboardEnv>, o: Partial<PageProps> = {}, status: ContentfulStatusCode = 200) {
  const ws = c.var.viewer.workspace.id;
  const stored = await readProvider(c.var.db, ws);
  const unreadable = stored?.hasKey === true && !(await loadProvider(c.var.db, c.env.ADMIN_TOKEN, ws)).ok;
  const props: PageProps = {
    stored,
    v: o.v ?? valuesOf(stored),
    issues: o.issues ?? {},
    unreadable,
    bound: workersAiBound(),
    notice: o.notice ?? null,
    test: o.test ?? null,
    devices: await listDevices(c.var.db, ws),
  };
  c.status(status);
  return c.render(<AssistantPage {...props} />, { title: c.var.t.assistant.title, active: 'assistant' });
}

function noticeOf(c: Context<DashboardEnv>): Partial<PageProps> {
  const f = c.var.t.assistant.provider;
  if (c.req.query('saved') === '1') return { notice: { kind: 'ok', text: f.saved } };
  if (c.req.query('removed') === '1') return { notice: { kind: 'ok', text: f.removed } };
  return {};
}

export const assistantPages = createDashboard()
  .use('/assistant', signedIn(), inWorkspace(), allow('assistant'))
  .use('/assistant/*', signedIn(), inWorkspace(), allow('assistant'))
  .get('/assistant', (c) => assistantPage(c, noticeOf(c)))
  .post('/assistant', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const { values, body } = providerFromForm(form);
    const checked = validate(providerInputSchema, body, c.var.lang);
    if (!checked.ok) return assistantPage(c, { v: values, issues: checked.issues }, 400);
    await saveProvider(c.var.db, c.env.ADMIN_TOKEN, c.var.viewer.workspace.id, checked.value);
    return c.redirect('/dashboard/assistant?saved=1', 303);
  })
  .post('/assistant/remove', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    await removeProvider(c.var.db, c.var.viewer.workspace.id);
    return c.redirect('/dashboard/assistant?removed=1', 303);
  })
  .post('/assistant/test', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const loaded = await loadProvider(c.var.db, c.env.ADMIN_TOKEN, c.var.viewer.workspace.id);
    const f = c.var.t.assistant.provider;
    if (!loaded.ok) {
      const text = loaded.why === 'none' ? f.none : f.keyUnreadable;
      return assistantPage(c, { notice: { kind: 'error', text } }, 409);
    }
    const test = await testConnection(loaded.provider, {
      fetch: (input, init) => fetch(input, init),
      ai: c.env.AI,
      timeoutMs: TEST_TIMEOUT_MS,
    });
    return assistantPage(c, { test });
  });
