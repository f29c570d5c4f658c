/**
 * How the assistant answers on one device: on or off, when, its instructions and knowledge, its
 * debounce and caps, and groups. Read and saved in the device's object through the same commands
 * as /devices/:id/assistant, checked by the API's schema; the hand-over target is chosen among the
 * workspace's teams and members as they are now. Owners and admins (`assistant`).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type AssistantSettings, assistantSettingsSchema } from '../../assistant/settings-schema';
import { deviceStub, listDevices } from '../../kernel';
import { listMembers } from '../../members';
import { unwrap } from '../../shared/outcome';
import { teamsStub } from '../../teams/desk-stub';
import { Button, Checkbox, Field, Form, IssueSummary, Select, TextArea, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, type Form as PostedForm, readForm, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';

export const deviceAssistantPath = (deviceId: string) => `/dashboard/assistant/devices/${deviceId}`;

const WHENS = ['no-rule', 'outside-hours'] as const;

/** The form's fields as typed: numbers stay text so a refused one is shown as it was. */
type Values = {
  enabled: boolean;
  when: string;
  instructions: string;
  knowledge: string;
  debounceSeconds: string;
  maxAnswersPerDay: string;
  maxTurns: string;
  maxTokensPerDay: string;
  /** `''` (the device's team), `team:<id>` or `member:<id>`. */
  handOverTo: string;
  answerGroups: boolean;
};

const targetValue = (t: AssistantSettings['handOverTo']) =>
  t === null ? '' : t.type === 'team' ? `team:${t.teamId}` : `member:${t.memberId}`;

/** The choice a form's value names, among the workspace's `targets` (a value naming none is undefined). */
function targetOf(value: string, targets: readonly Target[]): AssistantSettings['handOverTo'] | undefined {
  if (value === '') return null;
  const found = targets.find((x) => x.value === value);
  if (!found) return undefined;
  return found.kind === 'team' ? { type: 'team', teamId: found.id } : { type: 'member', memberId: found.id };
}

type Target = { value: string; kind: 'team' | 'member'; id: string; name: string };

const valuesOf = (s: AssistantSettings): Values => ({
  enabled: s.enabled,
  when: s.when,
  instructions: s.instructions,
  knowledge: s.knowledge,
  debounceSeconds: String(s.debounceSeconds),
  maxAnswersPerDay: String(s.maxAnswersPerDay),
  maxTurns: String(s.maxTurns),
  maxTokensPerDay: String(s.maxTokensPerDay),
  handOverTo: targetValue(s.handOverTo),
  answerGroups: s.answerGroups,
});

/** A browser sends a text area's line breaks as CRLF; the API's texts are LF, and each break is one character of the cap. */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');

const valuesFrom = (form: PostedForm): Values => ({
  enabled: form.has('enabled'),
  when: form.get('when'),
  instructions: lines(form.get('instructions')),
  knowledge: lines(form.get('knowledge')),
  debounceSeconds: form.get('debounceSeconds').trim(),
  maxAnswersPerDay: form.get('maxAnswersPerDay').trim(),
  maxTurns: form.get('maxTurns').trim(),
  maxTokensPerDay: form.get('maxTokensPerDay').trim(),
  handOverTo: form.get('handOverTo'),
  answerGroups: form.has('answerGroups'),
});

/** An empty number field is refused as not a number, not read as 0. */
const numberOf = (text: string) => (text === '' ? Number.NaN : Number(text));

type PageProps = { device: { id: string; name: string }; targets: Target[]; v: Values; issues: FieldIssues; saved: boolean };

function DeviceAssistantPage({ device, targets, v, issues, saved }: PageProps) {
  const { t } = useDashboard().var;
  const d = t.assistant.devices;
  const known = v.handOverTo === '' || targets.some((x) => x.value === v.handOverTo);
  const targetOptions = [
    { value: '', label: d.handOverDefault },
    ...targets.map((x) => ({ value: x.value, label: x.kind === 'team' ? d.handOverTeam(x.name) : d.handOverMember(x.name) })),
    ...(known ? [] : [{ value: v.handOverTo, label: d.handOverGone }]),
  ];
  return (
    <>
      <p>
        <a href="/dashboard/assistant#assistant-devices">{d.back}</a>
      </p>
      {saved && (
        <div class="alert ok" role="status">
          {d.saved}
        </div>
      )}
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action={deviceAssistantPath(device.id)} class="card" novalidate>
        <div class="checks field">
          <Checkbox name="enabled" value="on" checked={v.enabled}>
            {d.enabled}
          </Checkbox>
        </div>
        <Select name="when" label={d.when} value={v.when} options={WHENS.map((w) => ({ value: w, label: d.whens[w] }))} issues={issues} />
        <TextArea name="instructions" label={d.instructions} hint={d.instructionsHint} value={v.instructions} issues={issues} rows={5} />
        <TextArea name="knowledge" label={d.knowledge} hint={d.knowledgeHint} value={v.knowledge} issues={issues} rows={8} />
        <Field
          name="debounceSeconds"
          label={d.debounce}
          hint={d.debounceHint}
          type="number"
          inputmode="numeric"
          min={0}
          max={120}
          value={v.debounceSeconds}
          issues={issues}
        />
        <Field
          name="maxAnswersPerDay"
          label={d.maxAnswers}
          hint={d.maxAnswersHint}
          type="number"
          inputmode="numeric"
          min={1}
          max={500}
          value={v.maxAnswersPerDay}
          issues={issues}
        />
        <Field
          name="maxTurns"
          label={d.maxTurns}
          hint={d.maxTurnsHint}
          type="number"
          inputmode="numeric"
          min={1}
          max={100}
          value={v.maxTurns}
          issues={issues}
        />
        <Field
          name="maxTokensPerDay"
          label={d.maxTokens}
          hint={d.maxTokensHint}
          type="number"
          inputmode="numeric"
          min={1_000}
          max={100_000_000}
          value={v.maxTokensPerDay}
          issues={issues}
        />
        <Select name="handOverTo" label={d.handOver} hint={d.handOverHint} value={v.handOverTo} options={targetOptions} issues={issues} />
        <div class="checks field">
          <Checkbox name="answerGroups" value="on" checked={v.answerGroups}>
            {d.groups}
          </Checkbox>
        </div>
        <Button>{d.save}</Button>
      </Form>
    </>
  );
}

/** The device, if it is the viewer's workspace's, with its assistant as its object holds it. */
async function load(c: Context<DashboardEnv>) {
  const ws = c.var.viewer.workspace.id;
  const deviceId = c.req.param('deviceId') ?? '';
  // Asked first: the object refuses a device of another workspace with the API's 404.
  const { settings } = unwrap(await deviceStub(c.env, deviceId).assistant(ws));
  const [devices, teams, members] = await Promise.all([listDevices(c.var.db, ws), teamsStub(c.env, ws).teams(), listMembers(c.var.db, ws)]);
  const row = devices.find((x) => x.id === deviceId);
  const targets: Target[] = [
    ...teams.map((x) => ({ value: `team:${x.id}`, kind: 'team' as const, id: x.id, name: x.name })),
    ...members.map((m) => ({ value: `member:${m.accountId}`, kind: 'member' as const, id: m.accountId, name: m.name })),
  ];
  return { device: { id: deviceId, name: row?.name ?? deviceId }, settings, targets };
}

function render(c: Context<DashboardEnv>, props: PageProps, status: ContentfulStatusCode = 200) {
  c.status(status);
  return c.render(<DeviceAssistantPage {...props} />, {
    title: c.var.t.assistant.devices.pageTitle(props.device.name),
    active: 'assistant',
  });
}

export const assistantDevicePages = createDashboard()
  .use('/assistant/devices/*', signedIn(), inWorkspace(), allow('assistant'))
  .get('/assistant/devices/:deviceId', async (c) => {
    const { device, settings, targets } = await load(c);
    return render(c, { device, targets, v: valuesOf(settings), issues: {}, saved: c.req.query('saved') === '1' });
  })
  .post('/assistant/devices/:deviceId', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const { device, settings, targets } = await load(c);
    const v = valuesFrom(form);
    const target = targetOf(v.handOverTo, targets);
    const checked = validate(
      assistantSettingsSchema,
      {
        ...settings,
        enabled: v.enabled,
        when: v.when,
        instructions: v.instructions,
        knowledge: v.knowledge,
        debounceSeconds: numberOf(v.debounceSeconds),
        maxAnswersPerDay: numberOf(v.maxAnswersPerDay),
        maxTurns: numberOf(v.maxTurns),
        maxTokensPerDay: numberOf(v.maxTokensPerDay),
        answerGroups: v.answerGroups,
        ...(target === undefined ? {} : { handOverTo: target }),
      },
      c.var.lang,
    );
    const issues = checked.ok ? {} : { ...checked.issues };
    // A team or member gone since the page was drawn: chosen again, not saved as someone nobody is.
    if (target === undefined) issues.handOverTo = [c.var.t.assistant.devices.handOverGone];
    if (!checked.ok || target === undefined) return render(c, { device, targets, v, issues, saved: false }, 400);
    unwrap(await deviceStub(c.env, device.id).setAssistantSettings(c.var.viewer.workspace.id, checked.value));
    return c.redirect(`${deviceAssistantPath(device.id)}?saved=1`, 303);
  });
