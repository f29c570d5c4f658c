/**
 * A template's text as a send carries it: its variables (`{{name}}`, `{{name|kak}}`, `{{kota}}`)
 * filled from the recipient contact's fields, as a broadcast fills them from a contact's (the
 * placeholder rules are the broadcasts' own, `broadcasts/variables.ts`). The contact gives `phone`,
 * `name` (the name a member set, else the one the contact gave itself) and each custom field; a
 * variable it has no value for and whose placeholder gives no fallback refuses the send (400), so
 * a customer never receives "Halo , …". A group has no contact: only fallbacks fill it. Filling
 * can lengthen a text past what the send takes (a template of 65,536 characters is allowed, and
 * `{{phone}}` is 13 digits), so the filled text is checked again (`filledWithin`).
 */
import { and, eq } from 'drizzle-orm';
import { fillVariables, missingVariables, type Variables, variableName } from '../broadcasts/variables';
import { contacts } from '../contacts/tables';
import type { Db } from '../shared/db';
import { badRequest, notFound } from '../shared/errors';
import { codePoints } from '../shared/validation';
import { getTemplate } from './templates';

/** The variables a contact of the workspace gives; only `phone` for a number the workspace has no contact for. */
export async function contactVariables(db: Db, workspaceId: string, phoneNumber: string): Promise<Variables> {
  const [row] = await db
    .select({ name: contacts.name, pushName: contacts.pushName, customFields: contacts.customFields })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.phoneNumber, phoneNumber)))
    .limit(1);
  const vars: Variables = {};
  for (const [key, value] of Object.entries(parsedFields(row?.customFields)))
    if (typeof value === 'string') vars[variableName(key)] = value;
  const name = row?.name ?? row?.pushName;
  return { ...vars, phone: phoneNumber, ...(name ? { name } : {}) };
}

function parsedFields(json: string | undefined): Record<string, unknown> {
  try {
    const fields: unknown = JSON.parse(json ?? '{}');
    return typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The text a send naming `templateId` carries: `given` (a text the client took from the template)
 * or else the template's own, with its variables filled for the recipient. 404 when the workspace
 * has no such template; 400 at `field` when a variable has no value and no fallback.
 */
export async function templateText(
  db: Db,
  workspaceId: string,
  templateId: string,
  recipient: { phoneNumber?: string | undefined },
  given: string | undefined,
  field: string,
): Promise<string> {
  const template = await getTemplate(db, workspaceId, templateId);
  if (!template) throw notFound(`template ${templateId} not found`);
  const text = given ?? template.content;
  const vars = recipient.phoneNumber ? await contactVariables(db, workspaceId, recipient.phoneNumber) : {};
  const missing = missingVariables(text, vars);
  if (missing.length > 0) {
    const names = missing.map((m) => `{{${m}}}`).join(', ');
    const whose = recipient.phoneNumber ? `contact ${recipient.phoneNumber}` : 'a group';
    throw badRequest(`the template needs ${names}, which ${whose} has no value for`, [
      {
        path: field,
        message: `${names} has no value for ${whose}: set the contact's field, or give a fallback such as {{${missing[0]}|…}}`,
      },
    ]);
  }
  return fillVariables(text, vars);
}

/**
 * `text`, a template filled for its recipient, when it is still within `max` code points of what
 * it is sent as (`what`: a text message, a caption); a 400 at `templateId` naming the limit otherwise.
 */
export function filledWithin(text: string, max: number, what: string): string {
  const length = codePoints(text);
  if (length > max) {
    throw badRequest(`the template's text is a ${what} of ${length} characters; a ${what} takes at most ${max}`, [
      { path: 'templateId', message: `makes a ${what} longer than ${max} characters` },
    ]);
  }
  return text;
}
