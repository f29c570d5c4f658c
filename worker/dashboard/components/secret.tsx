/**
 * A secret shown once (a new API key, an invite link): read-only, with a button that copies it
 * (the page's script copies the value of the element `data-copy` names).
 */
import { useDashboard } from './context';

export function Secret({ id, label, value }: { id: string; label: string; value: string }) {
  const t = useDashboard().var.t;
  return (
    <div class="secret">
      <input id={id} type="text" readonly value={value} aria-label={label} />
      <button type="button" data-copy={id} data-copied={t.common.copied}>
        {t.common.copy}
      </button>
    </div>
  );
}
