/**
 * A rule's media reply made ready to save: the file fetched from its `mediaUrl` (or uploaded with
 * the rule), staged as it streamed, checked by its bytes and stored in R2 once, now (every reply then names that stored copy and its digest, so the
 * engine uploads it to WhatsApp once), or the file of a saved rule kept by its `mediaId`. Files no
 * saved rule names any more are removed after the save.
 */

import { mediaKey } from '../media/media';
import type { StagedFile } from '../media/staged-file';
import { checkMediaFile, fetchMediaFile, storeMediaFile } from '../messages/media-file';
import { badRequest } from '../shared/errors';
import type { Reply, ReplyFile, ReplyInput, Rule, RuleInput, SavedRuleInput } from './rule-schema';

type Where = { deviceId: string; origin: string; bucket: R2Bucket };

/** The files the saved rules name, by id. */
function filesOf(rules: readonly Rule[]): Map<string, ReplyFile> {
  return new Map(rules.flatMap((r) => (r.reply.type === 'media' ? [[r.reply.file.id, r.reply.file] as const] : [])));
}

/** The uploaded file, once a rule has stored it (its `ReplyFile`): a file is stored once, whichever rules name it. */
type Part = { staged: StagedFile; saved: ReplyFile | null };

async function savedReply(reply: ReplyInput, at: string, current: Map<string, ReplyFile>, where: Where, part: Part | null): Promise<Reply> {
  if (reply.type !== 'media') return reply;
  if (reply.mediaId !== undefined) {
    const file = current.get(reply.mediaId);
    if (!file)
      throw badRequest('no saved rule has this file', [
        { path: `${at}.mediaId`, message: `${reply.mediaId} is no file of this bot’s rules` },
      ]);
    return { type: 'media', media: reply.media, file };
  }
  if (reply.mediaUrl === undefined && !part) {
    throw badRequest('the media reply has no file', [
      { path: `${at}.mediaUrl`, message: 'give mediaUrl (a new file) or mediaId (a saved rule’s file)' },
    ]);
  }
  if (part?.saved) return { type: 'media', media: reply.media, file: part.saved };
  const staged = part?.staged ?? (await fetchMediaFile(where.bucket, reply.mediaUrl ?? '', reply.media.type, `${at}.mediaUrl`));
  try {
    const path = part ? 'media' : `${at}.mediaUrl`;
    const file = checkMediaFile(reply.media, staged, { deviceId: where.deviceId, origin: where.origin, path });
    await storeMediaFile(where.deviceId, file, staged, reply.media.fileName);
    const saved: ReplyFile = { id: file.id, mimeType: file.mimeType, sha256: file.sha256, mediaUrl: file.mediaUrl };
    if (part) part.saved = saved;
    return { type: 'media', media: reply.media, file: saved };
  } finally {
    // A download is this rule's alone; an uploaded part is dropped by its form.
    if (!part) await staged.discard();
  }
}

/**
 * The rules as they will be saved; `at(i)` names rule i in an issue's path (`rules[2].`). `part`:
 * a media reply's file uploaded with the rule (the dashboard's form), instead of its mediaUrl.
 */
export async function savedRules(
  rules: readonly RuleInput[],
  current: readonly Rule[],
  where: Where,
  at: (i: number) => string,
  part: StagedFile | null = null,
): Promise<SavedRuleInput[]> {
  const files = filesOf(current);
  const saved: SavedRuleInput[] = [];
  const uploaded: Part | null = part ? { staged: part, saved: null } : null;
  for (const [i, rule] of rules.entries()) {
    saved.push({ ...rule, reply: await savedReply(rule.reply, `${at(i)}reply`, files, where, uploaded) });
  }
  return saved;
}

/** Removes the stored files of `before` that no rule of `after` names. */
export async function dropUnusedFiles(bucket: R2Bucket, deviceId: string, before: readonly Rule[], after: readonly Rule[]): Promise<void> {
  const kept = filesOf(after);
  const gone = [...filesOf(before).keys()].filter((id) => !kept.has(id));
  if (gone.length > 0) await bucket.delete(gone.map((id) => mediaKey(deviceId, id)));
}
