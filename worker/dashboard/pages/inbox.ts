/**
 * The Inbox: the workspace's conversations, newest activity first, searched and filtered (mine,
 * unassigned, open, resolved, by device), refreshed live as the devices tell of new messages.
 * Agents see this page. The list reads the same function as GET /admin/workspaces/:ws/conversations.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { listDevices } from '../../devices';
import { listConversations } from '../../inbox';
import { listMembers } from '../../members';
import { cursorSchema } from '../../shared/cursor';
import { createDashboard, type DashboardEnv } from '../env';
import { validate } from '../forms';
import { page } from '../layout';
import { allow, inWorkspace, signedIn } from '../session';
import { pager } from '../ui';
import { conversationLine, watchDevices } from './inbox-parts';

const querySchema = z.object({
  q: z.string().max(100).optional(),
  status: z.enum(['open', 'resolved']).optional(),
  assignee: z.string().max(64).optional(),
  deviceId: z.string().max(64).optional(),
  cursor: cursorSchema.optional(),
});

const option = (value: string, label: string, chosen: string | undefined) =>
  html`<option value="${value}"${value === (chosen ?? '') ? html` selected` : ''}>${label}</option>`;

async function inboxPage(c: Context<DashboardEnv>) {
  const { t, db } = c.var;
  const ws = c.var.viewer.workspace.id;
  const i = t.inbox;
  const raw = Object.fromEntries(
    ['q', 'status', 'assignee', 'deviceId', 'cursor'].map((k) => [k, c.req.query(k) || undefined]).filter(([, v]) => v !== undefined),
  ) as Record<string, string | undefined>;
  const checked = validate(querySchema, raw, c.var.lang);
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
  const names = new Map(members.map((m) => [m.accountId, m.name]));
  const deviceNames = new Map(devices.map((d) => [d.id, d.name]));
  const body = html`
    <p>${i.intro}</p>
    ${watchDevices(devices.map((d) => d.id))}
    <form method="get" action="/dashboard/inbox" class="card row filters" role="search">
      <div class="field"><label for="f-q">${i.search}</label><input id="f-q" name="q" type="search" value="${raw.q ?? ''}"></div>
      <div class="field"><label for="f-status">${i.status}</label><select id="f-status" name="status">
        ${option('', t.common.all, raw.status)}${option('open', i.open, raw.status)}${option('resolved', i.resolved, raw.status)}
      </select></div>
      <div class="field"><label for="f-assignee">${i.assignee}</label><select id="f-assignee" name="assignee">
        ${option('', i.anyone, raw.assignee)}${me ? option('mine', i.mine, raw.assignee) : ''}${option('unassigned', i.unassigned, raw.assignee)}
        ${members.map((m) => option(m.accountId, m.name, raw.assignee))}
      </select></div>
      <div class="field"><label for="f-deviceId">${t.common.device}</label><select id="f-deviceId" name="deviceId">
        ${option('', i.anyDevice, raw.deviceId)}${devices.map((d) => option(d.id, d.name, raw.deviceId))}
      </select></div>
      <div class="field" style="align-self:end;flex:0"><button type="submit" class="secondary">${t.common.filter}</button></div>
    </form>
    <section id="inbox-list" data-live aria-live="polite" aria-label="${i.title}">
      ${
        list.rows.length === 0
          ? html`<p class="muted">${i.empty}</p>`
          : html`<ul class="conversations">${list.rows.map((r) =>
              conversationLine(
                c,
                { ...r, phoneNumber: r.contact, lastMessage: { text: r.lastMessageText, source: r.lastSource, at: r.lastMessageAt } },
                names,
                deviceNames.get(r.deviceId) ?? r.deviceId,
              ),
            )}</ul>`
      }
    </section>
    ${pager(c, list.nextCursor)}`;
  return c.html(page(c, { title: i.title, active: 'inbox', body }), checked.ok ? 200 : 400);
}

export const inboxRoutes = createDashboard()
  .use('/inbox', signedIn(), inWorkspace(), allow('inbox'))
  .get('/inbox', (c) => inboxPage(c));
