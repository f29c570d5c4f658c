/**
 * What a conversation is called on the inbox's pages. A person: the contact's name, else the
 * number. A group: its subject as the device's object keeps it (read from WhatsApp at most once an
 * hour, see `groups/group-subjects.ts`), else "Group …567890", never its raw `…@g.us` id.
 */
import type { Context } from 'hono';
import { deviceStub } from '../../kernel';
import { isGroupJid } from '../../messages/recipient';
import type { DashboardEnv } from '../env';

/** How long a page waits for a group never named yet before it shows the group's short id instead. */
const GROUP_SUBJECT_WAIT_MS = 2_000;

/** "Group …567890": the last digits of a group's id, which tell a team's few groups apart. */
export function groupLabel(jid: string, word: (id: string) => string): string {
  return word(`…${jid.split('@')[0]?.slice(-6) ?? jid}`);
}

/** The group's subject, or null when the device cannot say it (never named, and offline or no answer in time). */
async function groupSubject(c: Context<DashboardEnv>, deviceId: string, jid: string): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), GROUP_SUBJECT_WAIT_MS);
  });
  try {
    const found = await Promise.race([deviceStub(c.env, deviceId).groupSubject(c.var.viewer.workspace.id, jid), late]);
    return found?.ok ? found.value : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The name a conversation's pane shows: the contact's (`named`, a name a member gave it), else a
 * group's subject or short id; null for a person without a name (the number shows).
 */
export async function conversationName(
  c: Context<DashboardEnv>,
  deviceId: string,
  contact: string,
  named: Promise<string | null>,
): Promise<string | null> {
  if (!isGroupJid(contact)) return named;
  const [name, subject] = await Promise.all([named, groupSubject(c, deviceId, contact)]);
  return name ?? subject ?? groupLabel(contact, c.var.t.inbox.group);
}
