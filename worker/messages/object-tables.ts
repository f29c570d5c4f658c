/** The messages' tables in a device's Durable Object, read by drizzle-kit for the object's migrations. */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { recordColumns } from './tables';

/**
 * The WhatsApp messages the device sent and received, kept for quotes, reactions and receipts
 * (`wa-message-store.ts`); not D1's `messages`, which holds the message records.
 */
export const waMessages = sqliteTable(
  'messages',
  {
    id: text('id').primaryKey(),
    remoteJid: text('remote_jid').notNull(),
    fromMe: integer('from_me').notNull(),
    participant: text('participant'),
    raw: text('raw').notNull(),
    ts: integer('ts').notNull(),
    seq: integer('seq').notNull(),
    recordId: text('record_id'),
    phoneNumber: text('phone_number'),
  },
  (t) => [index('messages_seq').on(t.seq)],
);

/**
 * The device's message records (`record-store.ts`), the authority D1's `messages` copies: its
 * columns less the two naming the device (the object is the device), with the contact's number.
 */
export const records = sqliteTable(
  'records',
  {
    ...recordColumns(),
    /** The contact's number (or LID); D1 keeps it in the contact's row. */
    contact: text('contact').notNull(),
  },
  (t) => [
    // The sends still waiting for the node's answer, by when they were made (the alarm that expires
    // them). Only those: an index of every status was rewritten by each receipt. A PENDING send is
    // found by its message id through `records_message`.
    index('records_pending').on(t.createdAt).where(sql`status = 'PENDING'`),
    index('records_created').on(t.createdAt),
    // An incoming edit or delete names its message by its messaging-app id.
    index('records_message').on(t.messageId),
    // A conversation's messages page by (created_at, id) within its contact: one index range however deep.
    index('records_contact_page').on(t.contact, t.createdAt, t.id),
    // The sends the delivery watch waits on, by when they went.
    index('records_watched').on(t.updatedAt).where(sql`status = 'SENT' AND undelivered_at IS NULL`),
  ],
);

/** The polls the device sent, with the secret that decrypts their votes (`poll-store.ts`). */
export const polls = sqliteTable(
  'polls',
  {
    messageId: text('message_id').primaryKey(),
    recordId: text('record_id').notNull(),
    secret: text('secret').notNull(),
    options: text('options').notNull(),
    multiple: integer('multiple').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('polls_record').on(t.recordId)],
);

/** Each voter's latest vote on a poll. */
export const pollVotes = sqliteTable(
  'poll_votes',
  {
    pollMessageId: text('poll_message_id').notNull(),
    voter: text('voter').notNull(),
    selected: text('selected').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pollMessageId, t.voter] })],
);

/** The undelivered messages waiting to go once more, one per record, at most once (`delivery-watch.ts`). */
export const resends = sqliteTable('resends', {
  recordId: text('record_id').primaryKey(),
  messageId: text('message_id').notNull(),
  dueAt: integer('due_at').notNull(),
});

/** A history import's running counts, per sync type, until its last report (`history-import.ts`). */
export const historyImports = sqliteTable('history_imports', {
  syncType: text('sync_type').primaryKey(),
  messages: integer('messages').notNull(),
  skipped: integer('skipped').notNull(),
  oldest: integer('oldest'),
});

/** The chats a history import touched, per sync type. */
export const historyImportChats = sqliteTable(
  'history_import_chats',
  {
    syncType: text('sync_type').notNull(),
    contact: text('contact').notNull(),
  },
  (t) => [primaryKey({ columns: [t.syncType, t.contact] })],
);
