/**
 * The banner of a workspace's devices that WhatsApp logged out or that stayed disconnected past the
 * workspace's wait (`alerts/`), on every page of an owner or admin. A live region: a page that
 * follows a device reads it again when the device changes, so it goes the moment the device is
 * linked again.
 */
import type { ActiveAlert } from '../../alerts';
import { useDashboard } from './context';
import { Live } from './live';
import { Time } from './time';

export function AlertBanner({ alerts }: { alerts: readonly ActiveAlert[] }) {
  const b = useDashboard().var.t.alerts.banner;
  return (
    // Named (a landmark) only while it holds alerts: an empty region is noise to a screen reader.
    <Live id="alert-banner" on="device" replace as="section" aria-label={alerts.length > 0 ? b.label : undefined} aria-live="polite">
      {alerts.map((a) => (
        <p class="alert error" role="alert" data-alert-device={a.deviceId}>
          <strong>{a.kind === 'logged-out' ? b.loggedOut(a.name) : b.disconnected(a.name)}</strong>{' '}
          <span class="muted">
            {b.since} <Time at={a.since} />
          </span>{' '}
          <a href={`/dashboard/devices/${a.deviceId}`}>{a.kind === 'logged-out' ? b.open : b.check}</a>
        </p>
      ))}
    </Live>
  );
}
