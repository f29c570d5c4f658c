/**
 * A media send naming a template: the caption is the template's text (or the caption given, as
 * taken from it) with its variables filled for the recipient (`templates/template-text.ts`). Audio
 * and stickers carry no caption: the template is only checked to be the workspace's.
 */
import type { Db } from '../shared/db';
import { notFound } from '../shared/errors';
import { filledWithin, templateText } from '../templates/template-text';
import { templateExists } from '../templates/templates';
import { CAPTION_MAX, CAPTIONED, type MediaPayload } from './media-payload';

export async function templateCaption(db: Db, workspaceId: string, payload: MediaPayload): Promise<string | undefined> {
  if (!payload.templateId) return payload.caption;
  if (!CAPTIONED.includes(payload.type)) {
    if (!(await templateExists(db, workspaceId, payload.templateId))) throw notFound(`template ${payload.templateId} not found`);
    return payload.caption;
  }
  const caption = await templateText(db, workspaceId, payload.templateId, payload, payload.caption, 'templateId');
  return filledWithin(caption, CAPTION_MAX, 'caption');
}
