/**
 * The form of a template (its name and text) beside its preview: the text filled from a sample
 * contact (sample-preview.tsx), with the variables the sample has no value for named.
 */
import { Field, TextArea, useDashboard } from '../components';
import type { FieldIssues, Form as PostedForm } from '../forms';
import { emptySample, PreviewedForm, type SampleContact, SamplePreview, sampleOf } from './sample-preview';

/** What the form holds: the template's fields as typed, and the sample contact. */
export type TemplateValues = { name: string; content: string } & SampleContact;

export const emptyValues = (): TemplateValues => ({ name: '', content: '', ...emptySample() });

export function valuesOf(form: PostedForm): TemplateValues {
  return { name: form.get('name'), content: form.get('content'), ...sampleOf(form) };
}

export function TemplateForm({ action, v, issues = {} }: { action: string; v: TemplateValues; issues?: FieldIssues | undefined }) {
  const { t } = useDashboard().var;
  const tp = t.templates;
  return (
    <PreviewedForm
      action={action}
      cancel="/dashboard/templates"
      sample={v}
      issues={issues}
      preview={<SamplePreview id="template-preview" text={v.content} sample={v} warnMissing />}
    >
      <Field name="name" label={t.common.name} issues={issues} value={v.name} required />
      <TextArea name="content" label={tp.content} issues={issues} value={v.content} hint={tp.contentHint} rows={6} required />
    </PreviewedForm>
  );
}
