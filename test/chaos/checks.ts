/**
 * What the chaos run checks once the faults stop, as figures (printed as a table) and problems
 * (each a broken guarantee, failing the run).
 */
import type { Receiver } from '../e2e/receiver';

export type StoredEvent = { id: string; seq: number; event: string; data: Record<string, unknown> };
export type Figures = Record<string, number>;
/** A send's final answer (-1: none before the deadline) and the distinct statuses it went through. */
export type SendOutcome = { n: number; status: number; answers: number[] };
type RecordRow = { id: string; status: string; content: string; messageId: string | null };

const bump = (figures: Figures, name: string, by = 1) => {
  figures[name] = (figures[name] ?? 0) + by;
};

/** The event logs: seq 1..N without gap, each id once, every accepted event once, status changes chained. */
export function checkEvents(
  stored: Map<string, StoredEvent[]>,
  accepted: { deviceId: string; id: string }[],
  currentStatus: Map<string, string>,
  figures: Figures,
  problems: string[],
): void {
  figures['events in GET /events'] = 0;
  figures['seq gaps or repeats'] = 0;
  figures['event ids twice'] = 0;
  figures['status events'] = 0;
  figures['status changes without their event'] = 0;
  const inboundCount = new Map<string, number>();
  for (const [deviceId, events] of stored) {
    bump(figures, 'events in GET /events', events.length);
    const ids = new Set<string>();
    events.forEach((e, i) => {
      if (e.seq !== i + 1) {
        bump(figures, 'seq gaps or repeats');
        if (figures['seq gaps or repeats'] === 1) problems.push(`device ${deviceId}: event #${i + 1} has seq ${e.seq}`);
      }
      if (ids.has(e.id)) bump(figures, 'event ids twice');
      ids.add(e.id);
      if (e.event === 'message.inbound') {
        const key = `${deviceId}/${String(e.data.id)}`;
        inboundCount.set(key, (inboundCount.get(key) ?? 0) + 1);
      }
    });
    let status: string | null = null;
    for (const e of events.filter((x) => x.event === 'device.status')) {
      bump(figures, 'status events');
      if (status !== null && e.data.previousStatus !== status) {
        bump(figures, 'status changes without their event');
        problems.push(
          `device ${deviceId}: a device.status event says previousStatus ${String(e.data.previousStatus)}, the one before said ${status}`,
        );
      }
      status = String(e.data.status);
    }
    const now = currentStatus.get(deviceId);
    if (status !== now) {
      bump(figures, 'status changes without their event');
      problems.push(`device ${deviceId} is ${now}, its last device.status event says ${status}`);
    }
  }
  if (figures['event ids twice']) problems.push(`${figures['event ids twice']} event ids appear twice in GET /events`);
  figures['inbound events accepted (201)'] = accepted.length;
  figures['accepted events missing'] = 0;
  figures['accepted events stored twice'] = 0;
  for (const a of accepted) {
    const n = inboundCount.get(`${a.deviceId}/${a.id}`) ?? 0;
    if (n === 0) bump(figures, 'accepted events missing');
    if (n > 1) bump(figures, 'accepted events stored twice');
  }
  figures['inbound events stored'] = [...inboundCount.values()].reduce((a, b) => a + b, 0);
  if (figures['accepted events missing'])
    problems.push(`${figures['accepted events missing']} accepted inbound events are not in GET /events`);
  if (figures['accepted events stored twice'])
    problems.push(`${figures['accepted events stored twice']} accepted inbound events are stored twice`);
}

/** A webhook got every event it subscribed to (after it existed) at least once; duplicates counted. */
export function checkWebhook(name: string, receiver: Receiver, expected: StoredEvent[], figures: Figures, problems: string[]): void {
  const ok = receiver.got.filter((r) => r.answered >= 200 && r.answered < 300);
  const unique = new Set(ok.map((r) => r.body.id));
  const lost = expected.filter((e) => !unique.has(e.id));
  const missing = lost.length;
  figures[`${name}: requests`] = receiver.got.length;
  figures[`${name}: answered 5xx`] = receiver.got.length - ok.length;
  figures[`${name}: events missing`] = missing;
  figures[`${name}: delivered more than once`] = ok.length - unique.size;
  if (missing > 0) {
    // Named, so a run that fails says which events to look for in the device's deliveries.
    const named = lost.slice(0, 5).map((e) => `${e.event} ${e.id} (seq ${e.seq})`);
    problems.push(`${name}: ${missing} of ${expected.length} events never delivered: ${named.join(', ')}`);
  }
}

/** Every accepted send is one record and one message at WhatsApp’s stand-in; nothing sent twice; nothing PENDING. */
export function checkSends(
  outcomes: SendOutcome[],
  records: RecordRow[],
  sentLog: { id: string }[],
  figures: Figures,
  problems: string[],
): void {
  const sentCount = new Map<string, number>();
  for (const line of sentLog) sentCount.set(line.id, (sentCount.get(line.id) ?? 0) + 1);
  const byContent = new Map<string, RecordRow[]>();
  for (const r of records) byContent.set(r.content, [...(byContent.get(r.content) ?? []), r]);
  for (const name of [
    'sends accepted (201)',
    'sends refused (502)',
    'sends without a final answer',
    'sends with ≠ 1 record',
    'accepted sends not exactly once at WhatsApp’s stand-in',
    'refused sends that went out (outcome was unknown)',
  ]) {
    figures[name] = 0;
  }
  for (const o of outcomes) {
    const recs = byContent.get(`chaos send ${o.n}`) ?? [];
    if (recs.length !== 1) {
      bump(figures, 'sends with ≠ 1 record');
      problems.push(`send ${o.n} (answers ${o.answers.join(' → ')}) has ${recs.length} records`);
    }
    const times = recs[0]?.messageId ? (sentCount.get(recs[0].messageId) ?? 0) : 0;
    if (o.status === 201) {
      bump(figures, 'sends accepted (201)');
      if (times !== 1) {
        bump(figures, 'accepted sends not exactly once at WhatsApp’s stand-in');
        problems.push(`send ${o.n} (answers ${o.answers.join(' → ')}) is at WhatsApp’s stand-in ${times} times`);
      }
    } else if (o.status === 502) {
      bump(figures, 'sends refused (502)');
      if (times > 0) bump(figures, 'refused sends that went out (outcome was unknown)');
    } else {
      bump(figures, 'sends without a final answer');
      problems.push(`send ${o.n} has no final answer (answers ${o.answers.join(' → ')})`);
    }
    if (o.answers.length > 1) bump(figures, `sends answered ${o.answers.join(' → ')}`);
  }
  figures['messages at WhatsApp’s stand-in'] = sentLog.length;
  figures['messages sent twice'] = [...sentCount.values()].filter((n) => n > 1).length;
  figures['records PENDING'] = records.filter((r) => r.status === 'PENDING').length;
  if (figures['messages sent twice']) problems.push(`${figures['messages sent twice']} messages went out twice`);
  if (figures['records PENDING']) problems.push(`${figures['records PENDING']} records are stuck PENDING`);
}

/** The figures as a two-column table. */
export function table(figures: Figures): string {
  const rows = Object.entries(figures);
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${String(v).padStart(7)}`).join('\n');
}
