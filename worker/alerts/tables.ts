/**
 * Telling the owner that a device is down: the workspace's alert settings (where alerts go, after
 * how long, the SMTP server), the alerts raised now (the dashboard's banner, a copy each device's
 * object writes), and the one-time links to a device's linking page that the alerts carry, with the
 * short sessions they open. Secrets are kept only as hashes (the links, the sessions) or encrypted
 * (the SMTP password).
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { devices } from '../kernel/tables';
import { workspaces } from '../workspaces/tables';

export const alertSettings = sqliteTable('alert_settings', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** The owner's WhatsApp number (digits, international); null: no WhatsApp alert. */
  phoneNumber: text('phone_number'),
  /** Where the email goes; null: no email. */
  email: text('email'),
  /** How long a device may stay disconnected before the owner is told. */
  afterMinutes: integer('after_minutes').notNull(),
  /** The language of whoever saved the settings: the alerts are written in it. */
  lang: text('lang', { enum: ['id', 'en'] }).notNull(),
  /** …and their time zone (IANA), for the times the alerts name. */
  timeZone: text('time_zone').notNull(),
  /** The dashboard's address as the settings were saved from it: the links in the alerts point there. */
  baseUrl: text('base_url').notNull(),
  smtpHost: text('smtp_host'),
  smtpPort: integer('smtp_port'),
  smtpSecurity: text('smtp_security', { enum: ['tls', 'starttls', 'none'] }),
  smtpUser: text('smtp_user'),
  /** AES-GCM of the password (`secret-box.ts`), never shown again. */
  smtpPassword: text('smtp_password'),
  smtpFrom: text('smtp_from'),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * The alerts raised and not yet over, one per device: a copy of the device object's open incident
 * (written only by `alert-mirror.ts`), read by every dashboard page of an owner or admin.
 */
export const deviceAlerts = sqliteTable(
  'device_alerts',
  {
    deviceId: text('device_id')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id').notNull(),
    /** `logged-out` or `disconnected`. */
    kind: text('kind', { enum: ['logged-out', 'disconnected'] }).notNull(),
    /** When the device stopped being connected. */
    since: integer('since').notNull(),
    raisedAt: integer('raised_at').notNull(),
  },
  (t) => [index('device_alerts_workspace').on(t.workspaceId)],
);

/** One-time links to a device's linking page, sent with an alert; only the token's hash is kept. */
export const relinkLinks = sqliteTable(
  'relink_links',
  {
    /** Hex SHA-256 of the token in the link. */
    tokenHash: text('token_hash').primaryKey(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('relink_links_device').on(t.deviceId)],
);

/** What an opened link gives: for a while, that one device's linking page, and nothing else. */
export const relinkSessions = sqliteTable('relink_sessions', {
  /** Hex SHA-256 of the token in the cookie. */
  tokenHash: text('token_hash').primaryKey(),
  deviceId: text('device_id')
    .notNull()
    .references(() => devices.id, { onDelete: 'cascade' }),
  workspaceId: text('workspace_id').notNull(),
  csrfToken: text('csrf_token').notNull(),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
});
