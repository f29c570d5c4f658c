/** The webhook form: URL, events from the catalogue, the write-only HMAC key, and the retry policy with the waits it gives. */
import type { Child } from 'hono/jsx';
import { DEFAULT_RETRY, EVENT_NAMES, RETRY_STRATEGIES, type RetryPolicy } from '../../webhooks/config';
import { retryDelayMs } from '../../webhooks/retry';
import { Button, Checkbox, Field, FieldErrors, Form, IssueSummary, Select, useDashboard } from '../components';
import type { FieldIssues, Form as Posted } from '../forms';

export type WebhookValues = {
  url: string;
  events: string[];
  retry: { attempts: string; delaySeconds: string; strategy: string };
  enabled: boolean;
};

export const emptyValues: WebhookValues = {
  url: '',
  events: ['message.inbound', 'message.receipt'],
  retry: { attempts: String(DEFAULT_RETRY.attempts), delaySeconds: String(DEFAULT_RETRY.delaySeconds), strategy: DEFAULT_RETRY.strategy },
  enabled: true,
};

export function valuesOf(hook: { url: string; events: readonly string[]; retry: RetryPolicy; enabled: boolean }): WebhookValues {
  return {
    url: hook.url,
    events: [...hook.events],
    retry: { attempts: String(hook.retry.attempts), delaySeconds: String(hook.retry.delaySeconds), strategy: hook.retry.strategy },
    enabled: hook.enabled,
  };
}

/** What the form says, as typed (to show again), and in the API's shape (to check with its schema). */
export function readWebhookForm(form: Posted): {
  values: WebhookValues;
  input: Record<string, unknown>;
  hmacKey: string;
  removeKey: boolean;
} {
  const values: WebhookValues = {
    url: form.get('url'),
    events: form.all('events'),
    retry: { attempts: form.get('retry.attempts'), delaySeconds: form.get('retry.delaySeconds'), strategy: form.get('retry.strategy') },
    enabled: form.has('enabled'),
  };
  const number = (value: string) => (/^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value);
  const input = {
    url: values.url,
    events: values.events,
    retry: { attempts: number(values.retry.attempts), delaySeconds: number(values.retry.delaySeconds), strategy: values.retry.strategy },
    enabled: values.enabled,
  };
  return { values, input, hmacKey: form.get('hmacKey'), removeKey: form.has('removeHmacKey') };
}

/** The waits between attempts a policy gives, e.g. "2 s, 4 s, 8 s, 16 s". */
export function schedule(retry: WebhookValues['retry'], none: string): string {
  const attempts = Number(retry.attempts);
  const delaySeconds = Number(retry.delaySeconds);
  const strategy = RETRY_STRATEGIES.find((s) => s === retry.strategy);
  if (!strategy || !(attempts >= 1 && attempts <= 20) || !(delaySeconds >= 1 && delaySeconds <= 3600)) return '—';
  const waits = Array.from({ length: attempts - 1 }, (_, i) => `${retryDelayMs({ attempts, delaySeconds, strategy }, i + 1) / 1000} s`);
  return waits.length > 0 ? waits.join(', ') : none;
}

/** The retry policy's numbers and their bounds (the API's: `webhooks/config.ts`). */
const RETRY_NUMBERS = [
  { name: 'attempts', max: 20 },
  { name: 'delaySeconds', max: 3600 },
] as const;

export type WebhookFormProps = {
  action: string;
  values: WebhookValues;
  issues: FieldIssues;
  /** Whether the webhook has an HMAC key (never shown: only that one is set, and a box to remove it). */
  hasKey: boolean;
  submit: string;
  /** The device's field of a new webhook. */
  deviceSelect?: Child;
};

/** The form; the page's script finds it by `data-retry` to spell out the schedule as it is typed. */
export function WebhookForm({ action, values, issues, hasKey, submit, deviceSelect }: WebhookFormProps) {
  const t = useDashboard().var.t;
  const wh = t.webhooks;
  return (
    <>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action={action} class="card" data-retry="" novalidate>
        {deviceSelect}
        <Field name="url" label={wh.url} issues={issues} type="url" value={values.url} required hint={wh.urlHint} />
        <fieldset class={issues.events ? 'checks invalid' : 'checks'} aria-describedby={issues.events ? 'f-events-error' : undefined}>
          <legend>{wh.events}</legend>
          {EVENT_NAMES.map((name) => (
            <Checkbox name="events" value={name} checked={values.events.includes(name)}>
              <span>
                <code>{name}</code> <span class="muted">{wh.eventHelp[name]}</span>
              </span>
            </Checkbox>
          ))}
          <FieldErrors name="events" issues={issues} />
        </fieldset>
        <Field
          name="hmacKey"
          label={wh.hmacKey}
          issues={issues}
          type="password"
          autocomplete="new-password"
          hint={hasKey ? wh.hmacSet : wh.hmacHint}
        />
        {hasKey && (
          <div class="checks">
            <Checkbox name="removeHmacKey" checked={false}>
              {wh.hmacRemove}
            </Checkbox>
          </div>
        )}
        <fieldset>
          <legend>{wh.retry}</legend>
          <div class="row">
            {RETRY_NUMBERS.map(({ name, max }) => (
              <Field
                name={`retry.${name}`}
                label={wh[name]}
                issues={issues}
                type="number"
                value={values.retry[name]}
                min={1}
                max={max}
                inputmode="numeric"
              />
            ))}
            <Select
              name="retry.strategy"
              label={wh.strategy}
              issues={issues}
              value={values.retry.strategy}
              options={RETRY_STRATEGIES.map((s) => ({ value: s, label: wh.strategies[s] }))}
            />
          </div>
          <p>
            {wh.schedule}:{' '}
            <output data-schedule="" data-none={wh.noRetry}>
              {schedule(values.retry, wh.noRetry)}
            </output>
          </p>
        </fieldset>
        <div class="checks">
          <Checkbox name="enabled" checked={values.enabled}>
            {wh.enabled}
          </Checkbox>
        </div>
        <Button>{submit}</Button>
      </Form>
    </>
  );
}
