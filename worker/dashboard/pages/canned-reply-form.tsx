/**
 * The form of a canned reply (its shortcut and text) beside its preview: the text filled for a
 * sample contact (sample-preview.tsx), as the reply box fills it, by the broadcasts' rules.
 */
import { Field, TextArea, useDashboard } from '../components';
import type { FieldIssues, Form as PostedForm } from '../forms';
import { emptySample, PreviewedForm, type SampleContact, SamplePreview, sampleOf } from './sample-preview';

export type CannedValues = { shortcut: string; text: string } & SampleContact;

export const emptyCanned = (): CannedValues => ({ shortcut: '', text: '', ...emptySample() });

export function cannedValuesOf(form: PostedForm): CannedValues {
  return {
    // A shortcut typed as the reply box shows it (`/salam`) is the same shortcut.
    shortcut: form.get('shortcut').trim().replace(/^\//, ''),
    text: form.get('text'),
    ...sampleOf(form),
  };
}

export function CannedReplyForm({ action, v, issues = {} }: { action: string; v: CannedValues; issues?: FieldIssues | undefined }) {
  const cr = useDashboard().var.t.canned;
  return (
    <PreviewedForm
      action={action}
      cancel="/dashboard/canned-replies"
      sample={v}
      issues={issues}
      preview={<SamplePreview id="canned-preview" text={v.text} sample={v} warnMissing={false} />}
    >
      <Field name="shortcut" label={cr.shortcut} issues={issues} value={v.shortcut} hint={cr.shortcutHint} autocomplete="off" required />
      <TextArea name="text" label={cr.text} issues={issues} value={v.text} hint={cr.textHint} rows={6} required />
    </PreviewedForm>
  );
}
