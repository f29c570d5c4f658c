/**
 * The reply box's `/` picker (the composer fetches it as the agent types): the canned replies whose
 * shortcut starts with what follows `/`, then those whose text holds it, up to ten, each carrying
 * its text filled for THIS conversation's contact in `data-text`, ready to put in the reply box.
 * The conversation is read through its device's object for the viewer's workspace, so another
 * workspace's conversation is a 404 like any unknown one. A fragment, not a page.
 */
import type { Context } from 'hono';
import { fillVariables, type Variables } from '../../broadcasts/variables';
import { type CannedReplyRow, contactVariables, matchCannedReplies } from '../../canned-replies';
import { getContact } from '../../contacts';
import { unwrap } from '../../shared/outcome';
import type { DashboardEnv } from '../env';
import type { Catalogue } from '../i18n';
import { inbox, ws } from './conversation-page';

/** What the picker looks for at most: a shortcut is 32 characters, a fragment of text not much more. */
const QUERY_MAX = 100;
/** The preview under a shortcut: the start of its filled text, on one line. */
const PREVIEW_MAX = 120;

const preview = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_MAX ? `${line.slice(0, PREVIEW_MAX)}…` : line;
};

function Picker({ t, q, items }: { t: Catalogue; q: string; items: { row: CannedReplyRow; text: string }[] }) {
  // The composer's contract is a list of options (`ul`/`li`): the reply box keeps the focus and
  // points at the option chosen (aria-activedescendant), so an option is reached by the arrows, not Tab.
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the composer's listbox is this list (see above)
    <ul id="canned-replies" role="listbox" aria-label={t.canned.picker.label} class="canned-picker">
      {items.length === 0 ? (
        <li role="presentation" class="muted">
          {t.canned.picker.none(q)}
        </li>
      ) : (
        items.map(({ row, text }) => (
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above
          <li role="option" tabIndex={-1} id={`canned-${row.id}`} aria-selected="false" data-shortcut={row.shortcut} data-text={text}>
            <strong>/{row.shortcut}</strong> <span class="muted">{preview(text)}</span>
          </li>
        ))
      )}
    </ul>
  );
}

/** `GET /dashboard/inbox/:deviceId/:conversationId/canned?q=`: the picker's options for this conversation. */
export async function cannedPicker(c: Context<DashboardEnv>) {
  const deviceId = c.req.param('deviceId') ?? '';
  const conversationId = c.req.param('conversationId') ?? '';
  const q = (c.req.query('q') ?? '').slice(0, QUERY_MAX);
  const { conversation } = unwrap(await inbox(c, deviceId).conversation(ws(c), conversationId));
  const [contact, rows] = await Promise.all([getContact(c.var.db, ws(c), conversation.contactId), matchCannedReplies(c.var.db, ws(c), q)]);
  // A contact D1 has not copied yet is still its number.
  const vars: Variables = contact ? contactVariables(contact) : { phone: conversation.contact.split('@')[0] ?? '' };
  const items = rows.map((row) => ({ row, text: fillVariables(row.text, vars) }));
  return c.html(<Picker t={c.var.t} q={q.trim()} items={items} />);
}
