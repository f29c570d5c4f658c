/**
 * The Inbox as people work in it all day: the conversation list beside the open conversation
 * (and its contact panel), on a desktop; on a phone one pane at a time, the list or the
 * conversation with a way back. One frame for both routes (`/dashboard/inbox` and a
 * conversation's own URL), so a conversation's link works loaded directly, swapped in by htmx,
 * or without a script. The watch sockets of the workspace's devices are opened once, here, for
 * both panes' live regions; the alerts toggle is the page script's (hidden without it).
 */
import type { Child } from 'hono/jsx';
import { ASSET_PATHS } from '../assets';
import { LiveSources, useDashboard } from '../components';
import { type InboxList, ListPane } from './inbox-list';

/** The conversation pane before one is chosen (hidden on a phone, where the list is the page). */
function NoConversation() {
  const t = useDashboard().var.t;
  return (
    <section id="conversation-pane" class="conversation-pane" aria-label={t.desk.conversationLabel}>
      <div class="card pane-empty">
        <p>{t.desk.choose}</p>
        <p class="muted">{t.inbox.intro}</p>
      </div>
    </section>
  );
}

function AlertsToggle() {
  const d = useDashboard().var.t.desk;
  return (
    <div class="alerts-toggle" hidden data-alerts-toggle>
      <label>
        <input type="checkbox" data-alerts data-chime={ASSET_PATHS.chime} data-title={d.newMessage} aria-describedby="alerts-hint" />{' '}
        {d.alerts}
      </label>
      <p class="hint" id="alerts-hint">
        {d.alertsHint}
      </p>
    </div>
  );
}

/** `open`: the open conversation's pane (`conversation-page.tsx`), and its device, watched first. */
export function InboxPanes({ list, open }: { list: InboxList; open?: { deviceId: string; pane: Child } }) {
  const devices = [...(open ? [open.deviceId] : []), ...list.devices.map((d) => d.id)];
  return (
    <div class="inbox-panes" data-me={list.me ?? ''}>
      <LiveSources devices={devices} via="inbox" />
      <AlertsToggle />
      <ListPane list={list} />
      {open ? open.pane : <NoConversation />}
    </div>
  );
}
