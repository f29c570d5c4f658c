/**
 * Linking by pairing code, on the device page and on the re-link page an owner's alert opens: shown
 * while the device waits for a link, or once a code was asked for (then it stays put: the code is
 * this page's, and a refresh of the device must not take it away).
 */
import type { DeviceView } from '../../kernel';
import { Button, Field, Form, IssueSummary, Live, useDashboard } from '../components';
import type { FieldIssues } from '../forms';

export type Pairing = { code?: string; phoneNumber?: string; issues?: FieldIssues };

type PairingPanelProps = {
  d: DeviceView;
  o: Pairing;
  /** The live region's id, and the page it refreshes from. */
  id: string;
  from: string;
  /** Where the form posts the phone number. */
  action: string;
  /** The form's CSRF token, for a page without a signed-in session (the re-link page). */
  token?: string;
};

export function PairingPanel({ d, o, id, from, action, token }: PairingPanelProps) {
  const t = useDashboard().var.t;
  const issues = o.issues ?? {};
  // Whenever the device is not linked and may still be (a logged-out one is linked again first).
  const shown = (d.status !== 'CONNECTED' && d.status !== 'LOGGED_OUT') || o.code;
  return (
    <Live id={id} on="device" from={from} live={!o.code}>
      {shown && (
        <section class="card">
          <h2>{t.devices.pairingTitle}</h2>
          {o.code && (
            <p>
              {t.devices.pairingCode}:{' '}
              <strong class="code" id="pairing-code">
                {o.code}
              </strong>
            </p>
          )}
          <p class="hint">{t.devices.pairingHint}</p>
          <IssueSummary issues={issues} text={t.common.fixErrors} />
          <Form action={action} token={token} novalidate>
            <Field
              name="phoneNumber"
              label={t.devices.phone}
              issues={issues}
              type="tel"
              value={o.phoneNumber}
              inputmode="numeric"
              required
              preserve
            />
            <Button kind="secondary">{t.devices.pairingSubmit}</Button>
          </Form>
        </section>
      )}
    </Live>
  );
}
