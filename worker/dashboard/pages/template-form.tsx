/**
 * The form of a template (its name and text) beside its preview: the text filled from a sample
 * contact whose name, phone and other fields are part of the form, the name empty at first so the
 * `{{name|kak}}` fallbacks show. Filled by the broadcasts' own rules (`fillVariables`).
 */
import { fillVariables, missingVariables, type Variables, variableName } from '../../broadcasts/variables';
import { Button, Field, Form, IssueSummary, TextArea, useDashboard } from '../components';
import type { FieldIssues, Form as PostedForm } from '../forms';

/** What the form holds: the template's fields as typed, and the sample contact. */
export type TemplateValues = { name: string; content: string; sampleName: string; samplePhone: string; sampleFields: string };

export const SAMPLE_PHONE = '6281234567890';

export const emptyValues = (): TemplateValues => ({ name: '', content: '', sampleName: '', samplePhone: SAMPLE_PHONE, sampleFields: '' });

export function valuesOf(form: PostedForm): TemplateValues {
  return {
    name: form.get('name'),
    content: form.get('content'),
    sampleName: form.get('sampleName'),
    samplePhone: form.get('samplePhone'),
    sampleFields: form.get('sampleFields'),
  };
}

/** The sample contact as a broadcast's recipient: `name`, `phone`, and each `column=value` line under its variable name. */
export function sampleVariables(v: Pick<TemplateValues, 'sampleName' | 'samplePhone' | 'sampleFields'>): Variables {
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

function Preview({ v }: { v: TemplateValues }) {
  const tp = useDashboard().var.t.templates;
  const vars = sampleVariables(v);
  const missing = missingVariables(v.content, vars);
  return (
    <section class="card" id="template-preview" aria-labelledby="template-preview-title">
      <h2 id="template-preview-title">{tp.previewTitle}</h2>
      <p>{tp.previewFor(vars.name ?? tp.someone)}</p>
      <ol class="thread">
        <li class="bubble out">
          <p class="preview-text">{fillVariables(v.content, vars)}</p>
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

/** The sample contact a preview is filled for (a template's or a canned reply's): name, number and fields. */
export function SampleContactFields({ v }: { v: Pick<TemplateValues, 'sampleName' | 'samplePhone' | 'sampleFields'> }) {
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

export function TemplateForm({ action, v, issues = {} }: { action: string; v: TemplateValues; issues?: FieldIssues | undefined }) {
  const { t } = useDashboard().var;
  const tp = t.templates;
  return (
    <div class="grid">
      <div>
        <IssueSummary issues={issues} text={t.common.fixErrors} />
        <Form action={action} class="card" novalidate>
          <Field name="name" label={t.common.name} issues={issues} value={v.name} required />
          <TextArea name="content" label={tp.content} issues={issues} value={v.content} hint={tp.contentHint} rows={6} required />
          <SampleContactFields v={v} />
          <div class="actions">
            <Button name="intent" value="save">
              {t.common.save}
            </Button>
            <Button kind="secondary" name="intent" value="preview">
              {tp.preview}
            </Button>
            <a href="/dashboard/templates">{t.common.cancel}</a>
          </div>
        </Form>
      </div>
      <Preview v={v} />
    </div>
  );
}
