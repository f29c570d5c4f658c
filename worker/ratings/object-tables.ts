/** The rating question's tables in a device's Durable Object (`rating-store.ts`), read by drizzle-kit for the object's migrations. */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The device's rating settings, one row (`id` 1); none: the device asks no rating. */
export const ratingSettings = sqliteTable('rating_settings', {
  id: integer('id').primaryKey(),
  enabled: integer('enabled').notNull(),
  /** `buttons` (three reply buttons) or `poll` (five options). */
  kind: text('kind', { enum: ['buttons', 'poll'] }).notNull(),
  /** The language of the default question and answers. */
  language: text('language', { enum: ['id', 'en'] }).notNull(),
  /** The question; null: the default in `language`. */
  text: text('text'),
  /** An answer later than this many hours after the question is not a rating. */
  answerHours: integer('answer_hours').notNull(),
});

/**
 * The questions to send, one per resolved conversation, each written in the resolve's transaction
 * and gone in the transaction that writes its message's record: a restart before that sends it
 * then, a restart after it never sends it again.
 */
export const ratingQueue = sqliteTable('rating_queue', {
  contact: text('contact').primaryKey(),
  /** The resolve that asked (the conversation's `rating_asked_at`): a later resolve replaces it. */
  askedAt: integer('asked_at').notNull(),
  text: text('text').notNull(),
  content: text('content').notNull(),
  attempts: integer('attempts').notNull(),
  nextAt: integer('next_at').notNull(),
});
