/**
 * D1's copy of what a device's object knows a group is called: the subject, as the group
 * contact's push name (the name a contact gives itself; a member's own name for it, `name`, still
 * wins). The inbox's list, the Contacts page and the Messages page read D1, and showed a group's
 * id where the object knew its subject. Only a contact D1 has is named: the group's first message
 * makes it (queued before the subject, which is read after that message).
 */
import type { MirrorEntry, MirrorOwner } from '../shared/d1-mirror';

export const GROUP_SUBJECT = 'group-subject';

const NAME_GROUP = `UPDATE contacts SET push_name = ?3 WHERE workspace_id = ?1 AND phone_number = ?2 AND push_name IS NOT ?3`;

export function groupSubjectMirror(d1: D1Database, workspaceId: () => string | null): MirrorOwner {
  return {
    name: GROUP_SUBJECT,
    statements: (entries: MirrorEntry[]) => {
      const ws = workspaceId();
      if (!ws) return [];
      return entries.map(({ key, payload }) => d1.prepare(NAME_GROUP).bind(ws, key, (payload as { subject: string }).subject));
    },
  };
}
