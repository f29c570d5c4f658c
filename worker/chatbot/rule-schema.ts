/**
 * The rules of a device's chatbot, as saved: an ordered list (the first rule that fires answers),
 * each a trigger and a reply, and the bot's settings (on or off, its rate limit per contact,
 * business hours). The one statement of what the endpoints accept.
 */

import { z } from '@hono/zod-openapi';
import { interactivePayloadSchema } from '../messages/interactive-payload';
import { CAPTION_MAX, mediaUrlSchema } from '../messages/media-payload';
import { strictObject, textSchema } from '../shared/fields';
import { ruleCheck, ruleIssue, said } from '../shared/said';
import { isTimeZone, minuteOf, WEEKDAYS } from './business-hours';
import { regexProblemSaid } from './regex-rule';
import { unknownVariables, VARIABLES } from './variables';

export const MAX_RULES = 100;
const RULE_ID = /^rul_[0-9A-Za-z]{20}$/;

const keywordsSchema = z.array(textSchema(1, 100)).min(1, 'give at least one keyword').max(20, 'at most 20 keywords');

export const triggerSchema = z
  .discriminatedUnion('type', [
    strictObject({
      type: z.literal('keyword'),
      match: z.enum(['exact', 'contains']).meta({ description: 'exact: the whole message is the keyword; contains: it appears in it' }),
      keywords: keywordsSchema,
    }),
    strictObject({
      type: z.literal('regex'),
      pattern: z.string().superRefine((pattern, ctx) => {
        const problem = pattern.length === 0 ? said('text.empty') : regexProblemSaid(pattern);
        if (problem) ctx.addIssue(ruleIssue(problem));
      }),
    }),
    strictObject({
      type: z.literal('selection').meta({ description: 'A button or list row chosen by its id (selectedId of message.inbound)' }),
      selectedId: textSchema(1, 256),
    }),
    strictObject({ type: z.literal('first-message').meta({ description: 'The first message of a contact new to this device' }) }),
    strictObject({ type: z.literal('outside-hours').meta({ description: 'Any message outside the business hours of the settings' }) }),
  ])
  .meta({ id: 'ChatbotTrigger' });
export type Trigger = z.infer<typeof triggerSchema>;

const variablesRule = (text: string, ctx: z.RefinementCtx) => {
  const unknown = unknownVariables(text);
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `unknown variable${unknown.length === 1 ? '' : 's'} ${unknown.map((n) => `{{${n}}}`).join(', ')}; use ${VARIABLES.map((n) => `{{${n}}}`).join(', ')}`,
    });
  }
};

/** An interactive reply: POST /messages/interactive's payload without deviceId, phoneNumber, replyToId or header media. */
const interactiveMessageSchema = z.record(z.string(), z.unknown()).transform((message, ctx) => {
  for (const field of ['deviceId', 'phoneNumber', 'replyToId', 'headerMedia']) {
    if (field in message) ctx.addIssue({ code: 'custom', path: [field], message: `${field} is not part of a bot’s reply` });
  }
  const parsed = interactivePayloadSchema.safeParse({ ...message, deviceId: 'dev_bot', phoneNumber: '62800000000' });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
    return z.NEVER;
  }
  if (typeof parsed.data.body === 'string') variablesRule(parsed.data.body, ctx);
  const { deviceId: _d, phoneNumber: _p, ...rest } = parsed.data;
  return rest;
});

const replyMediaSchema = strictObject({
  type: z.enum(['image', 'video', 'document']).meta({ description: 'image, video or document; the file’s bytes must be of that kind' }),
  caption: textSchema(1, CAPTION_MAX)
    .superRefine(variablesRule)
    .optional()
    .meta({ description: `Shown under the file; variables as in a text reply: ${VARIABLES.map((n) => `{{${n}}}`).join(', ')}` }),
  fileName: textSchema(1, 255).optional().meta({ description: 'The name a document shows; required for a document' }),
}).superRefine((media, ctx) => {
  if (media.type === 'document' && media.fileName === undefined) {
    ctx.addIssue({ code: 'custom', path: ['fileName'], message: 'is required for a document (the name it shows)' });
  }
  if (media.type !== 'document' && media.fileName !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['fileName'], message: 'is for a document only' });
  }
});
type ReplyMedia = z.infer<typeof replyMediaSchema>;

/**
 * A media reply: the file is fetched from `mediaUrl` and stored once when the rule is saved (every
 * reply then reuses one upload to WhatsApp), or `mediaId` keeps the file a saved rule already has.
 */
const mediaReplyInputSchema = strictObject({
  type: z.literal('media'),
  media: replyMediaSchema,
  mediaUrl: mediaUrlSchema.optional(),
  mediaId: z
    .string()
    .regex(/^med_[0-9A-Za-z]{1,64}$/, 'is not a media id')
    .optional()
    .meta({ description: 'The file of a saved rule of this bot (its reply’s file.id), kept instead of fetching one' }),
}).superRefine((reply, ctx) => {
  // Neither is refused when the rule is saved (`reply-media.ts`): the dashboard's form brings the file as a part instead.
  if (reply.mediaUrl !== undefined && reply.mediaId !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['mediaUrl'],
      message: 'give one of mediaUrl (a new file) and mediaId (a saved rule’s file), not both',
    });
  }
});

/** A media reply as a saved rule shows it. */
export const savedMediaReplySchema = z.object({
  type: z.literal('media'),
  media: replyMediaSchema,
  file: z.object({
    id: z.string().meta({ description: 'Give it as mediaId to keep this file when saving the rules again' }),
    mimeType: z.string(),
    sha256: z.string(),
    mediaUrl: z.string().meta({ description: 'Serves the stored file' }),
  }),
});

export const replySchema = z
  .discriminatedUnion('type', [
    strictObject({
      type: z.literal('text'),
      text: textSchema(1, 4_096)
        .superRefine(variablesRule)
        .meta({ description: `Variables: ${VARIABLES.map((n) => `{{${n}}}`).join(', ')}, with a fallback after a bar: {{name|kak}}` }),
    }),
    strictObject({
      type: z.literal('interactive'),
      message: interactiveMessageSchema.meta({
        description: 'An interactive message as POST /messages/interactive takes it, without deviceId and phoneNumber',
      }),
    }),
    mediaReplyInputSchema,
  ])
  .meta({ id: 'ChatbotReply' });
export type ReplyInput = z.infer<typeof replySchema>;

/** A media reply's file as the rule keeps it: stored in R2 when the rule was saved, named by every send of it. */
export type ReplyFile = { id: string; mimeType: string; sha256: string; mediaUrl: string };
/** A reply as a saved rule holds it: a media reply names its stored file instead of where it came from. */
export type Reply = Exclude<ReplyInput, { type: 'media' }> | { type: 'media'; media: ReplyMedia; file: ReplyFile };

const EXAMPLE_RULE = {
  name: 'Harga',
  enabled: true,
  trigger: { type: 'keyword', match: 'contains', keywords: ['harga', 'berapa'] },
  reply: { type: 'text', text: 'Halo {{name|kak}}, daftar harga ada di katalog kami.' },
};

export const ruleInputSchema = strictObject({
  id: z.string().regex(RULE_ID, 'is not a rule id').optional().meta({ description: 'Keep a rule’s id when saving the list again' }),
  name: textSchema(1, 100),
  enabled: z.boolean().default(true),
  trigger: triggerSchema,
  reply: replySchema,
}).meta({ id: 'ChatbotRuleInput', example: EXAMPLE_RULE });
export type RuleInput = z.infer<typeof ruleInputSchema>;
/** A rule ready to save: its media reply's file stored (`reply-media.ts`). */
export type SavedRuleInput = Omit<RuleInput, 'reply'> & { reply: Reply };
export type Rule = SavedRuleInput & { id: string };

export const rulesSchema = strictObject({
  rules: z.array(ruleInputSchema).max(MAX_RULES, `at most ${MAX_RULES} rules`),
}).meta({ id: 'ChatbotRules', example: { rules: [EXAMPLE_RULE] } });

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
/** A time of day, HH:MM; a refinement rather than `.regex()` so that its message is said in Indonesian too. */
const timeSchema = (first: string, last: string) =>
  z
    .string()
    .refine((value) => TIME.test(value), ruleCheck(said('hours.time', { first, last })))
    .meta({ pattern: TIME.source });
const intervalSchema = strictObject({
  from: timeSchema('00:00', '23:59'),
  to: timeSchema('00:01', '24:00'),
}).refine((i) => !TIME.test(i.from) || !TIME.test(i.to) || minuteOf(i.from) < minuteOf(i.to), ruleCheck(said('hours.fromBeforeTo')));

export const businessHoursSchema = strictObject({
  timezone: z.string().refine(isTimeZone, ruleCheck(said('hours.timeZone'))),
  days: z.partialRecord(z.enum(WEEKDAYS), z.array(intervalSchema).max(4, 'at most 4 intervals a day')),
}).meta({ id: 'BusinessHours' });

export const DEFAULT_SETTINGS = { enabled: true, maxRepliesPerMinute: 3, businessHours: null };

export const settingsSchema = strictObject({
  enabled: z.boolean().default(true),
  maxRepliesPerMinute: z.number().int().min(1).max(30).default(3).meta({ description: 'Replies to one contact within a minute, at most' }),
  businessHours: businessHoursSchema.nullable().default(null),
}).meta({
  id: 'ChatbotSettings',
  example: {
    enabled: true,
    maxRepliesPerMinute: 3,
    businessHours: { timezone: 'Asia/Jakarta', days: { mon: [{ from: '08:00', to: '17:00' }], sat: [{ from: '08:00', to: '12:00' }] } },
  },
});
export type Settings = z.infer<typeof settingsSchema>;
