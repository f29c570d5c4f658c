/**
 * Messages (until the next issue's inbox takes this place): the workspace's message records with
 * their source (API, …), status and times, by device, newest first, paged. Agents see this page.
 */
import { z } from 'zod';
import { type DeviceRow, listDevices } from '../../devices';
import { listMessageRecords } from '../../messages';
import { cursorSchema } from '../../shared/cursor';
import { Badge, type Column, FilterForm, PagedTable, Select, Time, type Tone, useDashboard } from '../components';
import { createDashboard } from '../env';
import { queryValues, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';

const querySchema = z.object({ deviceId: z.string().max(64).optional(), cursor: cursorSchema.optional() });
const SOURCE_TONE: Record<string, Tone> = { API: 'ok', CONTACT: 'plain' };
const STATUS_TONE: Record<string, Tone> = {
  FAILED: 'bad',
  PENDING: 'wait',
  READ: 'ok',
  DELIVERED: 'ok',
  PLAYED: 'ok',
  SENT: 'plain',
  RECEIVED: 'plain',
};

type Row = Awaited<ReturnType<typeof listMessageRecords>>['rows'][number];

function MessagesPage(p: { deviceId: string | undefined; devices: readonly DeviceRow[]; rows: readonly Row[]; next: string | null }) {
  const { t } = useDashboard().var;
  const m = t.messages;
  const deviceName = new Map(p.devices.map((d) => [d.id, d.name]));
  const columns: Column<Row>[] = [
    { label: t.common.time, cell: (r) => <Time at={r.createdAt} /> },
    { label: t.common.device, cell: (r) => deviceName.get(r.deviceId) ?? r.deviceId },
    { label: m.direction, cell: (r) => m.directions[r.direction] },
    { label: m.source, cell: (r) => <Badge tone={SOURCE_TONE[r.source] ?? 'wait'} label={m.sources[r.source] ?? r.source} /> },
    { label: t.common.status, cell: (r) => <Badge tone={STATUS_TONE[r.status] ?? 'plain'} label={m.recordStatus[r.status] ?? r.status} /> },
    { label: m.content, cell: (r) => (r.content.length > 300 ? `${r.content.slice(0, 300)}…` : r.content), wrap: true },
    { label: m.updated, cell: (r) => <Time at={r.updatedAt} /> },
  ];
  return (
    <>
      <p>{m.intro}</p>
      <FilterForm action="/dashboard/messages">
        <Select
          name="deviceId"
          label={t.common.device}
          value={p.deviceId}
          options={[{ value: '', label: m.anyDevice }, ...p.devices.map((d) => ({ value: d.id, label: d.name }))]}
        />
      </FilterForm>
      <PagedTable columns={columns} rows={p.rows} empty={m.empty} next={p.next} />
    </>
  );
}

export const messagesPages = createDashboard()
  .use('/messages', signedIn(), inWorkspace(), allow('inbox'))
  .get('/messages', async (c) => {
    const { db } = c.var;
    const ws = c.var.viewer.workspace.id;
    const raw = queryValues(c, ['deviceId', 'cursor']);
    const checked = validate(querySchema, raw, c.var.lang);
    const [devices, page1] = await Promise.all([
      listDevices(db, ws),
      listMessageRecords(db, ws, { limit: 50, ...(checked.ok ? checked.value : {}) }),
    ]);
    c.status(checked.ok ? 200 : 400);
    return c.render(<MessagesPage deviceId={raw.deviceId} devices={devices} rows={page1.rows} next={page1.nextCursor} />, {
      title: c.var.t.messages.title,
      active: 'messages',
    });
  });
