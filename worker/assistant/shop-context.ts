/**
 * What the assistant reads from D1 for a turn: the workspace's templates and canned replies (a
 * bounded number), the contact's name and fields, and the workspace's tokens used today.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { cannedReplies } from '../canned-replies/tables';
import { contacts } from '../contacts/tables';
import type { Db } from '../shared/db';
import { templates } from '../templates/tables';
import { dayOf } from './assistant-store';
import type { Contact, Shop } from './prompt';
import { MAX_SNIPPETS } from './prompt';
import { assistantTokenDays } from './tables';

export async function shopSnippets(db: Db, workspaceId: string): Promise<Pick<Shop, 'templates' | 'canned'>> {
  const [t, c] = await Promise.all([
    db
      .select({ name: templates.name, content: templates.content })
      .from(templates)
      .where(eq(templates.workspaceId, workspaceId))
      .orderBy(asc(templates.createdAt))
      .limit(MAX_SNIPPETS),
    db
      .select({ shortcut: cannedReplies.shortcut, text: cannedReplies.text })
      .from(cannedReplies)
      .where(eq(cannedReplies.workspaceId, workspaceId))
      .orderBy(asc(cannedReplies.shortcut))
      .limit(MAX_SNIPPETS),
  ]);
  return { templates: t, canned: c };
}

export async function contactOf(db: Db, workspaceId: string, phone: string, pushName: string | null): Promise<Contact> {
  const [row] = await db
    .select({ name: contacts.name, pushName: contacts.pushName, customFields: contacts.customFields })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.phoneNumber, phone)))
    .limit(1);
  let fields: Record<string, string> = {};
  try {
    const parsed = JSON.parse(row?.customFields ?? '{}') as Record<string, unknown>;
    fields = Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    // unreadable fields: none
  }
  return { name: row?.name ?? row?.pushName ?? pushName, phone, fields };
}

/** The workspace's tokens used on the UTC day of `now`. */
export async function tokensToday(db: Db, workspaceId: string, now: number): Promise<number> {
  const [row] = await db
    .select({ tokens: assistantTokenDays.tokens })
    .from(assistantTokenDays)
    .where(and(eq(assistantTokenDays.workspaceId, workspaceId), eq(assistantTokenDays.day, dayOf(now))))
    .limit(1);
  return row?.tokens ?? 0;
}

/** Adds a call's tokens to the workspace's count of the day (one statement: concurrent devices add, never overwrite). */
export async function addTokens(db: Db, workspaceId: string, now: number, tokens: number): Promise<void> {
  if (tokens <= 0) return;
  await db
    .insert(assistantTokenDays)
    .values({ workspaceId, day: dayOf(now), tokens })
    .onConflictDoUpdate({
      target: [assistantTokenDays.workspaceId, assistantTokenDays.day],
      set: { tokens: sql`${assistantTokenDays.tokens} + ${tokens}` },
    });
}
