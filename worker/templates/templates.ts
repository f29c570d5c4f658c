/**
 * A workspace's message templates: a name and the text a send or a broadcast that names the
 * template carries (`{{name|kak}}` placeholders filled per recipient: template-text.ts). One module
 * for the management interface and the dashboard's Templates page.
 */
import type { z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { strictObject, textSchema } from '../shared/fields';
import { newId } from '../shared/ids';
import { givenFields, workspaceRows } from '../shared/workspace-rows';
import { templates } from './tables';

export type TemplateRow = typeof templates.$inferSelect;

/** The most a page lists: a workspace keeps a handful of texts, not thousands. */
export const TEMPLATE_LIST_MAX = 200;

const fields = {
  name: textSchema(1, 100).meta({ example: 'Pesanan dikirim' }),
  content: textSchema(1, 65_536).meta({
    description:
      'The text a send or a broadcast that names this template carries; its `{{name|kak}}` placeholders are filled from each recipient contact’s fields',
    example: 'Halo {{name|kak}}, pesanan Anda sudah dikirim hari ini.',
  }),
};

/** A new template: both fields. */
export const templateInputSchema = strictObject(fields).meta({
  id: 'TemplateInput',
  example: { name: 'Pesanan dikirim', content: 'Halo {{name|kak}}, pesanan Anda sudah dikirim hari ini.' },
});
/** A change: either field or both. */
export const templatePatchSchema = strictObject({ name: fields.name.optional(), content: fields.content.optional() }).meta({
  id: 'TemplatePatch',
  example: { content: 'Halo {{name|kak}}, pesanan Anda sudah kami kirim.' },
});

export type TemplateInput = z.infer<typeof templateInputSchema>;

const owned = workspaceRows(templates);

/** Whether the workspace has a template of this id. */
export async function templateExists(db: Db, workspaceId: string, id: string): Promise<boolean> {
  return (await getTemplate(db, workspaceId, id)) !== null;
}

export const getTemplate = (db: Db, workspaceId: string, id: string): Promise<TemplateRow | null> => owned.get(db, workspaceId, id);

/** The workspace's templates, newest first, at most `TEMPLATE_LIST_MAX`. */
export async function listTemplates(db: Db, workspaceId: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(templates)
    .where(eq(templates.workspaceId, workspaceId))
    .orderBy(desc(templates.createdAt), desc(templates.id))
    .limit(TEMPLATE_LIST_MAX);
}

export async function createTemplate(db: Db, workspaceId: string, input: TemplateInput): Promise<TemplateRow> {
  const row = { id: newId('tpl'), workspaceId, name: input.name, content: input.content, createdAt: Date.now() };
  await db.insert(templates).values(row);
  return row;
}

/** The template with `patch` applied, or null when the workspace has none of this id. */
export async function updateTemplate(db: Db, workspaceId: string, id: string, patch: Partial<TemplateInput>): Promise<TemplateRow | null> {
  return owned.update(db, workspaceId, id, givenFields({ name: patch.name, content: patch.content }));
}

/**
 * Deletes the template; false when the workspace has none of this id. A broadcast keeps the text it
 * was created with, and a sent message's `templateId` stays as a record of where its text came from.
 */
export const deleteTemplate = (db: Db, workspaceId: string, id: string): Promise<boolean> => owned.remove(db, workspaceId, id);
