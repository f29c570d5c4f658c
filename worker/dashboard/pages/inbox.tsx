/**
 * The Inbox's own page: the list pane beside an empty conversation pane (`inbox-panes.tsx`).
 * Agents see this page; a conversation's page (`conversation-page.tsx`) is the same frame with one open.
 */
import { createDashboard } from '../env';
import { allow, inWorkspace, signedIn } from '../session';
import { loadInboxList } from './inbox-list';
import { InboxPanes } from './inbox-panes';

export const inboxRoutes = createDashboard()
  .use('/inbox', signedIn(), inWorkspace(), allow('inbox'))
  .get('/inbox', async (c) => {
    const list = await loadInboxList(c);
    c.status(list.issues ? 400 : 200);
    return c.render(<InboxPanes list={list} />, { title: c.var.t.inbox.title, active: 'inbox', unread: list.unread });
  });
