/** The webhook form: URL, events from the catalogue, the write-only HMAC key, and the retry policy with the waits it gives. */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { DEFAULT_RETRY, EVENT_NAMES, RETRY_STRATEGIES, type RetryPolicy } from '../../webhooks/config';
import { retryDelayMs } from '../../webhooks/retry';
import type { DashboardEnv } from '../env';
import type { FieldIssues, Form } from '../forms';
import { csrf, field, fieldErrors, type Html, issueSummary } from '../ui';

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
export function readWebhookForm(form: Form): {
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

export function webhookForm(
  c: Context<DashboardEnv>,
  o: { action: string; values: WebhookValues; issues: FieldIssues; hasKey: boolean; submit: string; deviceSelect?: Html },
): Html {
  const t = c.var.t;
  const { values, issues } = o;
  const wh = t.webhooks;
  return html`${issueSummary(issues, t.common.fixErrors)}
  <form method="post" action="${o.action}" class="card" data-retry novalidate>
    ${csrf(c)} ${o.deviceSelect ?? ''}
    ${field('url', wh.url, issues, { type: 'url', value: values.url, required: true, hint: wh.urlHint })}
    <fieldset class="checks${issues.events ? ' invalid' : ''}"${issues.events ? html` aria-describedby="f-events-error"` : ''}>
      <legend>${wh.events}</legend>
      ${EVENT_NAMES.map(
        (name) => html`<label><input type="checkbox" name="events" value="${name}"${values.events.includes(name) ? html` checked` : ''}>
          <span><code>${name}</code> <span class="muted">${wh.eventHelp[name] ?? ''}</span></span></label>`,
      )}
      ${fieldErrors('events', issues)}
    </fieldset>
    ${field('hmacKey', wh.hmacKey, issues, { type: 'password', autocomplete: 'new-password', hint: o.hasKey ? wh.hmacSet : wh.hmacHint })}
    ${o.hasKey ? html`<div class="checks"><label><input type="checkbox" name="removeHmacKey"> ${wh.hmacRemove}</label></div>` : ''}
    <fieldset>
      <legend>${wh.retry}</legend>
      <div class="row">
        ${field('retry.attempts', wh.attempts, issues, { type: 'number', value: values.retry.attempts, min: 1, max: 20, inputmode: 'numeric' })}
        ${field('retry.delaySeconds', wh.delaySeconds, issues, { type: 'number', value: values.retry.delaySeconds, min: 1, max: 3600, inputmode: 'numeric' })}
        <div class="field${issues['retry.strategy'] ? ' invalid' : ''}">
          <label for="f-retry-strategy">${wh.strategy}</label>
          <select id="f-retry-strategy" name="retry.strategy">
            ${RETRY_STRATEGIES.map((s) => html`<option value="${s}"${s === values.retry.strategy ? html` selected` : ''}>${wh.strategies[s]}</option>`)}
          </select>
          ${fieldErrors('retry.strategy', issues)}
        </div>
      </div>
      <p>${wh.schedule}: <output data-schedule data-none="${wh.noRetry}">${schedule(values.retry, wh.noRetry)}</output></p>
    </fieldset>
    <div class="checks"><label><input type="checkbox" name="enabled"${values.enabled ? html` checked` : ''}> ${wh.enabled}</label></div>
    <button type="submit">${o.submit}</button>
  </form>`;
}
