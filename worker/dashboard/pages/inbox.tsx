/**
 * The Inbox: the workspace's conversations, newest activity first, searched and filtered (mine,
 * unassigned, open, resolved, by device), refreshed live as the devices tell of new messages.
 * Agents see this page. The list reads the same function as GET /admin/workspaces/:ws/conversations.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { type DeviceRow, listDevices } from '../../devices';
import { listConversations } from '../../inbox';
import { listMembers } from '../../members';
import { cursorSchema } from '../../shared/cursor';
import { FilterForm, Live, LiveSources, Pager, Select, useDashboard } from '../components';
import { createDashboard, type DashboardEnv } from '../env';
import { validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { ConversationItem, type ConversationLine } from './inbox-parts';

const querySchema = z.object({
  q: z.string().max(100).optional(),
  status: z.enum(['open', 'resolved']).optional(),
  assignee: z.string().max(64).optional(),
  deviceId: z.string().max(64).optional(),
  cursor: cursorSchema.optional(),
});
const FILTERS = ['q', 'status', 'assignee', 'deviceId', 'cursor'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

type InboxProps = {
  /** The filters as they came in the URL (shown again as chosen). */
  filters: Filters;
  devices: DeviceRow[];
  members: { accountId: string; name: string }[];
  lines: (ConversationLine & { deviceName: string })[];
  next: string | null;
  me: string | undefined;
};

function InboxPage({ filters, devices, members, lines, next, me }: InboxProps) {
  const t = useDashboard().var.t;
  const i = t.inbox;
  const names = new Map(members.map((m) => [m.accountId, m.name]));
  return (
    <>
      <p>{i.intro}</p>
      <LiveSources devices={devices.map((d) => d.id)} via="inbox" />
      <FilterForm action="/dashboard/inbox" class="card row filters" role="search">
        <div class="field">
          <label for="f-q">{i.search}</label>
          <input id="f-q" name="q" type="search" value={filters.q ?? ''} />
        </div>
        <Select
          name="status"
          label={i.status}
          value={filters.status}
          options={[
            { value: '', label: t.common.all },
            { value: 'open', label: i.open },
            { value: 'resolved', label: i.resolved },
          ]}
        />
        <Select
          name="assignee"
          label={i.assignee}
          value={filters.assignee}
          options={[
            { value: '', label: i.anyone },
            ...(me ? [{ value: 'mine', label: i.mine }] : []),
            { value: 'unassigned', label: i.unassigned },
            ...members.map((m) => ({ value: m.accountId, label: m.name })),
          ]}
        />
        <Select
          name="deviceId"
          label={t.common.device}
          value={filters.deviceId}
          options={[{ value: '', label: i.anyDevice }, ...devices.map((d) => ({ value: d.id, label: d.name }))]}
        />
      </FilterForm>
      <Live id="inbox-list" as="section" on="conversation" aria-live="polite" aria-label={i.title}>
        {lines.length === 0 ? (
          <p class="muted">{i.empty}</p>
        ) : (
          <ul class="conversations">
            {lines.map((line) => (
              <ConversationItem conv={line} members={names} deviceName={line.deviceName} />
            ))}
          </ul>
        )}
      </Live>
      <Pager next={next} />
    </>
  );
}

async function inboxPage(c: Context<DashboardEnv>) {
  const { db } = c.var;
  const ws = c.var.viewer.workspace.id;
  const filters: Filters = Object.fromEntries(FILTERS.map((k) => [k, c.req.query(k) || undefined]).filter(([, v]) => v !== undefined));
  const checked = validate(querySchema, filters, c.var.lang);
  const query = checked.ok ? checked.value : {};
  const me = c.var.viewer.session.account?.id;
  const assignee = query.assignee === 'mine' ? (me ?? 'nobody') : query.assignee;
  const [devices, members, list] = await Promise.all([
    listDevices(db, ws),
    listMembers(db, ws),
    listConversations(db, ws, {
      limit: 50,
      q: query.q,
      deviceId: query.deviceId,
      status: query.status === 'open' ? 'OPEN' : query.status === 'resolved' ? 'RESOLVED' : undefined,
      assignee,
      cursor: query.cursor,
    }),
  ]);
  const deviceNames = new Map(devices.map((d) => [d.id, d.name]));
  const lines = list.rows.map((r) => ({
    ...r,
    phoneNumber: r.contact,
    lastMessage: { text: r.lastMessageText, source: r.lastSource, at: r.lastMessageAt, type: r.lastType, memberId: r.lastMemberId },
    deviceName: deviceNames.get(r.deviceId) ?? r.deviceId,
  }));
  c.status(checked.ok ? 200 : 400);
  return c.render(<InboxPage filters={filters} devices={devices} members={members} lines={lines} next={list.nextCursor} me={me} />, {
    title: c.var.t.inbox.title,
    active: 'inbox',
  });
}

export const inboxRoutes = createDashboard()
  .use('/inbox', signedIn(), inWorkspace(), allow('inbox'))
  .get('/inbox', (c) => inboxPage(c));
