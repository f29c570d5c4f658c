/**
 * The people of the dashboard: accounts (email and password hash), their memberships of
 * workspaces with a role, their signed-in sessions, invites, the first-run setup links, and the
 * counters that throttle sign-in attempts. Secrets are stored only as hashes.
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

export const accounts = sqliteTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; one account per address, which may belong to several workspaces. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** PBKDF2-SHA256 of the password (hex), with its own random salt (hex) and iteration count. */
    passwordHash: text('password_hash').notNull(),
    passwordSalt: text('password_salt').notNull(),
    passwordIterations: integer('password_iterations').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('accounts_email').on(t.email)],
);

export const memberships = sqliteTable(
  'memberships',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'agent'] }).notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.accountId] }),
    index('memberships_account').on(t.accountId),
    // The members API pages a workspace's members by this key, newest first.
    index('memberships_workspace_page').on(t.workspaceId, t.createdAt, t.accountId),
  ],
);

/** Signed-in dashboard sessions; the cookie holds the token, this table only its SHA-256. */
export const dashboardSessions = sqliteTable(
  'dashboard_sessions',
  {
    /** Hex SHA-256 of the session token. */
    tokenHash: text('token_hash').primaryKey(),
    /** The member signed in; null for the operator (signed in with ADMIN_TOKEN). */
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The workspace the session has open (null: none chosen yet). */
    workspaceId: text('workspace_id'),
    /** Sent back with every form and state-changing call. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('dashboard_sessions_account').on(t.accountId)],
);

export const invites = sqliteTable(
  'invites',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'agent'] }).notNull(),
    /** Whom the invite is for, as the inviter typed it: shown in the open-invite list, filled in on the link's page. */
    name: text('name'),
    email: text('email'),
    /** Hex SHA-256 of the token in the link, which is shown once. */
    tokenHash: text('token_hash').notNull(),
    /** Who invited: an account, or null for the operator. */
    createdBy: text('created_by'),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    acceptedAt: integer('accepted_at'),
    acceptedBy: text('accepted_by'),
  },
  (t) => [
    uniqueIndex('invites_token').on(t.tokenHash),
    index('invites_workspace').on(t.workspaceId),
    // The members API pages a workspace's open invites by this key, newest first.
    index('invites_workspace_page').on(t.workspaceId, t.createdAt, t.id),
  ],
);

/**
 * One-time links that let a member set a new password, made by an owner or the operator and shown
 * once; only the token's hash is kept. Used once, or dead after `PASSWORD_RESET_MS`.
 */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    /** Hex SHA-256 of the token in the link. */
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The workspace it was made from, and who made it (an account, or null for the operator). */
    workspaceId: text('workspace_id').notNull(),
    createdBy: text('created_by'),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('password_resets_account').on(t.accountId)],
);

/** One-time links that create the first workspace and its owner (printed by `npm start`). */
export const setupLinks = sqliteTable('setup_links', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
});

/** Failed sign-ins counted per account (`account:<email>`) and per address (`ip:<address>`). */
export const loginThrottle = sqliteTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: integer('window_start').notNull(),
  lockedUntil: integer('locked_until'),
});
