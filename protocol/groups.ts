/**
 * Groups on the wire: how a group and its participants are described, the calls a device's object
 * makes on its session to read and manage the account's groups (`groupMethods`, part of
 * `deviceToNode`), and the `group.updated` report. Each management call is one WhatsApp query,
 * so a refused one changed nothing.
 */
import { z } from 'zod';

/** A group's JID, as WhatsApp names groups: `120363…@g.us` (or the older `creator-time@g.us`). */
export const groupIdSchema = z.string().regex(/^\d{5,30}(-\d{5,15})?@g\.us$/, 'must be a group JID (…@g.us)');

const phoneDigits = z.string().regex(/^\d{8,15}$/);

export const GROUP_ADMIN_ROLES = ['admin', 'superadmin'] as const;

/** WhatsApp's own limits: a subject of 100 characters, a description of 2,048. */
export const MAX_GROUP_SUBJECT = 100;
export const MAX_GROUP_DESCRIPTION = 2_048;
/** At most this many people in one create or participants call. */
export const MAX_GROUP_PARTICIPANTS_PER_CALL = 256;
/**
 * A group picture's largest JPEG. WhatsApp keeps a 640×640 JPEG (tens of KiB); the bound also keeps
 * a picture read back (base64 in the session's answer) well inside the 1 MiB a Worker's socket takes.
 */
export const MAX_GROUP_PICTURE_BYTES = 512 * 1024;
/** WhatsApp refuses a group picture wider or taller than this (406 not-acceptable). */
export const MAX_GROUP_PICTURE_SIDE = 640;

export const GROUP_PARTICIPANT_CHANGES = ['add', 'remove', 'promote', 'demote'] as const;
export type GroupParticipantChange = (typeof GROUP_PARTICIPANT_CHANGES)[number];

export const groupSummarySchema = z.object({ id: z.string(), subject: z.string(), size: z.number().int().nonnegative() });
export type GroupSummary = z.infer<typeof groupSummarySchema>;

/** A participant by phone digits and LID digits, each null when WhatsApp did not tell it. */
export const groupParticipantSchema = z.object({
  phoneNumber: z.string().nullable(),
  lid: z.string().nullable(),
  admin: z.enum(GROUP_ADMIN_ROLES).nullable(),
});
export type GroupParticipant = z.infer<typeof groupParticipantSchema>;

export const groupDetailsSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** Null when the group has none. */
  description: z.string().nullable(),
  /** The creator's phone digits, when WhatsApp told them. */
  owner: z.string().nullable(),
  /** When the group was made (ms since the epoch), when WhatsApp told it. */
  createdAt: z.number().nullable(),
  /** Only admins may send messages (WhatsApp's "announcement" group). */
  onlyAdminsSend: z.boolean(),
  /** Only admins may change the subject, description and picture (WhatsApp's "locked" group). */
  onlyAdminsEdit: z.boolean(),
  participants: z.array(groupParticipantSchema),
});
export type GroupDetails = z.infer<typeof groupDetailsSchema>;

/** One person of a participants call: `code` null when WhatsApp made the change, else its refusal's code (403, 404, 409…). */
export const groupParticipantResultSchema = z.object({ phoneNumber: z.string(), code: z.number().int().nullable() });
export type GroupParticipantResult = z.infer<typeof groupParticipantResultSchema>;

const settingsFields = { onlyAdminsSend: z.boolean().optional(), onlyAdminsEdit: z.boolean().optional() };
const someSetting = (s: { onlyAdminsSend?: boolean | undefined; onlyAdminsEdit?: boolean | undefined }) =>
  s.onlyAdminsSend !== undefined || s.onlyAdminsEdit !== undefined;
const noSetting = { message: 'at least one of onlyAdminsSend and onlyAdminsEdit is required', path: ['onlyAdminsSend'] };
export const groupSettingsSchema = z.object(settingsFields).refine(someSetting, noSetting);
export type GroupSettings = z.infer<typeof groupSettingsSchema>;

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64');
const inGroup = z.object({ groupId: groupIdSchema });

/** The group calls a device's object makes on the node holding the device (see `deviceToNode`). */
export const groupMethods = {
  /** The groups the device's account is in. */
  'groups.list': { params: z.object({}), result: z.object({ groups: z.array(groupSummarySchema) }) },
  /** One group and its participants. */
  'groups.get': { params: inGroup, result: groupDetailsSchema },
  /** A new group made by the account, with these people; the group as WhatsApp made it. */
  'groups.create': {
    params: z.object({
      subject: z
        .string()
        .min(1)
        .max(MAX_GROUP_SUBJECT * 2),
      participants: z.array(phoneDigits).min(1).max(MAX_GROUP_PARTICIPANTS_PER_CALL),
    }),
    result: groupDetailsSchema,
  },
  /** Adds, removes, promotes or demotes people; each person's outcome, in the order asked. */
  'groups.participants': {
    params: inGroup.extend({
      action: z.enum(GROUP_PARTICIPANT_CHANGES),
      participants: z.array(phoneDigits).min(1).max(MAX_GROUP_PARTICIPANTS_PER_CALL),
    }),
    result: z.object({ results: z.array(groupParticipantResultSchema) }),
  },
  'groups.subject': {
    params: inGroup.extend({
      subject: z
        .string()
        .min(1)
        .max(MAX_GROUP_SUBJECT * 2),
    }),
    result: z.null(),
  },
  /** An empty description removes it. */
  'groups.description': { params: inGroup.extend({ description: z.string().max(MAX_GROUP_DESCRIPTION * 2) }), result: z.null() },
  'groups.settings': { params: inGroup.extend(settingsFields).refine(someSetting, noSetting), result: z.null() },
  /** Sets the group's picture (a JPEG, base64); WhatsApp's id of the new picture when it told one. */
  'groups.picture.set': {
    params: inGroup.extend({ jpeg: base64.min(4).max(Math.ceil(MAX_GROUP_PICTURE_BYTES / 3) * 4) }),
    result: z.object({ pictureId: z.string().nullable() }),
  },
  'groups.picture.remove': { params: inGroup, result: z.null() },
  /** The group's picture (base64 JPEG) and its id; null when it has none. */
  'groups.picture.get': {
    params: inGroup,
    result: z.object({ pictureId: z.string().nullable(), jpeg: base64 }).nullable(),
  },
  /** The group's invite code; `reset` first revokes the current one, so a new code is answered. */
  'groups.invite': { params: inGroup.extend({ reset: z.boolean() }), result: z.object({ code: z.string().min(1) }) },
  /** The account leaves the group. */
  'groups.leave': { params: inGroup, result: z.null() },
} as const;

/** The group calls beyond the reads: what a device's account does to its groups (the object's `GroupAdmin`, the node's handlers). */
export type GroupAdminMethod = Exclude<keyof typeof groupMethods, 'groups.list' | 'groups.get'>;

/**
 * What changed in a group (one WhatsApp notification; usually one field): the subject, the
 * description (`""` removed), the picture (its id; null removed), the settings, the invite link
 * (the new code; null when WhatsApp did not tell it).
 */
export const groupChangesSchema = z.object({
  subject: z.string().optional(),
  description: z.string().optional(),
  picture: z.string().nullable().optional(),
  onlyAdminsSend: z.boolean().optional(),
  onlyAdminsEdit: z.boolean().optional(),
  /** New members must be approved by an admin. */
  joinApproval: z.boolean().optional(),
  /** Only admins may add members. */
  onlyAdminsAdd: z.boolean().optional(),
  /** Disappearing messages: their lifetime in seconds, 0 when turned off. */
  disappearingSeconds: z.number().int().nonnegative().optional(),
  inviteCode: z.string().nullable().optional(),
});
export type GroupChanges = z.infer<typeof groupChangesSchema>;

/** A group's subject, description, picture, settings or invite link changed; `author` made the change (phone digits, null when unknown). */
export const groupUpdatedEventSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  author: z.string().nullable(),
  changes: groupChangesSchema,
  timestamp: z.number(),
});
export type GroupUpdatedEvent = z.infer<typeof groupUpdatedEventSchema>;

/** Why WhatsApp did not make a change for one person, in words a client can show. */
export function participantReason(action: GroupParticipantChange, code: number): string {
  if (code === 403 && action === 'add') return 'their privacy settings let only their contacts add them: send them the invite link';
  if (code === 404) return action === 'add' ? 'the number has no WhatsApp account' : 'they are not in the group';
  if (code === 408) return 'they left the group recently and cannot be added back yet';
  if (code === 409) {
    if (action === 'add') return 'they are already in the group';
    if (action === 'promote') return 'they are already an admin';
    if (action === 'demote') return 'they are not an admin (the group’s creator cannot be demoted)';
    return 'they are not in the group';
  }
  if (code === 500) return 'WhatsApp did not answer for them';
  return `WhatsApp refused (${code})`;
}
