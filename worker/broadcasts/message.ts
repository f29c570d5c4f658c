/**
 * What a broadcast sends: a text (written, or a template's), an interactive message with the
 * rules of POST /messages/interactive, or media with a caption (`media-message.ts`).
 * `{{variables}}` in the text, an interactive message's body, header and footer, or a caption are
 * filled per recipient; a campaign whose message some recipient cannot be given (a variable
 * without a value and without a fallback, or a text over its limit once filled) is refused at
 * creation with every such row named. Pure.
 */
import { z } from '@hono/zod-openapi';
import type { OutgoingContent } from '../../protocol';
import { interactivePayloadSchema, toInteractiveContent } from '../messages/interactive-payload';
import { CAPTION_MAX } from '../messages/media-payload';
import type { Issue } from '../shared/errors';
import { idSchema, strictObject, textSchema } from '../shared/fields';
import { english, said } from '../shared/said';
import { codePoints } from '../shared/validation';
import type { AudienceRow } from './audience';
import { type BroadcastMedia, type CampaignFile, mediaMessageSchema } from './media-message';
import { fillVariables, missingVariables, placeholders, type Variables } from './variables';

/** An interactive message as a broadcast sends it: the payload of POST /messages/interactive without its addressing. */
export type InteractiveFields = Omit<z.infer<typeof interactivePayloadSchema>, 'deviceId' | 'phoneNumber' | 'replyToId' | 'headerMedia'>;

/** The message as a campaign keeps it (a template is kept as its text, with its id). */
export type CampaignMessage =
  | { type: 'text'; text: string; templateId: string | null }
  | { type: 'interactive'; payload: InteractiveFields }
  | { type: 'media'; media: BroadcastMedia; file: CampaignFile };

/** Fields of the interactive payload a broadcast does not take: it addresses each recipient itself, and quotes nothing. */
const ADDRESSING = ['deviceId', 'phoneNumber', 'replyToId', 'headerMedia'] as const;
const TEXT_FIELDS = ['body', 'header', 'footer'] as const;
/** Stands in for the addressing while the payload's own rules are checked. */
const PLACEHOLDER_ADDRESS = { deviceId: 'dev_00000000000000000000', phoneNumber: '6281200000000' };

const interactiveSchema = z
  .record(z.string(), z.unknown())
  .transform((value, ctx) => {
    for (const field of ADDRESSING) {
      if (field in value) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message:
            field === 'headerMedia'
              ? 'a broadcast sends no header media'
              : `a broadcast addresses each recipient itself; leave ${field} out`,
        });
      }
    }
    const parsed = interactivePayloadSchema.safeParse({ ...value, ...PLACEHOLDER_ADDRESS });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    const { deviceId: _d, phoneNumber: _p, replyToId: _r, headerMedia: _h, ...fields } = parsed.data;
    return fields;
  })
  .meta({
    type: 'object',
    description: 'The InteractivePayload of POST /messages/interactive without deviceId, phoneNumber, replyToId and headerMedia',
  });

export const broadcastMessageSchema = z
  .discriminatedUnion('type', [
    strictObject({
      type: z.literal('text'),
      text: textSchema(1, 65_536).meta({ description: 'The text; {{name}}, {{phone}} and {{column}} are filled per recipient' }),
    }),
    strictObject({
      type: z.literal('template'),
      templateId: idSchema.meta({ description: 'A template of the workspace; its text is sent' }),
    }),
    strictObject({ type: z.literal('interactive'), interactive: interactiveSchema }),
    mediaMessageSchema,
  ])
  .meta({ id: 'BroadcastMessage' });
export type BroadcastMessageInput = z.infer<typeof broadcastMessageSchema>;

/** The texts of a message that take variables, by their path in the request. */
function textsOf(message: CampaignMessage): { path: string; text: string }[] {
  if (message.type === 'text') return [{ path: 'message.text', text: message.text }];
  if (message.type === 'media') {
    return message.media.caption === undefined ? [] : [{ path: 'message.media.caption', text: message.media.caption }];
  }
  return TEXT_FIELDS.flatMap((field) => {
    const text = message.payload[field];
    return text === undefined ? [] : [{ path: `message.interactive.${field}`, text }];
  });
}

/**
 * What one recipient is sent: the record's text and the session's content; for media, the stored
 * file's URL (the record's `mediaUrl`) and digest (which reuses the campaign's one upload).
 */
export function renderMessage(
  message: CampaignMessage,
  vars: Variables,
): { text: string; content: OutgoingContent; file?: { mediaUrl: string; sha256: string } } {
  if (message.type === 'text') {
    const text = fillVariables(message.text, vars);
    return { text, content: { kind: 'text', text } };
  }
  if (message.type === 'media') {
    const { media, file } = message;
    const caption = media.caption === undefined ? undefined : fillVariables(media.caption, vars);
    return {
      text: caption ?? '',
      content: {
        kind: 'media',
        type: media.type,
        mimeType: file.mimeType,
        url: file.nodeUrl,
        ...(caption !== undefined ? { caption } : {}),
        ...(media.fileName !== undefined ? { fileName: media.fileName } : {}),
      },
      file: { mediaUrl: file.mediaUrl, sha256: file.sha256 },
    };
  }
  const payload = { ...message.payload };
  for (const field of TEXT_FIELDS) {
    const text = payload[field];
    if (text !== undefined) payload[field] = fillVariables(text, vars);
  }
  return { text: payload.body, content: toInteractiveContent({ ...payload, ...PLACEHOLDER_ADDRESS }) };
}

/** At most this many rows are named in one issue; the rest are counted. */
const ROWS_NAMED = 20;

function rowsText(rows: string[]): string {
  const named = rows.slice(0, ROWS_NAMED).join(', ');
  return rows.length > ROWS_NAMED ? `${named} and ${rows.length - ROWS_NAMED} more` : named;
}

/** Why the message cannot go to every recipient, as issues at the message's fields, each naming the rows ("line 7"). */
export function messageProblems(message: CampaignMessage, recipients: readonly AudienceRow[]): Issue[] {
  const issues: Issue[] = [];
  const texts = textsOf(message);
  for (const { path, text } of texts) {
    // In the order the text names them.
    const lacking = new Map<string, string[]>(placeholders(text).map((p) => [p.name, []]));
    for (const r of recipients) for (const name of missingVariables(text, r.vars)) append(lacking, name, r.ref);
    for (const [name, rows] of lacking) {
      if (rows.length === 0) continue;
      const problem = said('message.noValue', { name, rows: rows.slice(0, ROWS_NAMED), more: Math.max(0, rows.length - ROWS_NAMED) });
      issues.push({ path, message: english(problem), said: problem });
    }
  }
  if (issues.length > 0 || texts.every((t) => placeholders(t.text).length === 0)) return issues;
  // Filled texts can grow past their limits: each recipient's message is held to the rules again.
  const tooLong = new Map<string, string[]>();
  for (const r of recipients) {
    for (const problem of filledProblems(message, r.vars)) append(tooLong, problem, r.ref);
  }
  for (const [problem, rows] of tooLong) {
    const [path = '', text = ''] = problem.split('\u0000');
    issues.push({ path, message: `once filled, for ${rowsText(rows)}: ${text}` });
  }
  return issues;
}

function append(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function filledProblems(message: CampaignMessage, vars: Variables): string[] {
  if (message.type === 'text') {
    const length = codePoints(fillVariables(message.text, vars));
    return length > 65_536 ? [`message.text\u0000the text is ${length} characters (at most 65,536)`] : [];
  }
  if (message.type === 'media') {
    const length = codePoints(fillVariables(message.media.caption ?? '', vars));
    return length > CAPTION_MAX ? [`message.media.caption\u0000the caption is ${length} characters (at most ${CAPTION_MAX})`] : [];
  }
  const payload = { ...message.payload, ...PLACEHOLDER_ADDRESS };
  for (const field of TEXT_FIELDS) {
    const text = payload[field];
    if (text !== undefined) payload[field] = fillVariables(text, vars);
  }
  const parsed = interactivePayloadSchema.safeParse(payload);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `message.interactive.${issue.path.join('.')}\u0000${issue.message}`);
}
