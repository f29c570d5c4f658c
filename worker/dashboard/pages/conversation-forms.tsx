/**
 * What an agent sends besides a reply's text: a file (with a caption), a location, a contact card.
 * Each is a plain form that works without a script (a file goes as multipart/form-data), folded
 * under its summary until opened; a form that was refused opens again with its values and its
 * issues beside their fields.
 */
import { Button, Field, FieldErrors, FileField, Form, Select, TextArea, useDashboard } from '../components';
import type { FieldIssues } from '../forms';

export type KindForm = 'file' | 'location' | 'contact';
/** A refused form: which, its values as typed, and its issues by field. */
export type KindShown = { form: KindForm; values: Record<string, string>; issues: FieldIssues };

/** What the file form offers (a sticker is a WebP only a phone makes; the API sends those). */
export const FILE_TYPES = ['image', 'video', 'audio', 'document'] as const;

function FileForm({ here, shown }: { here: string; shown: KindShown | undefined }) {
  const k = useDashboard().var.t.kinds;
  const issues = shown?.issues;
  return (
    <details class="card kind-form" open={shown !== undefined}>
      <summary>{k.attach}</summary>
      <Form action={`${here}/file`} enctype="multipart/form-data" novalidate>
        <FieldErrors name="_" issues={issues} id="f-file-form" />
        <FileField name="file" label={k.file} issues={issues} hint={k.attachHint} required />
        <Select
          name="type"
          label={k.fileType}
          value={shown?.values.type ?? 'image'}
          issues={issues}
          options={FILE_TYPES.map((type) => ({ value: type, label: k.types[type] ?? type }))}
        />
        <TextArea name="caption" label={k.caption} hint={k.captionHint} value={shown?.values.caption} issues={issues} rows={2} />
        <Button>{k.sendFile}</Button>
      </Form>
    </details>
  );
}

function LocationForm({ here, shown }: { here: string; shown: KindShown | undefined }) {
  const k = useDashboard().var.t.kinds;
  const { values = {}, issues } = shown ?? {};
  return (
    <details class="card kind-form" open={shown !== undefined}>
      <summary>{k.location}</summary>
      <Form action={`${here}/location`} novalidate>
        <FieldErrors name="_" issues={issues} id="f-location-form" />
        <div class="row">
          <Field name="latitude" label={k.latitude} inputmode="text" value={values.latitude} issues={issues} required />
          <Field name="longitude" label={k.longitude} inputmode="text" value={values.longitude} issues={issues} required />
        </div>
        <Field name="name" id="f-place-name" label={k.placeName} value={values.name} issues={issues} />
        <Field name="address" label={k.address} value={values.address} issues={issues} />
        <Button kind="secondary">{k.sendLocation}</Button>
      </Form>
    </details>
  );
}

function ContactForm({ here, shown }: { here: string; shown: KindShown | undefined }) {
  const k = useDashboard().var.t.kinds;
  const { values = {}, issues } = shown ?? {};
  return (
    <details class="card kind-form" open={shown !== undefined}>
      <summary>{k.contactCard}</summary>
      <Form action={`${here}/contact`} novalidate>
        <FieldErrors name="_" issues={issues} id="f-contact-form" />
        <Field name="name" id="f-card-name" label={k.contactName} value={values.name} issues={issues} required />
        <Field
          name="phoneNumber"
          label={k.contactNumber}
          hint={k.contactNumberHint}
          type="tel"
          inputmode="tel"
          value={values.phoneNumber}
          issues={issues}
          required
        />
        <Button kind="secondary">{k.sendContact}</Button>
      </Form>
    </details>
  );
}

/** The three forms, the one refused (if any) open with its issues. */
export function KindForms({ here, shown }: { here: string; shown: KindShown | undefined }) {
  return (
    <div class="kind-forms">
      <FileForm here={here} shown={shown?.form === 'file' ? shown : undefined} />
      <LocationForm here={here} shown={shown?.form === 'location' ? shown : undefined} />
      <ContactForm here={here} shown={shown?.form === 'contact' ? shown : undefined} />
    </div>
  );
}
