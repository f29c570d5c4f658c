/**
 * A workspace's alert settings (D1): where alerts go, after how long a disconnected device is one,
 * and the mail server. The form's rules are one zod schema; the SMTP password is write-only: kept
 * encrypted (`secret-box.ts`), never read back to a page, replaced or removed only.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema } from '../members/schemas';
import type { Db } from '../shared/db';
import { phoneNumberSchema, strictObject } from '../shared/fields';
import { ruleCheck, ruleIssue, said } from '../shared/said';
import { open, seal } from '../shared/secret-box';
import { DEFAULT_AFTER_MINUTES } from './incident-policy';
import { alertSettings } from './tables';

/** The password's box (`shared/secret-box.ts`). */
const SMTP_BOX = 'alerts/smtp-password/v1';

export const SMTP_SECURITY = ['starttls', 'tls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

/** A field left empty is absent. */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

const hostSchema = z
  .string()
  .trim()
  .max(253)
  .refine(
    (host) => /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/.test(host) || host === '[::1]',
    ruleCheck(said('alerts.host')),
  );

/**
 * The settings form. `local`: the worker runs on a developer's machine (LOCAL_DEV), the only place
 * a mail server may be reached without encryption, and then only on this machine.
 */
export function alertSettingsSchema(local: boolean) {
  return strictObject({
    phoneNumber: z.preprocess(blank, phoneNumberSchema.optional()),
    email: z.preprocess(blank, emailSchema.optional()),
    afterMinutes: z.coerce.number().int().min(1).max(1440),
    smtpHost: z.preprocess(blank, hostSchema.optional()),
    smtpPort: z.preprocess(blank, z.coerce.number().int().min(1).max(65535).optional()),
    smtpSecurity: z.enum(SMTP_SECURITY),
    smtpUser: z.preprocess(blank, z.string().max(254).optional()),
    smtpPassword: z.preprocess(blank, z.string().max(512).optional()),
    removePassword: z.literal('on').optional(),
    smtpFrom: z.preprocess(blank, emailSchema.optional()),
  }).superRefine((v, ctx) => {
    if (v.smtpPort === 25) ctx.addIssue(ruleIssue(said('alerts.port25'), ['smtpPort']));
    if (v.smtpHost === undefined) return;
    if (v.smtpPort === undefined) ctx.addIssue(ruleIssue(said('alerts.smtpNeeded'), ['smtpPort']));
    if (v.smtpFrom === undefined) ctx.addIssue(ruleIssue(said('alerts.smtpNeeded'), ['smtpFrom']));
    if (v.smtpSecurity === 'none' && !(local && LOCAL_HOSTS.has(v.smtpHost))) {
      ctx.addIssue(ruleIssue(said('alerts.plainOnlyLocal'), ['smtpSecurity']));
    }
  });
}

export type AlertSettingsInput = z.infer<ReturnType<typeof alertSettingsSchema>>;

export type SmtpServer = { host: string; port: number; security: SmtpSecurity; user: string | null; from: string };

/** The settings as a page shows them: the password only as whether one is set. */
export type AlertSettings = {
  phoneNumber: string | null;
  email: string | null;
  afterMinutes: number;
  lang: 'id' | 'en';
  timeZone: string;
  baseUrl: string;
  smtp: SmtpServer | null;
  hasPassword: boolean;
};

/** What a workspace without settings has: nowhere to send, the default wait. */
export const NO_SETTINGS: Omit<AlertSettings, 'lang' | 'timeZone' | 'baseUrl'> = {
  phoneNumber: null,
  email: null,
  afterMinutes: DEFAULT_AFTER_MINUTES,
  smtp: null,
  hasPassword: false,
};

type Row = typeof alertSettings.$inferSelect;

function settingsOf(row: Row): AlertSettings {
  const smtp =
    row.smtpHost && row.smtpPort && row.smtpFrom
      ? { host: row.smtpHost, port: row.smtpPort, security: row.smtpSecurity ?? 'starttls', user: row.smtpUser, from: row.smtpFrom }
      : null;
  return {
    phoneNumber: row.phoneNumber,
    email: row.email,
    afterMinutes: row.afterMinutes,
    lang: row.lang,
    timeZone: row.timeZone,
    baseUrl: row.baseUrl,
    smtp,
    hasPassword: row.smtpPassword !== null,
  };
}

async function row(db: Db, workspaceId: string): Promise<Row | undefined> {
  const [found] = await db.select().from(alertSettings).where(eq(alertSettings.workspaceId, workspaceId)).limit(1);
  return found;
}

export async function readAlertSettings(db: Db, workspaceId: string): Promise<AlertSettings | null> {
  const found = await row(db, workspaceId);
  return found ? settingsOf(found) : null;
}

/** The settings with the SMTP password as it is sent (null: none, or no longer readable), for the senders only. */
export async function sendingSettings(
  db: Db,
  adminToken: string,
  workspaceId: string,
): Promise<(AlertSettings & { password: string | null; passwordUnreadable: boolean }) | null> {
  const found = await row(db, workspaceId);
  if (!found) return null;
  const password = found.smtpPassword ? await open(adminToken, SMTP_BOX, found.smtpPassword) : null;
  return { ...settingsOf(found), password, passwordUnreadable: found.smtpPassword !== null && password === null };
}

/** Whether the stored password can still be read (false after ADMIN_TOKEN was rotated). */
export async function passwordReadable(db: Db, adminToken: string, workspaceId: string): Promise<boolean> {
  const found = await row(db, workspaceId);
  return !found?.smtpPassword || (await open(adminToken, SMTP_BOX, found.smtpPassword)) !== null;
}

/**
 * Saves the form's values. The password is replaced when one is typed, removed when asked (or
 * with the mail server), and otherwise kept as it is.
 */
export async function saveAlertSettings(
  db: Db,
  adminToken: string,
  workspaceId: string,
  input: AlertSettingsInput,
  viewer: { lang: 'id' | 'en'; timeZone: string; baseUrl: string },
  now = Date.now(),
): Promise<AlertSettings> {
  const smtp = input.smtpHost !== undefined;
  const password =
    !smtp || input.removePassword
      ? null
      : input.smtpPassword !== undefined
        ? await seal(adminToken, SMTP_BOX, input.smtpPassword)
        : ((await row(db, workspaceId))?.smtpPassword ?? null);
  const values = {
    phoneNumber: input.phoneNumber ?? null,
    email: input.email ?? null,
    afterMinutes: input.afterMinutes,
    lang: viewer.lang,
    timeZone: viewer.timeZone,
    baseUrl: viewer.baseUrl,
    smtpHost: input.smtpHost ?? null,
    smtpPort: smtp ? (input.smtpPort ?? null) : null,
    smtpSecurity: smtp ? input.smtpSecurity : null,
    smtpUser: smtp ? (input.smtpUser ?? null) : null,
    smtpPassword: password,
    smtpFrom: smtp ? (input.smtpFrom ?? null) : null,
    updatedAt: now,
  };
  const [saved] = await db
    .insert(alertSettings)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: alertSettings.workspaceId, set: values })
    .returning();
  if (!saved) throw new Error('the alert settings were not saved');
  return settingsOf(saved);
}
