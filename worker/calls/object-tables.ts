/** The calls' tables in a device's Durable Object (`call-store.ts`), read by drizzle-kit for the object's migrations. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The device's call settings (`call-settings.ts`): one row, absent until they are first set. */
export const callSettings = sqliteTable('call_settings', {
  id: integer('id').primaryKey(),
  rejectVoice: integer('reject_voice').notNull(),
  rejectVideo: integer('reject_video').notNull(),
  rejectGroup: integer('reject_group').notNull(),
  rejectWhen: text('reject_when').notNull(),
  message: text('message').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * The calls the device rejected, each written with the call's report: what is still to do (tell
 * the session to reject it, send the caller the text) and, kept a day, that it was rejected, which
 * the call's later statuses say too.
 */
export const callRejections = sqliteTable(
  'call_rejections',
  {
    callId: text('call_id').primaryKey(),
    /** The caller's phone digits, which the text goes to; null when WhatsApp told only a LID. */
    caller: text('caller'),
    /** The address the call came from, which the reject names. */
    callerJid: text('caller_jid').notNull(),
    /** The text still to send; null once sent or given up (or when there is none). */
    message: text('message'),
    /** Whether the session is still to reject the call. */
    rejectPending: integer('reject_pending').notNull(),
    attempts: integer('attempts').notNull(),
    /** When the next step is due; null once nothing is left to do. */
    nextAt: integer('next_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('call_rejections_next').on(t.nextAt), index('call_rejections_created').on(t.createdAt)],
);
