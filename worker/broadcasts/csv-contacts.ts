/**
 * The contacts a CSV campaign names, kept in D1 with what the file said of them: the name column as
 * the contact's name (unless a member already named the contact) and the other columns as its
 * fields, the ones `{{kota}}` reads, so the next campaign to a label audience fills them too. A
 * field the file gives replaces the contact's field of that name (the file is the newer word).
 *
 * Bounded: the first `MAX_FIELD_COLUMNS` columns of the file are kept, the rest named as not kept;
 * a value longer than `MAX_FIELD_VALUE` characters is not kept (the campaign itself still uses it).
 */
import { contactIdFor } from '../contacts/contacts';
import { type RowsStatement, rowsStatements } from '../shared/d1-rows';
import type { CampaignToLoad, RecipientChunk } from './campaign-loader';
import type { NewRecipient } from './recipient-store';

export const MAX_FIELD_COLUMNS = 20;
export const MAX_FIELD_VALUE = 500;
/** Statements per D1 batch: a batch is one transaction, kept to a few hundred rows' worth of writes. */
const STATEMENTS_PER_BATCH = 50;

/** The variables that are the row itself, not a field of the contact. */
const NOT_FIELDS = new Set(['phone', 'name', 'contact_id']);

/** Which of a CSV's columns become contact fields, and which are beyond the limit. */
export function fieldColumns(columns: readonly string[]): { kept: string[]; skipped: string[] } {
  const fields = columns.filter((c) => !NOT_FIELDS.has(c));
  return { kept: fields.slice(0, MAX_FIELD_COLUMNS), skipped: fields.slice(MAX_FIELD_COLUMNS) };
}

const UPSERT_CONTACTS: RowsStatement = {
  into: 'INSERT INTO contacts (id, workspace_id, phone_number, created_at, name, custom_fields)',
  values: '?1, ?2, ?3, ?4, ?5, ?6',
  tail: `ON CONFLICT (workspace_id, phone_number) DO UPDATE SET
    name = COALESCE(contacts.name, excluded.name),
    custom_fields = json_patch(contacts.custom_fields, excluded.custom_fields),
    updated_at = excluded.created_at`,
  width: 6,
};

type Named = readonly Pick<NewRecipient, 'phone' | 'name' | 'vars'>[];

/**
 * Writes the recipients' names and fields to their contacts (made where the workspace has none): a
 * list at once, or a CSV campaign's recipients read again chunk by chunk, as its loader reads them,
 * so a 100,000-row file is never held whole here either (only its numbers, by position, for what a
 * later row of a number adds to its first: a chunk's `fills`).
 */
export async function keepCsvContacts(
  d1: D1Database,
  workspaceId: string,
  columns: readonly string[],
  recipients: Named | (() => AsyncIterable<RecipientChunk>),
  now: number,
): Promise<void> {
  if (typeof recipients !== 'function') return keepChunk(d1, workspaceId, columns, recipients, now);
  const phones: string[] = [];
  for await (const chunk of recipients()) {
    for (const r of chunk.recipients) phones.push(r.phone);
    const filled = chunk.fills.flatMap((f) => {
      const phone = phones[f.position];
      return phone === undefined ? [] : [{ phone, name: f.name, vars: f.vars }];
    });
    await keepChunk(d1, workspaceId, columns, [...chunk.recipients, ...filled], now);
  }
}

/**
 * A CSV campaign's contacts, kept once the campaign is created: it runs already, so a failure here
 * is logged and never turns the answer into an error (a client retrying it would start it twice).
 */
export async function keepContactsOf(d1: D1Database, workspaceId: string, campaign: CampaignToLoad): Promise<void> {
  if (campaign.audience.source !== 'csv') return;
  try {
    await keepCsvContacts(d1, workspaceId, campaign.audience.columns, campaign.recipients, Date.now());
  } catch (error) {
    console.error('keeping a CSV campaign’s contacts failed', error);
  }
}

async function keepChunk(d1: D1Database, workspaceId: string, columns: readonly string[], recipients: Named, now: number): Promise<void> {
  const { kept } = fieldColumns(columns);
  const rows = recipients.map((r) => {
    const fields: Record<string, string> = {};
    for (const column of kept) {
      const value = r.vars[column];
      if (value && value.length <= MAX_FIELD_VALUE) fields[column] = value;
    }
    return [contactIdFor(workspaceId, r.phone), workspaceId, r.phone, now, r.name, JSON.stringify(fields)];
  });
  const statements = rowsStatements(d1, UPSERT_CONTACTS, rows);
  for (let at = 0; at < statements.length; at += STATEMENTS_PER_BATCH) await d1.batch(statements.slice(at, at + STATEMENTS_PER_BATCH));
}
