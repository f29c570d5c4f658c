/**
 * A device that is not connected, as its page says it: the reason in the viewer's words (the
 * session's own text kept beneath, for whoever runs the node), when the next attempt starts and a
 * button to make it now, and, when WhatsApp's name keeps failing to resolve, how to try Kurir
 * with the simulator instead.
 */
import type { DeviceView } from '../../kernel';
import { PostButton, useDashboard } from '../components';
import { reasonKey, SIMULATOR_HINT_AFTER } from '../device-reasons';

export function OfflineState({ d, now }: { d: DeviceView; now: number }) {
  const t = useDashboard().var.t;
  const o = t.offline;
  const key = d.reason ? reasonKey(d.reason) : null;
  const waiting = d.status === 'DISCONNECTED' && d.retryAt !== null;
  return (
    <div class="offline">
      {d.reason && key && (
        <>
          <p id="device-reason">{o.reasons[key]}</p>
          <p class="muted">
            {o.detail}: <code>{d.reason}</code>
          </p>
        </>
      )}
      {waiting && d.retryAt !== null && (
        <p id="device-retry">
          {o.retryingIn} <span data-countdown={String(d.retryAt)}>{Math.max(0, Math.ceil((d.retryAt - now) / 1000))}</span> {o.seconds}.{' '}
          {d.failedAttempts > 0 && <span class="muted">{o.failedAttempts(d.failedAttempts)}</span>}
        </p>
      )}
      {waiting && <PostButton action={`/dashboard/devices/${d.id}/retry`} label={o.tryNow} kind="primary" />}
      {key === 'unresolved' && d.failedAttempts >= SIMULATOR_HINT_AFTER && (
        <div class="hint" id="simulator-hint">
          <p>{o.simulatorHint}</p>
          <pre>KURIR_ENGINE=simulator npm start</pre>
        </div>
      )}
    </div>
  );
}
