/** The chatbot page's parts: a rule in the list, the new rule's form, the rule tester and the bot's settings. */
import { WEEKDAYS } from '../../chatbot/business-hours';
import type { RuleTest } from '../../chatbot/chatbot-part';
import type { Rule, Settings } from '../../chatbot/rule-schema';
import type { DeviceRow } from '../../kernel';
import {
  Badge,
  Button,
  Checkbox,
  Field,
  FileField,
  FilterForm,
  Form,
  IssueSummary,
  PostButton,
  Select,
  TextArea,
  useDashboard,
} from '../components';
import type { FieldIssues } from '../forms';
import type { Catalogue } from '../i18n';
import { SAMPLE_PHONE } from './sample-preview';

const TRIGGERS = ['keyword-exact', 'keyword-contains', 'regex', 'selection', 'first-message', 'outside-hours'] as const;

/** What a POST brings back to the page: a refused form as typed with its issues, or a test's result. */
export type ChatbotState = {
  ruleForm?: Record<string, string>;
  ruleIssues?: FieldIssues;
  settingsIssues?: FieldIssues;
  test?: { form: Record<string, string>; result: RuleTest };
};

function triggerText(b: Catalogue['chatbot'], rule: Rule): string {
  const tr = rule.trigger;
  if (tr.type === 'keyword') return `${b.triggers[`keyword-${tr.match}`]}: ${tr.keywords.join(', ')}`;
  if (tr.type === 'regex') return `${b.triggers.regex}: ${tr.pattern}`;
  if (tr.type === 'selection') return `${b.triggers.selection}: ${tr.selectedId}`;
  return b.triggers[tr.type] ?? tr.type;
}

function hoursText(days: Partial<Record<string, { from: string; to: string }[]>> | undefined, day: string): string {
  return (days?.[day] ?? []).map((i) => `${i.from}-${i.to}`).join(', ');
}

/** A rule's reply as the list shows it: a media reply as its kind, file name and caption. */
function ReplyShown({ reply }: { reply: Rule['reply'] }) {
  const b = useDashboard().var.t.chatbot;
  if (reply.type === 'text') return <>{reply.text}</>;
  if (reply.type === 'interactive') return <>{JSON.stringify(reply.message)}</>;
  const kind = b.mediaKinds[reply.media.type] ?? reply.media.type;
  return <>{[kind, reply.media.fileName, reply.media.caption].filter(Boolean).join(' · ')}</>;
}

/** A rule in the list, with its buttons to move it (none past either end), switch it and remove it. */
function RuleCard({ base, rule, first, last }: { base: string; rule: Rule; first: boolean; last: boolean }) {
  const b = useDashboard().var.t.chatbot;
  return (
    <li class="card" data-rule={rule.name}>
      <p>
        <strong>{rule.name}</strong> <Badge tone={rule.enabled ? 'ok' : 'plain'} label={rule.enabled ? b.on : b.off} />
      </p>
      <p>
        {b.trigger}: {triggerText(b, rule)}
      </p>
      <p class="wrap">
        {b.reply}: <ReplyShown reply={rule.reply} />
      </p>
      <div class="actions">
        {!first && <PostButton action={`${base}/rules/${rule.id}/up`} label={b.up} />}
        {!last && <PostButton action={`${base}/rules/${rule.id}/down`} label={b.down} />}
        <PostButton action={`${base}/rules/${rule.id}/toggle`} label={rule.enabled ? b.off : b.on} />
        <PostButton action={`${base}/rules/${rule.id}/remove`} label={b.remove} confirm={b.removeConfirm} kind="danger" />
      </div>
    </li>
  );
}

/** A media reply instead of the text: its kind, the file (stored once when the rule is saved), a caption and a document's name. */
function MediaReplyFields({ values, issues }: { values: Record<string, string>; issues: FieldIssues }) {
  const m = useDashboard().var.t.chatbot.media;
  return (
    <fieldset>
      <legend>{m.title}</legend>
      <Select
        name="media.type"
        label={m.type}
        issues={issues}
        value={values['media.type'] ?? ''}
        options={[{ value: '', label: m.none }, ...(['image', 'video', 'document'] as const).map((k) => ({ value: k, label: m.kinds[k] }))]}
      />
      <FileField name="media" label={m.file} issues={issues} hint={m.fileHint} />
      <TextArea name="media.caption" label={m.caption} issues={issues} value={values['media.caption']} hint={m.captionHint} rows={2} />
      <Field name="media.fileName" label={m.fileName} issues={issues} value={values['media.fileName']} />
    </fieldset>
  );
}

function NewRuleForm({ base, values, issues }: { base: string; values: Record<string, string>; issues: FieldIssues }) {
  const { t } = useDashboard().var;
  const b = t.chatbot;
  return (
    <>
      <h2>{b.newRule}</h2>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action={`${base}/rules`} enctype="multipart/form-data" class="card" novalidate>
        <Field name="name" label={b.ruleName} issues={issues} value={values.name} required />
        <Select
          name="trigger"
          label={b.trigger}
          value={values.trigger ?? 'keyword-contains'}
          options={TRIGGERS.map((k) => ({ value: k, label: b.triggers[k] ?? k }))}
        />
        <Field name="value" label={b.value} issues={issues} value={values.value} hint={b.valueHint} />
        <TextArea name="reply" label={b.reply} issues={issues} value={values.reply} hint={b.replyHint} />
        <TextArea name="interactive" label={b.interactive} issues={issues} value={values.interactive} rows={2} />
        <MediaReplyFields values={values} issues={issues} />
        <Button>{b.addRule}</Button>
      </Form>
    </>
  );
}

function RuleTester({ base, test }: { base: string; test: ChatbotState['test'] }) {
  const b = useDashboard().var.t.chatbot;
  return (
    <>
      <h2>{b.tester}</h2>
      <p class="hint">{b.testerHint}</p>
      <Form action={`${base}/test`} class="card" novalidate>
        <Field name="text" label={b.testText} value={test?.form.text} />
        <Field name="selectedId" label={b.testSelected} value={test?.form.selectedId} />
        <Field name="sampleName" label={b.sampleName} value={test?.form.sampleName} hint={b.sampleNameHint} />
        <Field name="samplePhone" label={b.samplePhone} value={test?.form.samplePhone ?? SAMPLE_PHONE} inputmode="numeric" />
        <div class="checks">
          <Checkbox name="firstMessage" checked={Boolean(test?.form.firstMessage)}>
            {b.testFirst}
          </Checkbox>
        </div>
        <Button kind="secondary">{b.test}</Button>
      </Form>
      {test && (
        <section class="card" id="test-result" role="status">
          {test.result.rule ? (
            <>
              <p>{b.fires(test.result.rule.name)}</p>
              <p class="wrap">
                <strong>{test.result.reply}</strong>
              </p>
            </>
          ) : (
            // The tester tries the rules alone (not the bot's on/off, hours or limits): its only reason is that none fires.
            <p>{b.none}</p>
          )}
        </section>
      )}
    </>
  );
}

function SettingsForm({ base, settings: s, issues }: { base: string; settings: Settings; issues: FieldIssues }) {
  const { t } = useDashboard().var;
  const b = t.chatbot;
  return (
    <>
      <h2>{b.settings}</h2>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action={`${base}/settings`} class="card" novalidate>
        <div class="checks">
          <Checkbox name="enabled" checked={s.enabled}>
            {b.enabled}
          </Checkbox>
        </div>
        <Field
          name="maxRepliesPerMinute"
          label={b.maxPerMinute}
          issues={issues}
          type="number"
          value={String(s.maxRepliesPerMinute)}
          min={1}
          max={30}
          inputmode="numeric"
        />
        <Field name="businessHours.timezone" label={b.timezone} issues={issues} value={s.businessHours?.timezone} hint={b.hoursHint} />
        <div class="row">
          {WEEKDAYS.map((d) => (
            <Field name={`businessHours.days.${d}`} label={b.days[d] ?? d} issues={issues} value={hoursText(s.businessHours?.days, d)} />
          ))}
        </div>
        <Button kind="secondary">{b.saveSettings}</Button>
      </Form>
    </>
  );
}

type ChatbotProps = {
  devices: readonly DeviceRow[];
  /** The chosen device with its bot, when the workspace has one. */
  bot: { deviceId: string; rules: readonly Rule[]; settings: Settings } | null;
  state: ChatbotState;
};

export function ChatbotPage({ devices, bot, state }: ChatbotProps) {
  const b = useDashboard().var.t.chatbot;
  const base = bot && `/dashboard/chatbot/${bot.deviceId}`;
  return (
    <>
      <p>{b.intro}</p>
      <FilterForm action="/dashboard/chatbot" submit={b.choose}>
        <Select name="deviceId" label={b.device} value={bot?.deviceId} options={devices.map((d) => ({ value: d.id, label: d.name }))} />
      </FilterForm>
      {bot && base && (
        <>
          <h2>{b.rules}</h2>
          {bot.rules.length === 0 && <p class="muted">{b.noRules}</p>}
          <ol class="rules">
            {bot.rules.map((rule, index) => (
              <RuleCard base={base} rule={rule} first={index === 0} last={index === bot.rules.length - 1} />
            ))}
          </ol>
          <NewRuleForm base={base} values={state.ruleForm ?? {}} issues={state.ruleIssues ?? {}} />
          <RuleTester base={base} test={state.test} />
          <SettingsForm base={base} settings={bot.settings} issues={state.settingsIssues ?? {}} />
        </>
      )}
    </>
  );
}
