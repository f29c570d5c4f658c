/**
 * Messages: the workspace's message records with who each is with, their source (API, …), status,
 * what they say (a kind by its label, a deleted one as deleted) and times, by device, newest first,
 * paged. Agents see this page.
 */
import { z } from 'zod';
import { contactsByIds } from '../../contacts';
import { lastKind } from '../../inbox/conversation-store';
import { type DeviceRow, listDevices } from '../../kernel';
import { listMessageRecords } from '../../messages';
import { isGroupJid } from '../../messages/recipient';
import { cursorSchema } from '../../shared/cursor';
import { Badge, type Column, FilterForm, PagedTable, Select, Time, type Tone, useDashboard } from '../components';
import { createDashboard } from '../env';
import { queryValues, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { groupLabel } from './conversation-name';
import { MessagePreview } from './inbox-parts';
import { UndeliveredMark } from './undelivered-mark';

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
type Contacts = Awaited<ReturnType<typeof contactsByIds>>;

/** Who the message is with: the contact's name and number, a group's subject (else "Group …567890"), never a raw `…@g.us`. */
function With({ contact }: { contact: { phoneNumber: string; name: string | null } | undefined }) {
  const i = useDashboard().var.t.inbox;
  if (!contact) return null;
  if (isGroupJid(contact.phoneNumber)) return <span data-contact>{contact.name ?? groupLabel(contact.phoneNumber, i.group)}</span>;
  return (
    <span data-contact>
      {contact.name ? (
        <>
          {contact.name} <span class="muted">{contact.phoneNumber}</span>
        </>
      ) : (
        contact.phoneNumber
      )}
    </span>
  );
}

function MessagesPage(p: {
  deviceId: string | undefined;
  devices: readonly DeviceRow[];
  rows: readonly Row[];
  contacts: Contacts;
  next: string | null;
}) {
  const { t } = useDashboard().var;
  const m = t.messages;
  const deviceName = new Map(p.devices.map((d) => [d.id, d.name]));
  const columns: Column<Row>[] = [
    { label: t.common.time, cell: (r) => <Time at={r.createdAt} /> },
    { label: t.common.device, cell: (r) => deviceName.get(r.deviceId) ?? r.deviceId },
    { label: m.contact, cell: (r) => <With contact={p.contacts.get(r.contactId)} />, wrap: true },
    { label: m.direction, cell: (r) => m.directions[r.direction] },
    { label: m.source, cell: (r) => <Badge tone={SOURCE_TONE[r.source] ?? 'wait'} label={m.sources[r.source] ?? r.source} /> },
    {
      label: t.common.status,
      cell: (r) => (
        <>
          <Badge tone={STATUS_TONE[r.status] ?? 'plain'} label={m.recordStatus[r.status] ?? r.status} />
          {r.undeliveredAt !== null && (
            <>
              {' '}
              <UndeliveredMark m={r} />
            </>
          )}
        </>
      ),
      wrap: true,
    },
    {
      label: m.content,
      cell: (r) => <MessagePreview type={lastKind(r)} text={r.content} deleted={r.deletedAt !== null} max={300} />,
      wrap: true,
    },
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
    const contacts = await contactsByIds(
      db,
      ws,
      page1.rows.map((r) => r.contactId),
    );
    c.status(checked.ok ? 200 : 400);
    const page = <MessagesPage deviceId={raw.deviceId} devices={devices} rows={page1.rows} contacts={contacts} next={page1.nextCursor} />;
    return c.render(page, {
      title: c.var.t.messages.title,
      active: 'messages',
    });
  });
