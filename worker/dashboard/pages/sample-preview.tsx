/**
 * What the template form and the canned-reply form share: a sample contact (name, number, other
 * fields; the name empty at first so the `{{name|kak}}` fallbacks show), the text filled for it by
 * the broadcasts' own rules (`fillVariables`) in a preview beside the form, and the form's frame
 * around each one's own fields (its issues, Save, Preview and Cancel).
 */
import type { Child } from 'hono/jsx';
import { fillVariables, missingVariables, type Variables, variableName } from '../../broadcasts/variables';
import { Button, Field, Form, IssueSummary, TextArea, useDashboard } from '../components';
import type { FieldIssues, Form as PostedForm } from '../forms';

/** The sample contact's number until one is typed: a well-formed Indonesian mobile number. */
export const SAMPLE_PHONE = '6281234567890';

/** The sample contact as the form holds it. */
export type SampleContact = { sampleName: string; samplePhone: string; sampleFields: string };

export const emptySample = (): SampleContact => ({ sampleName: '', samplePhone: SAMPLE_PHONE, sampleFields: '' });

export function sampleOf(form: PostedForm): SampleContact {
  return { sampleName: form.get('sampleName'), samplePhone: form.get('samplePhone'), sampleFields: form.get('sampleFields') };
}

/** The sample contact as a broadcast's recipient: `name`, `phone`, and each `column=value` line under its variable name. */
export function sampleVariables(v: SampleContact): Variables {
  const vars: Variables = {};
  for (const line of v.sampleFields.split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    const name = variableName(line.slice(0, at));
    if (name) vars[name] = line.slice(at + 1).trim();
  }
  if (v.sampleName.trim()) vars.name = v.sampleName.trim();
  if (v.samplePhone.trim()) vars.phone = v.samplePhone.trim();
  return vars;
}

/** The sample contact a preview is filled for: name, number and fields. */
export function SampleContactFields({ v }: { v: SampleContact }) {
  const s = useDashboard().var.t.templates.sample;
  return (
    <fieldset>
      <legend>{s.title}</legend>
      <p class="hint">{s.intro}</p>
      <Field name="sampleName" label={s.name} value={v.sampleName} />
      <Field name="samplePhone" label={s.phone} value={v.samplePhone} type="tel" inputmode="tel" />
      <TextArea name="sampleFields" label={s.fields} value={v.sampleFields} hint={s.fieldsHint} rows={3} />
    </fieldset>
  );
}

/**
 * `text` filled for the sample contact, as the recipient's bubble. `warnMissing`: a template's
 * preview names the variables the sample has no value for (a send would be refused for them); a
 * canned reply's does not, as the agent reads the filled text in the reply box before sending.
 */
export function SamplePreview({
  id,
  text,
  sample,
  warnMissing,
}: {
  id: string;
  text: string;
  sample: SampleContact;
  warnMissing: boolean;
}) {
  const tp = useDashboard().var.t.templates;
  const vars = sampleVariables(sample);
  const missing = warnMissing ? missingVariables(text, vars) : [];
  return (
    <section class="card" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{tp.previewTitle}</h2>
      <p>{tp.previewFor(vars.name ?? tp.someone)}</p>
      <ol class="thread">
        <li class="bubble out">
          <p class="preview-text">{fillVariables(text, vars)}</p>
        </li>
      </ol>
      {missing.length > 0 && (
        <p class="alert warn" role="status">
          {tp.missing(missing.map((name) => `{{${name}}}`).join(', '))}
        </p>
      )}
    </section>
  );
}

/**
 * A form with its own fields (`children`), the sample contact, Save, Preview and Cancel (to
 * `cancel`), and `preview` beside it.
 */
export function PreviewedForm(p: {
  action: string;
  cancel: string;
  sample: SampleContact;
  issues: FieldIssues;
  preview: Child;
  children: Child;
}) {
  const { t } = useDashboard().var;
  return (
    <div class="grid">
      <div>
        <IssueSummary issues={p.issues} text={t.common.fixErrors} />
        <Form action={p.action} class="card" novalidate>
          {p.children}
          <SampleContactFields v={p.sample} />
          <div class="actions">
            <Button name="intent" value="save">
              {t.common.save}
            </Button>
            <Button kind="secondary" name="intent" value="preview">
              {t.templates.preview}
            </Button>
            <a href={p.cancel}>{t.common.cancel}</a>
          </div>
        </Form>
      </div>
      {p.preview}
    </div>
  );
}
