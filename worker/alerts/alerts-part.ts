/**
 * The alerts' part of a device's Durable Object. It follows the device's status changes (inside
 * their transaction, so an incident is never lost to a restart), raises an incident when it falls
 * due (a logout by WhatsApp at once, a disconnection after the workspace's wait: the banner, and one
 * WhatsApp message and one email waiting to go, in one transaction), and sends those by the
 * object's alarm: each attempt marked in storage before it is awaited, tried again with backoff,
 * given up after `MAX_ATTEMPTS`, and dropped once the device is connected again. Each alert goes
 * once per incident.
 */
import { errorMessage } from '../../protocol';
import type { StatusEvents } from '../kernel/device-state';
import { type DeviceIdentity, type DeviceStateStore, viewOf } from '../kernel/device-state';
import type { WatchEvents } from '../kernel/watchers';
import type { Wakeable } from '../shared/alarms';
import type { D1Mirror } from '../shared/d1-mirror';
import type { Db } from '../shared/db';
import type { Emitter, Subscriber } from '../shared/domain-events';
import type { FollowUpEvents } from '../shared/follow-up';
import type { Clock } from '../shared/time';
import { ALERT_MIRROR } from './alert-mirror';
import { alertText } from './alert-text';
import { DEFAULT_AFTER_MINUTES, incidentStep, MAX_ATTEMPTS, retryDelayMs } from './incident-policy';
import type { Alert, AlertStatus, Incident, IncidentStore } from './incident-store';
import { createRelinkLink, relinkUrl } from './relink-links';
import { sendingSettings } from './settings';
import type { Mailer } from './smtp';

/** How long an attempt may run (a send's wait, or an SMTP conversation) before it is taken up again. */
const ATTEMPT_LEASE_MS = 3 * 60_000;

type Settings = Awaited<ReturnType<typeof sendingSettings>>;
type Outcome = { status: 'SENT' | 'SKIPPED' | 'FAILED' | 'RETRY'; detail: string | null };

export type AlertsDeps = {
  store: IncidentStore;
  state: DeviceStateStore;
  mirror: D1Mirror;
  clock: Clock;
  events: Subscriber<StatusEvents & FollowUpEvents> & Emitter<WatchEvents>;
  waitUntil: (promise: Promise<unknown>) => void;
  db: Db;
  d1: D1Database;
  env: Pick<Env, 'DEVICE' | 'ADMIN_TOKEN'>;
  mailer: Mailer;
};

export class AlertsPart implements Wakeable {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly deps: AlertsDeps) {
    deps.events.on('status.changed', (change) => this.follow(change));
    deps.events.on('changes.committed', () => this.start());
  }

  /** The workspace's wait as this object last heard it. */
  private afterMs(): number {
    return this.deps.store.afterMs() ?? DEFAULT_AFTER_MINUTES * 60_000;
  }

  /** Inside the status change's transaction: the incident it opens or ends, and the banner's copy. */
  private follow(change: StatusEvents['status.changed']): void {
    const { store, state, mirror } = this.deps;
    const open = store.open();
    const step = incidentStep(change, open && { kind: open.kind, raised: open.raisedAt !== null }, this.afterMs());
    if (step.do === 'nothing') return;
    if (open && (step.do === 'end' || step.endOpen)) store.end(open.id, change.at);
    if (step.do === 'open') {
      const opened = store.openIncident(step.kind, change.at, step.dueAt);
      // Due now (a logout by WhatsApp): raised in this transaction, so the message that tells the
      // open pages of the status goes once the banner's copy is written too, and one read shows both.
      if (step.dueAt <= change.at) store.raise(opened.id, change.at);
    }
    const id = state.get().info?.id;
    if (id) mirror.mark(ALERT_MIRROR, id);
  }

  /** The workspace's wait changed: an incident not raised yet falls due by the new one. */
  changeWait(afterMs: number): void {
    const { store, state } = this.deps;
    state.transaction(() => {
      store.setAfterMs(afterMs);
      const open = store.open();
      if (open?.kind === 'disconnected' && open.raisedAt === null) store.reschedule(open.id, open.startedAt + afterMs);
    });
  }

  nextWake(): number | null {
    return this.deps.store.nextDue();
  }

  /** Starts what is due now (a logout is told at once); the alarm takes the rest. */
  private start(): void {
    const due = this.deps.store.nextDueAfterCommit();
    if (due !== null && due <= this.deps.clock.now()) this.deps.waitUntil(this.wake());
  }

  /** Runs what is due; one run at a time (a call during a run makes it go round once more). */
  wake(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.runDue();
      } while (this.again);
    })()
      .catch((error: unknown) => console.error('device alerts failed', errorMessage(error)))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async runDue(): Promise<void> {
    const { store, state, clock } = this.deps;
    const info = state.get().info;
    if (!info) return;
    let settings: Settings | undefined;
    const read = async () => {
      settings ??= await sendingSettings(this.deps.db, this.deps.env.ADMIN_TOKEN, info.workspaceId);
      return settings;
    };
    const due = store.dueIncident(clock.now());
    if (due) await this.raise(due, info, await read());
    const alerts = store.dueAlerts(clock.now());
    for (const alert of alerts) await this.deliver(alert, info, await read());
  }

  /** Raises the incident unless the workspace's wait (read again now) says it is not due yet. */
  private async raise(due: Incident, info: DeviceIdentity, settings: Settings): Promise<void> {
    const { store, state, mirror, events, clock } = this.deps;
    const afterMs = (settings?.afterMinutes ?? DEFAULT_AFTER_MINUTES) * 60_000;
    const raised = state.transaction(() => {
      const open = store.open();
      // The device may have come back while the settings were read.
      if (open?.id !== due.id || open.raisedAt !== null) return false;
      if (open.kind === 'disconnected' && open.startedAt + afterMs > clock.now()) {
        store.setAfterMs(afterMs);
        store.reschedule(open.id, open.startedAt + afterMs);
        return false;
      }
      store.raise(open.id, clock.now());
      mirror.mark(ALERT_MIRROR, info.id);
      return true;
    });
    if (!raised) return;
    // The banner is in D1 before the pages watching the device read it again.
    await mirror.flush();
    events.emit('device.changed', { device: viewOf(state.get()) });
  }

  private async deliver(alert: Alert, info: DeviceIdentity, settings: Settings): Promise<void> {
    const { store, clock } = this.deps;
    const incident = store.get(alert.incidentId);
    if (!incident || incident.endedAt !== null) {
      store.settle(alert.id, 'SKIPPED', 'the device was connected again first', null, clock.now());
      return;
    }
    store.begin(alert.id, clock.now() + ATTEMPT_LEASE_MS, clock.now());
    let outcome: Outcome;
    try {
      outcome =
        alert.channel === 'whatsapp' ? await this.byWhatsApp(incident, info, settings) : await this.byEmail(incident, info, settings);
    } catch (error) {
      outcome = { status: 'RETRY', detail: errorMessage(error).slice(0, 300) };
    }
    const now = clock.now();
    if (outcome.status !== 'RETRY') {
      store.settle(alert.id, outcome.status, outcome.detail, null, now);
      return;
    }
    const attempts = alert.attempts + 1;
    const [status, nextAt]: [AlertStatus, number | null] =
      attempts >= MAX_ATTEMPTS ? ['FAILED', null] : ['PENDING', now + retryDelayMs(attempts)];
    store.settle(alert.id, status, outcome.detail, nextAt, now);
  }

  /** A new one-time link for one message: its token and the URL that carries it. */
  private async link(info: DeviceIdentity, settings: NonNullable<Settings>): Promise<{ token: string; url: string }> {
    const token = await createRelinkLink(this.deps.db, { deviceId: info.id, workspaceId: info.workspaceId }, this.deps.clock.now());
    return { token, url: relinkUrl(settings.baseUrl, token) };
  }

  private subject(incident: Incident, info: DeviceIdentity) {
    return { device: info.name, phoneNumber: this.deps.state.get().phoneNumber, kind: incident.kind, since: incident.startedAt };
  }

  /** From another connected device of the workspace, to the owner's number. */
  private async byWhatsApp(incident: Incident, info: DeviceIdentity, settings: Settings): Promise<Outcome> {
    if (!settings?.phoneNumber) return { status: 'SKIPPED', detail: 'no WhatsApp number is set' };
    const { results } = await this.deps.d1
      .prepare(`SELECT id FROM devices WHERE workspace_id = ? AND status = 'CONNECTED' AND id <> ? ORDER BY updated_at DESC LIMIT 5`)
      .bind(info.workspaceId, info.id)
      .all<{ id: string }>();
    if (results.length === 0) return { status: 'RETRY', detail: 'no other device of the workspace is connected' };
    const link = await this.link(info, settings);
    const { text } = alertText(settings, this.subject(incident, info), link.url);
    // The sending device's inbox keeps the message without its link: an agent who reads that
    // conversation must not be able to link the device to a phone of their own.
    const shown = text.replace(link.token, '…');
    let last = '';
    for (const { id } of results) {
      const device = this.deps.env.DEVICE.get(this.deps.env.DEVICE.idFromName(id));
      const sent = await device.send(info.workspaceId, {
        phoneNumber: settings.phoneNumber,
        text: shown,
        content: { kind: 'text', text },
        source: 'DASHBOARD',
      });
      if (sent.ok) return { status: 'SENT', detail: `sent from ${id}` };
      last = `${id}: ${sent.message}`;
    }
    return { status: 'RETRY', detail: last.slice(0, 300) };
  }

  private async byEmail(incident: Incident, info: DeviceIdentity, settings: Settings): Promise<Outcome> {
    if (!settings?.email) return { status: 'SKIPPED', detail: 'no email address is set' };
    if (!settings.smtp) return { status: 'SKIPPED', detail: 'no mail server is set' };
    if (settings.passwordUnreadable) return { status: 'FAILED', detail: 'the stored SMTP password can no longer be read; type it again' };
    const mail = alertText(settings, this.subject(incident, info), (await this.link(info, settings)).url);
    await this.deps.mailer(settings.smtp, settings.password, { to: settings.email, ...mail });
    return { status: 'SENT', detail: null };
  }
}
