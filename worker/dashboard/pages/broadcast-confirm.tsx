/**
 * The step between "Send" and a campaign that starts: how many recipients and about how long at the
 * device's pace, and a button that sends the form once more as confirmed. Rendered by the server
 * above the form as it was filled (the CSV and a checked file kept in it), so it works without
 * JavaScript and "Change something" is the form itself.
 */
import type { Estimate } from '../../broadcasts/estimate';
import { useDashboard } from '../components';

/** The form the confirmation sends (`form=`: the button stands outside it, above). */
export const BROADCAST_FORM_ID = 'broadcast-form';

export type Confirming = {
  /** Recipients who will be sent to (those who opted out left out). */
  recipients: number;
  estimate: Estimate;
  pace: { paceMinMs: number; paceMaxMs: number };
  scheduled: boolean;
};

export function ConfirmPanel({ c }: { c: Confirming }) {
  const t = useDashboard().var.t.campaigns.confirm;
  const e = c.estimate;
  const duration =
    e.kind === 'underMinute'
      ? t.duration.underMinute
      : e.kind === 'minutes'
        ? t.duration.minutes(e.minutes)
        : e.kind === 'hours'
          ? t.duration.hours(e.hours)
          : t.duration.days(e.days, e.perDay);
  const seconds = (ms: number) => Math.round(ms / 100) / 10;
  return (
    <section class="card confirm-step" id="broadcast-confirm" aria-labelledby="confirm-title">
      <h2 id="confirm-title">{t.title}</h2>
      <p class="confirm-summary">
        <strong>{t.recipients(c.recipients)}</strong>, {duration}.
      </p>
      <p class="hint">
        {t.pace(seconds(c.pace.paceMinMs), seconds(c.pace.paceMaxMs))} {c.scheduled && t.scheduled}
      </p>
      <div class="actions">
        <button type="submit" form={BROADCAST_FORM_ID} name="action" value="confirm">
          {t.yes}
        </button>
        <a class="button secondary" href={`#${BROADCAST_FORM_ID}`}>
          {t.change}
        </a>
      </div>
    </section>
  );
}
