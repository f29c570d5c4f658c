import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key, enough to recognise it in a list. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at'),
    revokedAt: integer('revoked_at'),
    /** Requests allowed per 10 s window; null is the default (`DEFAULT_RATE_LIMIT`). */
    rateLimit: integer('rate_limit'),
    /**
     * What the key may do: scope names separated by spaces (`messages:send contacts`); null for a key
     * made before scopes existed, which keeps what it could do then (`LEGACY_SCOPES`).
     */
    scopes: text('scopes'),
    /**
     * The member who made the key in the dashboard (an account id), whose role bounds it: their keys
     * holding more than a new role of theirs are revoked, all of them when they leave. Null for a key
     * the operator made (or made before makers were kept).
     */
    createdBy: text('created_by'),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash').on(t.keyHash),
    index('api_keys_workspace').on(t.workspaceId),
    index('api_keys_creator').on(t.workspaceId, t.createdBy),
  ],
);
