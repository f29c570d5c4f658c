/** The assistant's tables in a device's Durable Object (`assistant-store.ts`), read by drizzle-kit for the object's migrations. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Its settings, one JSON value. */
export const assistantConfig = sqliteTable('assistant_config', {
  k: text('k').primaryKey(),
  v: text('v').notNull(),
});

/**
 * A turn queued per contact: due `debounce` after the customer's last message (each new one pushes
 * it back and bumps `version`, so an answer computed for an older burst is not sent).
 */
export const assistantTurns = sqliteTable(
  'assistant_turns',
  {
    contact: text('contact').primaryKey(),
    dueAt: integer('due_at').notNull(),
    version: integer('version').notNull(),
    /** Provider failures of this turn so far (retried with backoff, then handed over). */
    attempts: integer('attempts').notNull(),
    /** The name the customer gave on their last message (D1's contact copy may not have it yet). */
    pushName: text('push_name'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('assistant_turns_due').on(t.dueAt)],
);

/** Per conversation (contact): answers today, turns since it was last resolved, whether it was handed over. */
export const assistantThreads = sqliteTable('assistant_threads', {
  contact: text('contact').primaryKey(),
  /** The UTC day (`YYYY-MM-DD`) `answers` counts. */
  day: text('day').notNull(),
  answers: integer('answers').notNull(),
  /** Answers since the conversation was last resolved. */
  turns: integer('turns').notNull(),
  /** When it was handed to a person; null: the assistant may answer. Cleared when it is resolved. */
  handedOverAt: integer('handed_over_at'),
  /** The assistant's last answer here (a message repeating it is another bot's echo). */
  lastAnswer: text('last_answer'),
});

/** Every call to the model: its tokens, time and outcome (for the reports). */
export const assistantCalls = sqliteTable(
  'assistant_calls',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contact: text('contact').notNull(),
    at: integer('at').notNull(),
    /** `answer`, `tool`, `summary`, or the failure's kind. */
    outcome: text('outcome').notNull(),
    promptTokens: integer('prompt_tokens').notNull(),
    completionTokens: integer('completion_tokens').notNull(),
    ms: integer('ms').notNull(),
  },
  (t) => [index('assistant_calls_at').on(t.at)],
);
