/**
 * The device page's rating question (`ratings/`): whether it asks the customer for a rating on
 * resolving, by buttons or a poll, in which language and words, and how long an answer counts. The
 * form is checked by the API's own schema and saved as `PUT /devices/{id}/rating` saves it; it
 * posts with htmx and swaps its own panel (without a script it posts as any form does).
 */
import type { DeviceView } from '../../kernel';
import { RATING_KINDS, RATING_LANGUAGES, type RatingSettings } from '../../ratings/rating-settings';
import { Button, Checkbox, Field, Form, IssueSummary, Select, TextArea, useDashboard } from '../components';
import type { FieldIssues, Form as PostedForm } from '../forms';

export type RatingValues = { enabled: boolean; kind: string; language: string; text: string; answerHours: string };
export type RatingForm = { values: RatingValues; issues: FieldIssues };

const valuesOf = (s: RatingSettings): RatingValues => ({
  enabled: s.enabled,
  kind: s.kind,
  language: s.language,
  text: s.text ?? '',
  answerHours: String(s.answerHours),
});

/** The form as the API's body: an empty question is the default one. */
export function ratingFromForm(form: PostedForm): { values: RatingValues; body: unknown } {
  const values = {
    enabled: form.get('enabled') === 'on',
    kind: form.get('kind'),
    language: form.get('language'),
    text: form.get('text'),
    answerHours: form.get('answerHours'),
  };
  const hours = values.answerHours.trim();
  return {
    values,
    body: {
      enabled: values.enabled,
      kind: values.kind,
      language: values.language,
      text: values.text.trim() === '' ? null : values.text,
      answerHours: /^\d{1,9}$/.test(hours) ? Number(hours) : hours,
    },
  };
}

export function RatingPanel({
  d,
  settings,
  form,
  saved,
}: {
  d: DeviceView;
  settings: RatingSettings;
  form?: RatingForm | undefined;
  saved: boolean;
}) {
  const t = useDashboard().var.t;
  const r = t.rating.panel;
  const issues = form?.issues ?? {};
  const values = form?.values ?? valuesOf(settings);
  const here = `/dashboard/devices/${d.id}`;
  return (
    <section id="device-rating" class="card" aria-labelledby="device-rating-title">
      <h2 id="device-rating-title">{r.title}</h2>
      <p>{r.intro}</p>
      {saved && (
        <p class="alert ok" role="status">
          {r.saved}
        </p>
      )}
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form
        action={`${here}/rating`}
        novalidate
        data-hx-post={`${here}/rating`}
        data-hx-target="#device-rating"
        data-hx-select="#device-rating"
        data-hx-swap="outerHTML"
      >
        <div class="checks field">
          <Checkbox name="enabled" checked={values.enabled}>
            {r.enabled}
          </Checkbox>
        </div>
        <Select
          name="kind"
          label={r.kind}
          value={values.kind}
          options={RATING_KINDS.map((k) => ({ value: k, label: r.kinds[k] ?? k }))}
          issues={issues}
        />
        <Select
          name="language"
          label={r.language}
          value={values.language}
          options={RATING_LANGUAGES.map((l) => ({ value: l, label: r.languages[l] ?? l }))}
          issues={issues}
        />
        <TextArea name="text" label={r.text} hint={r.textHint} value={values.text} rows={2} issues={issues} />
        <Field
          name="answerHours"
          label={r.answerHours}
          hint={r.answerHoursHint}
          type="number"
          inputmode="numeric"
          min={1}
          max={168}
          value={values.answerHours}
          issues={issues}
          required
        />
        <Button>{r.save}</Button>
      </Form>
    </section>
  );
}
