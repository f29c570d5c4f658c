/**
 * Who a send goes to: the one statement shared by every send route (`POST /messages`,
 * `/messages/interactive` and the other kinds). A message goes to a phone number or to a group,
 * exactly one of them, and may mention people (each mention a phone number) in either.
 *
 * A group is named by its JID as WhatsApp writes it (`120363041234567890@g.us`, or the older
 * `6281234567890-1600000000@g.us`) or by the same without `@g.us`: `groupJid` gives the JID either way.
 */
import { z } from '@hono/zod-openapi';
import { idSchema, phoneNumberSchema } from '../shared/fields';

/** At most this many people mentioned in one message. */
export const MAX_MENTIONS = 50;

const GROUP_ID = /^\d{5,30}(-\d{5,15})?(@g\.us)?$/;

export const groupIdSchema = z
  .string()
  .regex(GROUP_ID, 'must be a group JID (digits, optionally "-digits", then "@g.us") or the same digits without "@g.us"')
  .meta({
    description: 'A group the device is in: its JID (`…@g.us`, as GET /groups lists it) or the same without `@g.us`',
    example: '120363041234567890@g.us',
    pattern: GROUP_ID.source,
  });

export const recipientFields = {
  deviceId: idSchema.meta({ description: 'The sending device; it must be CONNECTED', example: 'dev_8fK2mQ9xLr4TbZ1cWp7n' }),
  phoneNumber: phoneNumberSchema.optional().meta({ description: 'The recipient; exactly one of phoneNumber and groupId' }),
  groupId: groupIdSchema.optional().meta({ description: 'The group the message goes to; exactly one of phoneNumber and groupId' }),
  mentions: z
    .array(phoneNumberSchema)
    .max(MAX_MENTIONS)
    .optional()
    .meta({
      description: `People mentioned (at most ${MAX_MENTIONS}); \`@number\` is added to the text when it does not show it yet, as WhatsApp highlights only mentions the text shows`,
      example: ['6281234567890'],
    }),
};

/** The same rule for a JSON Schema validator (the OpenAPI document): one of the two, never both. */
export const oneRecipientInSchema = { oneOf: [{ required: ['phoneNumber'] }, { required: ['groupId'] }] };

/**
 * The refine of a schema spreading `recipientFields`: exactly one of `phoneNumber` and `groupId`.
 * It runs even when other fields failed (`when`), so a client sees this rule with the others.
 */
export function withOneRecipient<T extends z.ZodObject>(schema: T): T {
  return schema.superRefine(
    (value: Record<string, unknown>, ctx) => {
      const problem = recipientProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    },
    { when: (parse) => typeof parse.value === 'object' && parse.value !== null && !Array.isArray(parse.value) },
  ) as T;
}

export function recipientProblem(value: Record<string, unknown>): { path: string; message: string } | null {
  const phone = value.phoneNumber !== undefined;
  const group = value.groupId !== undefined;
  if (phone && group) return { path: 'groupId', message: 'give phoneNumber or groupId, not both' };
  if (!phone && !group) return { path: 'phoneNumber', message: 'is required (or groupId, to send to a group)' };
  return null;
}

/** A group's JID from either way of naming it. */
export function groupJid(groupId: string): string {
  return groupId.endsWith('@g.us') ? groupId : `${groupId}@g.us`;
}

export function isGroupJid(value: string): boolean {
  return value.endsWith('@g.us');
}

/** What the object's send takes from a validated request: the phone number or the group's JID, and the mentions. */
export function recipientOf(body: { phoneNumber?: string | undefined; groupId?: string | undefined; mentions?: string[] | undefined }): {
  phoneNumber?: string;
  groupId?: string;
  mentions?: string[];
} {
  return {
    ...(body.groupId !== undefined
      ? { groupId: groupJid(body.groupId) }
      : body.phoneNumber !== undefined
        ? { phoneNumber: body.phoneNumber }
        : {}),
    ...(body.mentions && body.mentions.length > 0 ? { mentions: [...new Set(body.mentions)] } : {}),
  };
}
