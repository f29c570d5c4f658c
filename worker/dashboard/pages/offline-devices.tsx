/** The inbox's notice of its devices that are not connected (`inbox-list.tsx`, `conversation-page.tsx`). */
import type { DeviceRow } from '../../kernel';
import { can } from '../../members';
import { Live, useDashboard } from '../components';

/**
 * The devices of the inbox that are not connected, said before anyone types a reply that cannot go
 * out: every such device above the list, or only the open conversation's device (`only`) in its
 * pane. Refreshed live as a device's status changes; empty while all are connected. `live={false}`:
 * inside another live region that also reads it again on `device` (the list's: one read, not two).
 */
export function OfflineDevices(p: { devices: readonly DeviceRow[]; only?: string; id: string; live?: boolean }) {
  const c = useDashboard();
  const { t } = c.var;
  const offline = p.devices.filter((d) => d.status !== 'CONNECTED' && (p.only === undefined || d.id === p.only));
  const mayOpen = can(c.var.viewer.standing, 'devices');
  return (
    <Live id={p.id} on="device" live={p.live ?? true} class="offline-devices" aria-live="polite">
      {offline.map((d) => (
        <p class="alert warn" data-offline-device={d.id}>
          {t.desk.offline(d.name, t.status[d.status as keyof typeof t.status] ?? d.status)}{' '}
          {mayOpen && <a href={`/dashboard/devices/${d.id}`}>{t.desk.offlineLink}</a>}
        </p>
      ))}
    </Live>
  );
}
