/**
 * A device's number health on its page: the score and its level in words and colour, what lowers
 * it with what to do, the last 7 days' counts (a chart with its table), the number's age, and the
 * warm-up with today's cap and the form that changes it or turns it off; beside it the device's
 * options (read marks, the delivery watchdog's time, the history brought on linking). Both forms
 * post with htmx and swap their own part (the warm-up's also the figure, which it changes; never
 * the chart: see `ChartAssets`); without a script they post as any form does.
 */
import { HISTORY_DAYS } from '../../../protocol';
import type { DeviceView } from '../../kernel';
import type { HealthCounts, HealthLevel } from '../../number-health/figure';
import type { NumberHealthView } from '../../number-health/number-health';
import type { Warmup } from '../../number-health/warmup';
import { Badge, Button, Checkbox, Field, FieldErrors, Form, IssueSummary, Select, type Tone, useDashboard } from '../components';
import type { FieldIssues, Form as PostedForm } from '../forms';
import type { Catalogue } from '../i18n';
import { ChartFigure } from './chart-figure';
import type { CallValues } from './device-calls';
import type { RatingForm } from './device-rating';
import type { Figure } from './report-figures';

const LEVEL_TONE: Record<HealthLevel, Tone> = { good: 'ok', watch: 'warn', 'at-risk': 'bad' };
const COUNTS: readonly (keyof HealthCounts)[] = ['sent', 'delivered', 'failed', 'undelivered', 'started', 'replied', 'mended', 'stalled'];
/** The warm-up's steps the form takes at most (as the API). */
const MAX_STEPS = 12;

export type WarmupValues = { enabled: boolean; steps: { fromDay: string; cap: string }[]; untilDay: string };
export type OptionValues = { autoRead: boolean; undeliveredAfterMinutes: string; historyDays: string };

/** What the device page shows of its two forms: what was typed and its issues after a refusal, or which one was saved. */
export type HealthForms = {
  warmup?: { values: WarmupValues; issues: FieldIssues };
  options?: { values: OptionValues; issues: FieldIssues };
  rating?: RatingForm;
  /** The call settings' form (`device-calls.tsx`). */
  calls?: { values: CallValues; issues: FieldIssues };
  saved?: 'warmup' | 'options' | 'rating' | 'calls' | undefined;
};

const warmupValues = (w: Warmup): WarmupValues => ({
  enabled: w.enabled,
  steps: w.steps.map((s) => ({ fromDay: String(s.fromDay), cap: String(s.cap) })),
  untilDay: String(w.untilDay),
});

const number = (value: string) => (value.trim() === '' ? undefined : /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value);

/**
 * The warm-up form as the API's body, and how to find a step's issues again: rows left empty are
 * dropped, so `steps[1]` of the body may be the form's third row (`rows[1]` is 2).
 */
export function warmupFromForm(form: PostedForm): { values: WarmupValues; body: unknown; rows: number[] } {
  const steps = Array.from({ length: MAX_STEPS }, (_, i) => ({
    fromDay: form.get(`steps[${i}].fromDay`),
    cap: form.get(`steps[${i}].cap`),
  }));
  const rows = steps.flatMap((s, i) => (s.fromDay.trim() === '' && s.cap.trim() === '' ? [] : [i]));
  const values = {
    enabled: form.get('enabled') === 'on',
    steps: rows.map((i) => steps[i] ?? { fromDay: '', cap: '' }),
    untilDay: form.get('untilDay'),
  };
  const body = {
    enabled: values.enabled,
    steps: values.steps.map((s) => ({ fromDay: number(s.fromDay), cap: number(s.cap) })),
    untilDay: number(values.untilDay),
  };
  return { values, body, rows };
}

/** The issues of the body's steps under the form's rows they came from. */
export function onFormRows(issues: FieldIssues, rows: number[]): FieldIssues {
  return Object.fromEntries(
    Object.entries(issues).map(([key, list]) => [key.replace(/^steps\[(\d+)\]/, (_, i: string) => `steps[${rows[Number(i)] ?? i}]`), list]),
  );
}

export function optionsFromForm(form: PostedForm): { values: OptionValues; body: unknown } {
  const values = {
    autoRead: form.get('autoRead') === 'on',
    undeliveredAfterMinutes: form.get('undeliveredAfterMinutes'),
    historyDays: form.get('historyDays'),
  };
  return {
    values,
    body: {
      autoRead: values.autoRead,
      undeliveredAfterMinutes: number(values.undeliveredAfterMinutes),
      historyDays: number(values.historyDays),
    },
  };
}

/** The last days as a chart of what was sent and how it went, and a table of every count with the week's total. */
function daysFigure(h: NumberHealthView, t: Catalogue): Figure {
  const g = t.health;
  return {
    id: 'health-days',
    title: g.lastDays,
    chart: {
      kind: 'bars',
      stacked: false,
      xLabel: g.day,
      labels: h.perDay.map((d) => d.day),
      series: (['sent', 'delivered', 'failed', 'undelivered'] as const).map((k) => ({
        label: g.counts[k],
        values: h.perDay.map((d) => d[k]),
      })),
    },
    table: {
      caption: g.lastDays,
      head: [g.day, ...COUNTS.map((k) => g.counts[k])],
      rows: [...h.perDay.map((d) => [d.day, ...COUNTS.map((k) => d[k])]), [g.total, ...COUNTS.map((k) => h.window[k])]],
    },
  };
}

/** The step of the schedule today falls in (its index), or -1 when none does. */
function todaysStep(w: Warmup, ageDays: number): number {
  if (!w.enabled || ageDays >= w.untilDay) return -1;
  let at = -1;
  for (const [i, step] of w.steps.entries()) if (step.fromDay <= ageDays) at = i;
  return at;
}

function WarmupForm({ d, h, forms }: { d: DeviceView; h: NumberHealthView; forms: HealthForms }) {
  const t = useDashboard().var.t;
  const w = t.health.warmup;
  const form = forms.warmup;
  const issues = form?.issues ?? {};
  const values = form?.values ?? warmupValues(h.warmup);
  const today = form ? -1 : todaysStep(h.warmup, h.ageDays);
  // The schedule's rows, and one more to add a step while there is room.
  const rows = values.steps.length < MAX_STEPS ? [...values.steps, { fromDay: '', cap: '' }] : values.steps;
  const here = `/dashboard/devices/${d.id}`;
  return (
    <div class="warmup" id="warmup">
      <h3 class="subhead">{w.title}</h3>
      <p class="hint">{w.intro}</p>
      {forms.saved === 'warmup' && (
        <p class="alert ok" role="status">
          {w.saved}
        </p>
      )}
      <p data-cap-today={h.warmup.capToday ?? ''}>
        <strong>{h.warmup.capToday !== null ? w.capToday(h.warmup.capToday, h.ageDays) : h.warmup.enabled ? w.over : w.off}</strong>
      </p>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form
        action={`${here}/warmup`}
        novalidate
        data-hx-post={`${here}/warmup`}
        data-hx-target="#warmup"
        data-hx-select="#warmup"
        data-hx-select-oob="#health-figure"
        data-hx-swap="outerHTML"
      >
        <div class="checks">
          <Checkbox name="enabled" checked={values.enabled}>
            {w.enabled}
          </Checkbox>
        </div>
        <p class="hint">{w.stepsHint}</p>
        <FieldErrors name="steps" issues={issues} />
        {rows.map((step, i) => (
          <fieldset class="step">
            <legend>
              {w.step(i + 1)} {i === today && <Badge tone="ok" label={w.today} />}
            </legend>
            <div class="row">
              <Field
                name={`steps[${i}].fromDay`}
                label={w.fromDay}
                type="number"
                inputmode="numeric"
                min={0}
                max={365}
                value={step.fromDay}
                issues={issues}
              />
              <Field name={`steps[${i}].cap`} label={w.cap} type="number" inputmode="numeric" min={1} value={step.cap} issues={issues} />
            </div>
          </fieldset>
        ))}
        <Field
          name="untilDay"
          label={w.untilDay}
          type="number"
          inputmode="numeric"
          min={1}
          max={365}
          value={values.untilDay}
          issues={issues}
          required
        />
        <Button>{w.save}</Button>
      </Form>
    </div>
  );
}

/** The number's health: its figure (score, age, what to do), its last days, and its warm-up. */
export function HealthPanel({ d, h, forms }: { d: DeviceView; h: NumberHealthView; forms: HealthForms }) {
  const t = useDashboard().var.t;
  const g = t.health;
  return (
    <section id="number-health" class="card health" aria-labelledby="number-health-title">
      <h2 id="number-health-title">{g.title}</h2>
      <p class="hint">{g.intro}</p>
      <div id="health-figure">
        <dl class="facts">
          <dt>{g.score}</dt>
          <dd>
            <strong class="score" data-score={h.score}>
              {g.outOf(h.score)}
            </strong>{' '}
            <span data-level={h.level}>
              <Badge tone={LEVEL_TONE[h.level]} label={g.levels[h.level]} />
            </span>
          </dd>
          <dt>{g.age}</dt>
          <dd>{g.ageDays(h.ageDays)}</dd>
        </dl>
        <h3 class="subhead">{g.whatToDo}</h3>
        {h.advice.length === 0 ? (
          <p>{g.allWell}</p>
        ) : (
          <ul class="advice">
            {h.advice.map((a) => (
              <li class="advice-item" data-advice={a}>
                <strong>{g.advice[a].what}</strong> {g.advice[a].todo}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ChartFigure figure={daysFigure(h, t)} csv={false} />
      <WarmupForm d={d} h={h} forms={forms} />
    </section>
  );
}

/** The device's options: read marks, the watchdog's time, and the history the next linking brings. */
export function OptionsPanel({ d, forms }: { d: DeviceView; forms: HealthForms }) {
  const t = useDashboard().var.t;
  const o = t.health.options;
  const issues = forms.options?.issues ?? {};
  const values = forms.options?.values ?? {
    autoRead: d.autoRead,
    undeliveredAfterMinutes: String(d.undeliveredAfterMinutes),
    historyDays: String(d.historyDays),
  };
  const here = `/dashboard/devices/${d.id}`;
  return (
    <section id="device-options" class="card" aria-labelledby="device-options-title">
      <h2 id="device-options-title">{o.title}</h2>
      {forms.saved === 'options' && (
        <p class="alert ok" role="status">
          {o.saved}
        </p>
      )}
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form
        action={`${here}/options`}
        novalidate
        data-hx-post={`${here}/options`}
        data-hx-target="#device-options"
        data-hx-select="#device-options"
        data-hx-swap="outerHTML"
      >
        <div class="checks field">
          <Checkbox name="autoRead" checked={values.autoRead}>
            {o.autoRead}
          </Checkbox>
        </div>
        <Field
          name="undeliveredAfterMinutes"
          label={o.undeliveredAfter}
          hint={o.undeliveredAfterHint}
          type="number"
          inputmode="numeric"
          min={1}
          max={1440}
          value={values.undeliveredAfterMinutes}
          issues={issues}
          required
        />
        <Select
          name="historyDays"
          label={o.historyDays}
          value={values.historyDays}
          options={HISTORY_DAYS.map((n) => ({ value: String(n), label: o.historyChoices[String(n)] ?? String(n) }))}
          issues={issues}
        />
        <Button>{o.save}</Button>
      </Form>
    </section>
  );
}
