/** The chatbot's tables in a device's Durable Object (`chatbot-store.ts`), read by drizzle-kit for the object's migrations. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Its rules and settings, a JSON value each. */
export const chatbotConfig = sqliteTable('chatbot_config', {
  k: text('k').primaryKey(),
  v: text('v').notNull(),
});

/** The replies it queued, each written with the message that fired it. */
export const chatbotQueue = sqliteTable(
  'chatbot_queue',
  {
    id: text('id').primaryKey(),
    contact: text('contact').notNull(),
    ruleId: text('rule_id').notNull(),
    text: text('text').notNull(),
    content: text('content').notNull(),
    createdAt: integer('created_at').notNull(),
    attempts: integer('attempts').notNull(),
    nextAt: integer('next_at').notNull(),
  },
  (t) => [index('chatbot_queue_next').on(t.nextAt)],
);

/** The replies it made lately, for its rate limit and its echo guard. */
export const chatbotReplies = sqliteTable(
  'chatbot_replies',
  {
    contact: text('contact').notNull(),
    text: text('text').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('chatbot_replies_contact').on(t.contact, t.at)],
);
