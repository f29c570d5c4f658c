/** Developer → Request log: every request made with the workspace's keys, newest first, by key and status, paged. */
import { z } from 'zod';
import { type ApiKeyRow, listApiKeys } from '../../api-keys';
import { listDevices } from '../../kernel';
import { listRequestLog } from '../../request-log';
import { cursorSchema } from '../../shared/cursor';
import { decimalQuery } from '../../shared/fields';
import { Badge, type Column, Field, FilterForm, PagedTable, Select, Time, useDashboard } from '../components';
import { createDashboard } from '../env';
import { type FieldIssues, queryValues, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';

const querySchema = z.object({
  keyId: z.string().max(64).optional(),
  status: decimalQuery(100, 599).optional(),
  cursor: cursorSchema.optional(),
});

const statusTone = (status: number) => (status < 300 ? 'ok' : status < 500 ? 'warn' : 'bad');

type Row = Awaited<ReturnType<typeof listRequestLog>>['rows'][number];

type LogProps = {
  /** The filter as asked (shown again as it was typed), and its issues. */
  filter: { keyId?: string | undefined; status?: string | undefined };
  issues: FieldIssues;
  keys: readonly ApiKeyRow[];
  deviceName: ReadonlyMap<string, string>;
  rows: readonly Row[];
  next: string | null;
};

/**
 * The status filter: a number with a placeholder (Field has none yet), so written out here with
 * the same id, error and ties to it as a Field's.
 */
function StatusFilter({ value, issues }: { value: string | undefined; issues: FieldIssues }) {
  const r = useDashboard().var.t.requestLog;
  return (
    <Field
      name="status"
      label={r.statusLabel}
      issues={issues}
      type="number"
      min={100}
      max={599}
      inputmode="numeric"
      value={value}
      placeholder={r.anyStatus}
    />
  );
}

function RequestLogPage(p: LogProps) {
  const { t } = useDashboard().var;
  const r = t.requestLog;
  const keyName = new Map(p.keys.map((k) => [k.id, k.name]));
  const columns: Column<Row>[] = [
    { label: t.common.time, cell: (row) => <Time at={row.createdAt} /> },
    { label: r.key, cell: (row) => keyName.get(row.keyId) ?? row.keyId },
    { label: r.method, cell: (row) => <code>{row.method}</code> },
    { label: r.path, cell: (row) => <code>{row.path}</code>, wrap: true },
    { label: t.common.status, cell: (row) => <Badge tone={statusTone(row.status)} label={String(row.status)} /> },
    { label: r.duration, cell: (row) => r.ms(row.durationMs) },
    { label: t.common.device, cell: (row) => (row.deviceId ? (p.deviceName.get(row.deviceId) ?? row.deviceId) : '—') },
  ];
  return (
    <>
      <p>{r.intro}</p>
      <FilterForm action="/dashboard/developer/request-log">
        <Select
          name="keyId"
          label={r.key}
          value={p.filter.keyId}
          options={[{ value: '', label: r.anyKey }, ...p.keys.map((k) => ({ value: k.id, label: `${k.name} (${k.prefix}…)` }))]}
        />
        <StatusFilter value={p.filter.status} issues={p.issues} />
      </FilterForm>
      <PagedTable columns={columns} rows={p.rows} empty={r.empty} next={p.next} />
    </>
  );
}

export const requestLogPages = createDashboard()
  .use('/developer/request-log', signedIn(), inWorkspace(), allow('developer'))
  .get('/developer/request-log', async (c) => {
    const { db } = c.var;
    const ws = c.var.viewer.workspace.id;
    const raw = queryValues(c, ['keyId', 'status', 'cursor']);
    const checked = validate(querySchema, raw, c.var.lang);
    const filter = checked.ok ? checked.value : {};
    const [keys, devices, log] = await Promise.all([
      listApiKeys(db, ws),
      listDevices(db, ws),
      listRequestLog(db, ws, { limit: 50, ...filter }),
    ]);
    c.status(checked.ok ? 200 : 400);
    return c.render(
      <RequestLogPage
        filter={raw}
        issues={checked.ok ? {} : checked.issues}
        keys={keys}
        deviceName={new Map(devices.map((d) => [d.id, d.name]))}
        rows={log.rows}
        next={log.nextCursor}
      />,
      { title: c.var.t.requestLog.title, active: 'request-log' },
    );
  });
