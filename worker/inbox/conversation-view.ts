/** Conversations and their notes as the management interface and the dashboard show them. */
import { z } from '@hono/zod-openapi';
import { contactIdFor } from '../contacts/contacts';
import { iso } from '../shared/time';
import { parseIds } from './label-ids';
import type { conversations } from './tables';

export const CONVERSATION_STATUSES = ['OPEN', 'RESOLVED'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** A conversation as its device's object holds it and D1 copies it (`tables.ts`: `conversationColumns`). */
export type Conversation = Omit<typeof conversations.$inferSelect, 'workspaceId'>;

export type Note = { id: string; conversationId: string; memberId: string | null; text: string; createdAt: number };

/**
 * `cnv_` and 20 base62 characters derived from the device and the contact, so the device's object
 * and D1 name a conversation alike without a lookup (the same hash as contact ids).
 */
export function conversationIdFor(deviceId: string, contact: string): string {
  return `cnv_${contactIdFor(deviceId, contact).slice(4)}`;
}

export const conversationSchema = z
  .object({
    id: z.string().meta({ example: 'cnv_8fK2mQ9xLr4TbZ1cWp7n' }),
    deviceId: z.string(),
    contactId: z.string(),
    phoneNumber: z.string().meta({ description: 'The contact’s number (or LID)' }),
    name: z.string().nullable().meta({ description: 'The contact’s name (a member’s, else the push name), when known' }),
    status: z.enum(CONVERSATION_STATUSES),
    assigneeId: z.string().nullable().meta({ description: 'The member it is assigned to' }),
    unreadCount: z.number().int(),
    lastMessage: z.object({
      text: z.string(),
      direction: z.enum(['OUTBOUND', 'INBOUND']),
      source: z.string(),
      at: z.iso.datetime(),
    }),
    handedOver: z.boolean().meta({ description: 'An agent replied since it was resolved: the chatbot keeps quiet here' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
    teamId: z.string().nullable().meta({ description: 'The team its automatic assignment went to (null: no team answers its device)' }),
    queuedAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Waiting in its team’s queue since then, for a member who can take it (null: not waiting)' }),
    rating: z
      .object({
        score: z
          .number()
          .int()
          .min(1)
          .max(5)
          .nullable()
          .meta({ description: 'The customer’s answer, 1 (bad) to 5 (excellent); null while unanswered' }),
        memberId: z
          .string()
          .nullable()
          .meta({ description: 'The agent it is credited to: the assignee when resolved, else who resolved it' }),
        askedAt: z.iso.datetime().meta({ description: 'When the question was asked (the resolve)' }),
        ratedAt: z.iso.datetime().nullable(),
      })
      .nullable()
      .meta({ description: 'The rating question of its last resolve, when the device asks one (`/admin/devices/:id/rating`)' }),
    labelIds: z.array(z.string()).meta({ description: 'The workspace’s labels it carries (`GET /labels` names and colours them)' }),
  })
  .meta({ id: 'Conversation' });
export type ConversationView = z.infer<typeof conversationSchema>;

export const noteSchema = z
  .object({
    id: z.string(),
    conversationId: z.string(),
    memberId: z.string().nullable().meta({ description: 'Who wrote it (null: the operator)' }),
    text: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ConversationNote' });

export function presentConversation(c: Conversation, name: string | null = null): ConversationView {
  return {
    id: c.id,
    deviceId: c.deviceId,
    contactId: c.contactId,
    phoneNumber: c.contact,
    name,
    status: c.status,
    assigneeId: c.assigneeId,
    unreadCount: c.unreadCount,
    lastMessage: { text: c.lastMessageText, direction: c.lastDirection, source: c.lastSource, at: iso(c.lastMessageAt) },
    handedOver: c.handedOver,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    resolvedAt: iso(c.resolvedAt),
    teamId: c.teamId,
    queuedAt: iso(c.queuedAt),
    rating: ratingOf(c),
    labelIds: parseIds(c.labelIds),
  };
}

/** A conversation's rating as the API shows it, or null when no question was asked. */
export function ratingOf(c: Pick<Conversation, 'ratingAskedAt' | 'ratingMemberId' | 'rating' | 'ratedAt'>): ConversationView['rating'] {
  if (c.ratingAskedAt === null) return null;
  return { score: c.rating, memberId: c.ratingMemberId, askedAt: iso(c.ratingAskedAt), ratedAt: iso(c.ratedAt) };
}

export function presentNote(n: Note) {
  return { id: n.id, conversationId: n.conversationId, memberId: n.memberId, text: n.text, createdAt: iso(n.createdAt) };
}
