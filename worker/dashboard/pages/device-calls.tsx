/**
 * The device page's call settings (calls rejected with a message, `calls/call-settings.ts`): three
 * switches, when, and the text. Posted with htmx, which swaps the panel out of the answer; without
 * a script it posts as any form does. Checked by the API's own schema and set by the device
 * object's RPC as `PUT /devices/{id}/calls` sets them.
 */
import { CALL_REJECT_WHEN, type CallSettings } from '../../calls/call-settings';
import type { DeviceView } from '../../kernel';
import { Button, Checkbox, Form, IssueSummary, Select, TextArea, useDashboard } from '../components';
import type { FieldIssues, Form as PostedForm } from '../forms';

export type CallValues = CallSettings;

/** The form as the API's body (the switches are checkboxes; an unknown `when` is left for the schema to refuse). */
export function callsFromForm(form: PostedForm): { values: CallValues; body: unknown } {
  const when = form.get('when');
  const values: CallValues = {
    rejectVoice: form.get('rejectVoice') === 'on',
    rejectVideo: form.get('rejectVideo') === 'on',
    rejectGroup: form.get('rejectGroup') === 'on',
    when: when === 'outside-hours' ? 'outside-hours' : 'always',
    message: form.get('message').trim(),
  };
  return { values, body: { ...values, when } };
}

export function CallsPanel(p: {
  d: DeviceView;
  settings: CallSettings;
  refused?: { values: CallValues; issues: FieldIssues };
  saved: boolean;
}) {
  const t = useDashboard().var.t;
  const k = t.calls;
  const issues = p.refused?.issues ?? {};
  const values = p.refused?.values ?? p.settings;
  const here = `/dashboard/devices/${p.d.id}/calls`;
  return (
    <section id="device-calls" class="card" aria-labelledby="device-calls-title">
      <h2 id="device-calls-title">{k.title}</h2>
      <p class="hint">{k.intro}</p>
      {p.saved && (
        <p class="alert ok" role="status">
          {k.saved}
        </p>
      )}
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form
        action={here}
        novalidate
        data-hx-post={here}
        data-hx-target="#device-calls"
        data-hx-select="#device-calls"
        data-hx-swap="outerHTML"
      >
        <div class="checks field">
          <Checkbox name="rejectVoice" checked={values.rejectVoice}>
            {k.rejectVoice}
          </Checkbox>
          <Checkbox name="rejectVideo" checked={values.rejectVideo}>
            {k.rejectVideo}
          </Checkbox>
          <Checkbox name="rejectGroup" checked={values.rejectGroup}>
            {k.rejectGroup}
          </Checkbox>
          <p class="hint">{k.groupHint}</p>
        </div>
        <Select
          name="when"
          label={k.when}
          hint={k.whenHint}
          value={values.when}
          options={CALL_REJECT_WHEN.map((w) => ({ value: w, label: k.whenChoices[w] ?? w }))}
          issues={issues}
        />
        <TextArea name="message" label={k.message} hint={k.messageHint} value={values.message} rows={3} issues={issues} />
        <Button>{k.save}</Button>
      </Form>
    </section>
  );
}
