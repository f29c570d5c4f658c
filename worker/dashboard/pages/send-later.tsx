/**
 * The reply box's "send later": a date and time in the viewer's zone, and a Schedule button. A
 * reply posted with a time is scheduled (as the API's `sendAt`) rather than sent; pressing Send
 * sends it now whatever the time field holds. The scheduled reply shows in the thread until it goes.
 */
import { Button, Field, useDashboard } from '../components';
import type { FieldIssues } from '../forms';
import { zonedToUtc } from './zoned-time';

/** The composer's button value that sends now (the Schedule button's is `later`). */
export const SEND_NOW = 'now';

export function SendLater({ value, issues }: { value: string | undefined; issues: FieldIssues | undefined }) {
  const { t, timeZone } = useDashboard().var;
  const s = t.schedule;
  return (
    // Open when it holds a time, or a refusal of one (a closed fold would hide it).
    <details class="send-later" open={Boolean(value) || (issues?.sendAt?.length ?? 0) > 0}>
      <summary>{s.later}</summary>
      <Field name="sendAt" type="datetime-local" label={s.sendAt} hint={s.sendAtHint(timeZone)} value={value} issues={issues} />
      <Button kind="secondary" name="intent" value="later">
        {s.schedule}
      </Button>
    </details>
  );
}

/**
 * What the posted composer asks for: now (no time, or Send pressed), or a time as ISO 8601 UTC for
 * `sendAtSchema` to check; `missing` when Schedule was pressed without one, `bad` for no time at all.
 */
export function laterOf(
  form: { get(name: string): string },
  timeZone: string,
): { kind: 'now' } | { kind: 'later'; sendAt: string } | { kind: 'missing' | 'bad' } {
  const local = form.get('sendAt').trim();
  const intent = form.get('intent');
  if (intent === SEND_NOW || (local === '' && intent !== 'later')) return { kind: 'now' };
  if (local === '') return { kind: 'missing' };
  const at = zonedToUtc(local, timeZone);
  return at === null ? { kind: 'bad' } : { kind: 'later', sendAt: new Date(at).toISOString() };
}
