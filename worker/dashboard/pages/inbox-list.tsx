/**
 * The Inbox's list pane: the workspace's conversations, newest activity first, searched and
 * filtered (mine, unassigned, waiting in a queue, open, resolved, by device, team or label),
 * refreshed live as the devices tell of new messages. Both the list page and an open conversation's
 * page show it, with the filters of their URL; it reads the same function as
 * GET /admin/workspaces/:ws/conversations.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { listConversations } from '../../inbox';
import { parseIds } from '../../inbox/label-ids';
import { type DeviceRow, listDevices } from '../../kernel';
import { type LabelRow, listLabels } from '../../labels';
import { labelIdSchema } from '../../labels/label-view';
import { listMembers } from '../../members';
import { cursorSchema } from '../../shared/cursor';
import { teamsStub } from '../../teams/desk-stub';
import { Button, FilterForm, Form, Live, Pager, Select, useDashboard } from '../components';
import type { DashboardEnv } from '../env';
import { type FieldIssues, validate } from '../forms';
import { ConversationItem, type ConversationLine } from './inbox-parts';
import { labelsById } from './labels';
import { OfflineDevices } from './offline-devices';

const querySchema = z.object({
  q: z.string().max(100).optional(),
  status: z.enum(['open', 'resolved']).optional(),
  assignee: z.string().max(64).optional(),
  deviceId: z.string().max(64).optional(),
  labelId: labelIdSchema.optional(),
  teamId: z.string().max(64).optional(),
  cursor: cursorSchema.optional(),
});
const FILTERS = ['q', 'status', 'assignee', 'deviceId', 'teamId', 'labelId', 'cursor'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

export type InboxList = {
  /** The filters as they came in the URL (shown again as chosen). */
  filters: Filters;
  /** The filters (and page) as a query string (`?status=open`, or empty): what the list's links and live reads keep. */
  search: string;
  issues: FieldIssues | null;
  devices: DeviceRow[];
  members: { accountId: string; name: string }[];
  /** The workspace's labels (filter, chips, the bulk form). */
  labels: LabelRow[];
  /** The workspace's teams (the team filter). */
  teams: { id: string; name: string }[];
  lines: (ConversationLine & { deviceName: string })[];
  next: string | null;
  me: string | undefined;
  /** Conversations of this page with unread messages (the tab's title says how many). */
  unread: number;
};

/** The list as the request's filters ask for it. */
export async function loadInboxList(c: Context<DashboardEnv>): Promise<InboxList> {
  const { db } = c.var;
  const ws = c.var.viewer.workspace.id;
  const filters: Filters = Object.fromEntries(FILTERS.map((k) => [k, c.req.query(k) || undefined]).filter(([, v]) => v !== undefined));
  const checked = validate(querySchema, filters, c.var.lang);
  const query = checked.ok ? checked.value : {};
  const me = c.var.viewer.session.account?.id;
  const assignee = query.assignee === 'mine' ? (me ?? 'nobody') : query.assignee;
  const labels = await listLabels(db, ws);
  // A label of another workspace (or deleted) filters nothing in: it is not one of this list's.
  const labelId =
    query.labelId && labels.some((l) => l.id === query.labelId) ? query.labelId : query.labelId ? 'lbl_00000000000000000000' : undefined;
  const [devices, members, teams, list] = await Promise.all([
    listDevices(db, ws),
    listMembers(db, ws),
    teamsStub(c.env, ws).teams(),
    listConversations(db, ws, {
      labelId,
      // A team of another workspace (or deleted) routed none of this workspace's conversations: nothing is in.
      teamId: query.teamId,
      limit: 50,
      q: query.q,
      deviceId: query.deviceId,
      status: query.status === 'open' ? 'OPEN' : query.status === 'resolved' ? 'RESOLVED' : undefined,
      assignee,
      cursor: query.cursor,
    }),
  ]);
  const deviceNames = new Map(devices.map((d) => [d.id, d.name]));
  const teamNames = new Map(teams.map((t) => [t.id, t.name]));
  const lines = list.rows.map((r) => ({
    ...r,
    phoneNumber: r.contact,
    labelIds: parseIds(r.labelIds),
    lastMessage: { text: r.lastMessageText, source: r.lastSource, at: r.lastMessageAt, type: r.lastType, memberId: r.lastMemberId },
    deviceName: deviceNames.get(r.deviceId) ?? r.deviceId,
    teamName: r.teamId ? (teamNames.get(r.teamId) ?? null) : null,
  }));
  const kept = new URLSearchParams(Object.entries(filters)).toString();
  return {
    filters,
    search: kept ? `?${kept}` : '',
    issues: checked.ok ? null : checked.issues,
    devices,
    members,
    labels,
    teams: teams.map((t) => ({ id: t.id, name: t.name })),
    lines,
    next: list.nextCursor,
    me,
    unread: lines.filter((l) => l.unreadCount > 0).length,
  };
}

export function ListPane({ list }: { list: InboxList }) {
  const t = useDashboard().var.t;
  const i = t.inbox;
  const { filters, devices, members, lines, me, labels, teams } = list;
  const names = new Map(members.map((m) => [m.accountId, m.name]));
  const byId = labelsById(labels);
  return (
    <section class="list-pane" aria-label={t.desk.listLabel}>
      {/* Folded on a phone unless a filter is on (the list comes first there); always shown from 900 px. */}
      <details class="list-filters" open={Object.keys(filters).some((k) => k !== 'cursor')}>
        <summary>{t.common.filter}</summary>
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
              { value: 'queued', label: i.queued },
              ...members.map((m) => ({ value: m.accountId, label: m.name })),
            ]}
          />
          <Select
            name="deviceId"
            label={t.common.device}
            value={filters.deviceId}
            options={[{ value: '', label: i.anyDevice }, ...devices.map((d) => ({ value: d.id, label: d.name }))]}
          />
          {(teams.length > 0 || filters.teamId) && (
            <Select
              name="teamId"
              label={i.team}
              value={filters.teamId}
              options={[{ value: '', label: i.anyTeam }, ...teams.map((team) => ({ value: team.id, label: team.name }))]}
            />
          )}
          <Select
            name="labelId"
            label={t.lbl.label}
            value={filters.labelId}
            options={[{ value: '', label: t.lbl.anyLabel }, ...labels.map((l) => ({ value: l.id, label: l.name }))]}
          />
        </FilterForm>
      </details>
      {labels.length > 0 && <BulkLabels labels={labels} back={`/dashboard/inbox${list.search}`} />}
      {/* Read again from the list's own URL, whichever conversation is open beside it. */}
      <Live
        id="inbox-list"
        as="section"
        on={['conversation', 'device']}
        from={`/dashboard/inbox${list.search}`}
        aria-live="polite"
        aria-label={i.title}
        data-unread={list.unread}
      >
        {/* Every device of the inbox that is not connected, said before a reply is refused. */}
        <OfflineDevices devices={devices} id="offline-devices" live={false} />
        {lines.length === 0 ? (
          <p class="muted">{i.empty}</p>
        ) : (
          <ul class="conversations">
            {lines.map((line) => (
              <ConversationItem
                conv={line}
                members={names}
                deviceName={line.deviceName}
                search={list.search}
                labels={byId}
                pickable={labels.length > 0}
              />
            ))}
          </ul>
        )}
      </Live>
      <Pager next={list.next} />
    </section>
  );
}

/**
 * The bulk action: the conversations ticked in the list (their checkboxes name this form) get a
 * label put on or taken off, through the same function as POST /conversations/labels.
 */
function BulkLabels({ labels, back }: { labels: readonly LabelRow[]; back: string }) {
  const l = useDashboard().var.t.lbl;
  return (
    <Form action="/dashboard/inbox-labels" id="bulk-labels" class="card bulk-labels">
      <input type="hidden" name="back" value={back} />
      <Select name="labelId" id="f-bulk-label" label={l.bulkLegend} options={labels.map((x) => ({ value: x.id, label: x.name }))} />
      <Button kind="secondary" name="action" value="add">
        {l.bulkAdd}
      </Button>
      <Button kind="secondary" name="action" value="remove">
        {l.bulkRemove}
      </Button>
    </Form>
  );
}
