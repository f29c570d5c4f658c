/**
 * The parts of a broadcast's page: its progress (live: status, counts, failure reasons, and what
 * can be done now), its audience report (the rows not sent to, the merged duplicates), and its
 * recipients (live, by status).
 */
import type { BroadcastDetail, RecipientView } from '../../broadcasts/views';
import { Badge, type Column, FilterForm, Live, Pager, PostButton, Select, Table, useDashboard } from '../components';
import { storedText } from '../forms';

const STATUS_TONE: Record<string, string> = { SCHEDULED: 'wait', SENDING: 'ok', PAUSED: 'warn', COMPLETED: 'plain', CANCELLED: 'bad' };
const RECIPIENT_TONE: Record<string, string> = {
  QUEUED: 'wait',
  IN_FLIGHT: 'wait',
  SENT: 'ok',
  FAILED: 'bad',
  SKIPPED: 'plain',
  CANCELLED: 'plain',
};
const COUNT_KEYS = ['sent', 'delivered', 'read', 'replied', 'failed', 'skipped', 'queued', 'inFlight', 'cancelled'] as const;

export function StatusBadge({ status }: { status: string }) {
  const b = useDashboard().var.t.broadcasts;
  return <Badge label={b.statuses[status] ?? status} tone={STATUS_TONE[status] ?? 'plain'} />;
}

/** Milliseconds as a person reads a gap: "4 s", "20 ms". */
function duration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}

/** The part of a broadcast's page that moves: status, counts, failure reasons, and what can be done now. */
export function ProgressPanel({ d }: { d: BroadcastDetail }) {
  const b = useDashboard().var.t.broadcasts;
  const { counts } = d;
  const done = counts.sent + counts.failed + counts.skipped + counts.cancelled;
  const ended = d.status === 'COMPLETED' || d.status === 'CANCELLED';
  const here = `/dashboard/broadcasts/${d.id}`;
  return (
    <Live id="broadcast-progress" as="section" class="card" on={`broadcast:${d.id}`} from={here} aria-live="polite">
      <p>
        <StatusBadge status={d.status} /> {d.status === 'PAUSED' && d.pausedReason && <span>{b.pausedReasons[d.pausedReason]}</span>}
      </p>
      <p>
        <label for="broadcast-bar">{b.progress}</label>: <strong id="broadcast-sent">{b.ofTotal(counts.sent, counts.total)}</strong>{' '}
        {b.counts.sent.toLowerCase()}
      </p>
      <progress id="broadcast-bar" class="full" max={Math.max(counts.total, 1)} value={done} />
      <dl class="facts counts">
        {COUNT_KEYS.map((key) => (
          <>
            <dt>{b.counts[key]}</dt>
            <dd data-count={key}>{counts[key]}</dd>
          </>
        ))}
      </dl>
      <p class="muted">
        {b.paceText(duration(d.pace.paceMinMs), duration(d.pace.paceMaxMs))}. {b.today(d.pace.startedToday, d.pace.dailyCap)}.{' '}
        <a href={`/dashboard/broadcasts/pace/${d.deviceId}`}>{b.settings.link}</a>
      </p>
      {d.failures.length > 0 && (
        <>
          <h3>{b.failures}</h3>
          <ul class="failures">
            {d.failures.map((f) => (
              <li>
                <strong>{f.count}</strong> × {f.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      {!ended && (
        <div class="actions">
          {d.status === 'PAUSED' ? (
            <PostButton action={`${here}/resume`} label={b.resume} kind="primary" />
          ) : (
            <PostButton action={`${here}/pause`} label={b.pause} />
          )}
          <PostButton action={`${here}/cancel`} label={b.cancel} confirm={b.cancelConfirm} kind="danger" />
        </div>
      )}
    </Live>
  );
}

/** One list of the audience report (its bad rows, its merged duplicates): a titled table with its count. */
function ReportRows<R>(p: { id: string; title: string; count: string; rows: readonly R[]; columns: readonly Column<R>[] }) {
  return (
    <>
      <h3 id={p.id}>{p.title}</h3>
      <p>{p.count}</p>
      <div class="table-wrap">
        <Table<R> rows={p.rows} empty="" labelledBy={p.id} columns={p.columns} />
      </div>
    </>
  );
}

type BadRow = BroadcastDetail['audience']['badRows'][number];
type Duplicate = BroadcastDetail['audience']['duplicates'][number];

export function AudiencePanel({ d }: { d: BroadcastDetail }) {
  const c = useDashboard();
  const b = c.var.t.broadcasts;
  const a = d.audience;
  /** A row as a person finds it: "Baris 7" for a CSV line, else the API's reference (recipients[6], contact ctc_…). */
  const rowRef = (r: { line: number | null; ref: string }) => (r.line === null ? r.ref : `${b.row} ${r.line}`);
  const source =
    a.source === 'csv' ? b.fromFile(a.fileName ?? 'CSV') : a.source === 'labels' ? b.fromLabels((a.labels ?? []).join(', ')) : b.fromList;
  const badRows: Column<BadRow>[] = [
    { label: b.row, cell: rowRef },
    { label: b.reason, wrap: true, cell: (r) => storedText(r.reason, 'said' in r ? r.said : undefined, c.var.lang) },
  ];
  const duplicates: Column<Duplicate>[] = [
    { label: b.row, cell: rowRef },
    { label: b.phone, cell: (r) => r.phone },
    { label: b.mergedInto, cell: (r) => r.mergedInto.replace(/^line /, `${b.row} `) },
  ];
  return (
    <section class="card" id="broadcast-audience">
      <h2>{b.audience}</h2>
      <p>{source}</p>
      {a.badRowCount > 0 && (
        <ReportRows id="bad-rows-title" title={b.badRows} count={b.badRowsCount(a.badRowCount)} rows={a.badRows} columns={badRows} />
      )}
      {a.duplicateCount > 0 && (
        <ReportRows
          id="duplicates-title"
          title={b.duplicates}
          count={b.duplicatesCount(a.duplicateCount)}
          rows={a.duplicates}
          columns={duplicates}
        />
      )}
    </section>
  );
}

export function RecipientsPanel({
  id,
  items,
  next,
  status,
}: {
  id: string;
  items: RecipientView[];
  next: string | null;
  status: string | undefined;
}) {
  const t = useDashboard().var.t;
  const b = t.broadcasts;
  return (
    <Live id="broadcast-recipients" as="section" on={`broadcast:${id}`}>
      <h2>{b.recipients}</h2>
      <FilterForm action={`/dashboard/broadcasts/${id}`} class="row">
        <Select
          name="status"
          label={t.common.status}
          value={status}
          options={[{ value: '', label: t.common.all }, ...Object.entries(b.recipientStatus).map(([value, label]) => ({ value, label }))]}
        />
      </FilterForm>
      <div class="table-wrap">
        <Table
          rows={items}
          empty=""
          rowAttributes={(r) => ({ 'data-recipient': r.position, 'data-status': r.status })}
          columns={[
            { label: '#', cell: (r) => (r.line === null ? r.position + 1 : `${b.row} ${r.line}`) },
            { label: b.phone, cell: (r) => r.phone },
            { label: t.common.name, cell: (r) => r.name ?? '' },
            {
              label: t.common.status,
              cell: (r) => <Badge label={b.recipientStatus[r.status] ?? r.status} tone={RECIPIENT_TONE[r.status] ?? 'plain'} />,
            },
            { label: b.reason, wrap: true, cell: (r) => r.reason ?? '' },
          ]}
        />
      </div>
      <Pager next={next} />
    </Live>
  );
}
