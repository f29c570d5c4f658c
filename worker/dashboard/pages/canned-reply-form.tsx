/**
 * The form of a canned reply (its shortcut and text) beside its preview: the text filled for a
 * sample contact whose name, phone and other fields are part of the form, the name empty at first
 * so the `{{name|kak}}` fallbacks show. Filled as the reply box fills it, by the broadcasts' rules.
 */
import { fillVariables } from '../../broadcasts/variables';
import { Button, Field, Form, IssueSummary, TextArea, useDashboard } from '../components';
import type { FieldIssues, Form as PostedForm } from '../forms';
import { SAMPLE_PHONE, SampleContactFields, sampleVariables } from './template-form';

export type CannedValues = { shortcut: string; text: string; sampleName: string; samplePhone: string; sampleFields: string };

export const emptyCanned = (): CannedValues => ({ shortcut: '', text: '', sampleName: '', samplePhone: SAMPLE_PHONE, sampleFields: '' });

export function cannedValuesOf(form: PostedForm): CannedValues {
  return {
    // A shortcut typed as the reply box shows it (`/salam`) is the same shortcut.
    shortcut: form.get('shortcut').trim().replace(/^\//, ''),
    text: form.get('text'),
    sampleName: form.get('sampleName'),
    samplePhone: form.get('samplePhone'),
    sampleFields: form.get('sampleFields'),
  };
}

function Preview({ v }: { v: CannedValues }) {
  const tp = useDashboard().var.t.templates;
  const vars = sampleVariables(v);
  return (
    <section class="card" id="canned-preview" aria-labelledby="canned-preview-title">
      <h2 id="canned-preview-title">{tp.previewTitle}</h2>
      <p>{tp.previewFor(vars.name ?? tp.someone)}</p>
      <ol class="thread">
        <li class="bubble out">
          <p class="preview-text">{fillVariables(v.text, vars)}</p>
        </li>
      </ol>
    </section>
  );
}

export function CannedReplyForm({ action, v, issues = {} }: { action: string; v: CannedValues; issues?: FieldIssues | undefined }) {
  const { t } = useDashboard().var;
  const cr = t.canned;
  return (
    <div class="grid">
      <div>
        <IssueSummary issues={issues} text={t.common.fixErrors} />
        <Form action={action} class="card" novalidate>
          <Field
            name="shortcut"
            label={cr.shortcut}
            issues={issues}
            value={v.shortcut}
            hint={cr.shortcutHint}
            autocomplete="off"
            required
          />
          <TextArea name="text" label={cr.text} issues={issues} value={v.text} hint={cr.textHint} rows={6} required />
          <SampleContactFields v={v} />
          <div class="actions">
            <Button name="intent" value="save">
              {t.common.save}
            </Button>
            <Button kind="secondary" name="intent" value="preview">
              {t.templates.preview}
            </Button>
            <a href="/dashboard/canned-replies">{t.common.cancel}</a>
          </div>
        </Form>
      </div>
      <Preview v={v} />
    </div>
  );
}
