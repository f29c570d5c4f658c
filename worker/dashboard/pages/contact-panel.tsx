/**
 * The contact panel beside an open conversation: who the customer is (name, number), their labels
 * and fields, whether broadcasts skip them, and their conversations on the workspace's other
 * devices, with links to each and to the contact's page where they are edited. A disclosure: from
 * 1,200 px the stylesheet shows it open as the conversation's side column; narrower, a button.
 */
import type { Context } from 'hono';
import { type ContactView, getContact, presentContact } from '../../contacts';
import { contactConversations } from '../../inbox';
import { isGroupJid } from '../../messages/recipient';
import { Badge, Time, useDashboard } from '../components';
import type { DashboardEnv } from '../env';

type Other = Awaited<ReturnType<typeof contactConversations>>[number];
export type ContactFacts = { contact: ContactView | null; others: Other[] };

export async function loadContactFacts(c: Context<DashboardEnv>, contactId: string, conversationId: string): Promise<ContactFacts> {
  const ws = c.var.viewer.workspace.id;
  const [row, conversations] = await Promise.all([getContact(c.var.db, ws, contactId), contactConversations(c.var.db, ws, contactId, 25)]);
  return { contact: row ? presentContact(row) : null, others: conversations.filter((o) => o.id !== conversationId) };
}

/** `groupName`: a group's subject or short id, its heading where a person's is their name or number. */
export function ContactPanel({
  facts,
  number,
  search,
  groupName = null,
}: {
  facts: ContactFacts;
  number: string;
  search: string;
  groupName?: string | null;
}) {
  const t = useDashboard().var.t;
  const d = t.desk;
  const { contact, others } = facts;
  const fields = Object.entries(contact?.customFields ?? {});
  return (
    <details class="contact-panel card" data-contact-panel>
      <summary>{d.showContact}</summary>
      <section aria-label={d.contact}>
        <h2>{contact?.name ?? groupName ?? number}</h2>
        <dl class="facts">
          <dt>{d.number}</dt>
          <dd>{isGroupJid(number) ? t.contacts.group : (contact?.phoneNumber ?? number)}</dd>
          <dt>{d.labels}</dt>
          <dd data-labels>
            {contact && contact.labels.length > 0 ? (
              contact.labels.map((l) => <Badge label={l} tone="plain" />)
            ) : (
              <span class="muted">{d.noLabels}</span>
            )}
          </dd>
          <dt>{d.optOut}</dt>
          <dd data-opted-out={contact?.optedOut ? 'true' : 'false'}>
            {contact?.optedOut ? <Badge label={d.optedOut} tone="warn" /> : <span class="muted">{d.subscribed}</span>}
          </dd>
        </dl>
        <h3>{d.fields}</h3>
        {fields.length > 0 ? (
          <dl class="facts" data-fields>
            {fields.map(([name, value]) => (
              <>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </>
            ))}
          </dl>
        ) : (
          <p class="muted">{d.noFields}</p>
        )}
        <h3>{d.otherConversations}</h3>
        {others.length > 0 ? (
          <ul class="other-conversations">
            {others.map((o) => (
              <li>
                <a href={`/dashboard/inbox/${o.deviceId}/${o.id}${search}`}>{o.deviceName}</a>{' '}
                <Badge label={t.inbox.statuses[o.status] ?? o.status} tone={o.status === 'OPEN' ? 'ok' : 'plain'} />{' '}
                <span class="muted">
                  <Time at={o.lastMessageAt} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p class="muted">{d.noOtherConversations}</p>
        )}
        {contact && (
          <p>
            <a href={`/dashboard/contacts/${contact.id}`}>{d.editContact}</a>
          </p>
        )}
      </section>
    </details>
  );
}
