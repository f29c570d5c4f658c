/**
 * The eight reports by name, each read the same way by the API and the dashboard: a range of a
 * workspace (or one device of it) in the viewer's zone, and what the rows name (campaigns,
 * webhooks) looked up in D1 for the few ids the range holds.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { broadcasts } from '../broadcasts/tables';
import { devices } from '../kernel/tables';
import { labels } from '../labels/tables';
import type { Db } from '../shared/db';
import { notFound } from '../shared/errors';
import { shown } from '../shared/fields';
import { teamsStub } from '../teams/desk-stub';
import { webhooks } from '../webhooks/tables';
import type { InboxLookups } from './inbox-breakdowns';
import type { ReportRange } from './report-query';
import {
  assistantReport,
  campaignsReport,
  chatbotReport,
  deliveryReport,
  healthReport,
  inboxReport,
  messagesReport,
  type Viewer,
  webhooksReport,
} from './reports';
import type { ReportQuery } from './schemas';

export const REPORT_KINDS = ['messages', 'delivery', 'inbox', 'campaigns', 'webhooks', 'chatbot', 'health', 'assistant'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The range a query names, once its device is found to be the workspace's (404 otherwise, as another workspace's). */
export async function rangeOf(db: Db, workspaceId: string, q: ReportQuery): Promise<ReportRange> {
  if (q.deviceId !== undefined) {
    const [row] = await db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.id, q.deviceId), eq(devices.workspaceId, workspaceId)))
      .limit(1);
    if (!row) throw notFound(`device ${shown(q.deviceId)} not found`);
  }
  return { workspaceId, from: q.from, to: q.to, tz: q.tz, bucket: q.bucket, ...(q.deviceId === undefined ? {} : { deviceId: q.deviceId }) };
}

async function namesOf(db: Db, workspaceId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: broadcasts.id, name: broadcasts.name })
    .from(broadcasts)
    .where(and(eq(broadcasts.workspaceId, workspaceId), inArray(broadcasts.id, ids.slice(0, 90))));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function urlsOf(db: Db, workspaceId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: webhooks.id, url: webhooks.url })
    .from(webhooks)
    .where(and(eq(webhooks.workspaceId, workspaceId), inArray(webhooks.id, ids.slice(0, 90))));
  return new Map(rows.map((r) => [r.id, r.url]));
}

/** Rows read 90 ids a query (D1's bound parameters): a workspace may have more devices or labels than that. */
async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += 90) rows.push(...(await read(ids.slice(i, i + 90))));
  return rows;
}

async function deviceNamesOf(db: Db, workspaceId: string, ids: string[]): Promise<Map<string, string>> {
  const rows = await inChunks(ids, (chunk) =>
    db
      .select({ id: devices.id, name: devices.name })
      .from(devices)
      .where(and(eq(devices.workspaceId, workspaceId), inArray(devices.id, chunk))),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The inbox report's teams (from the workspace's team desk, when the caller reaches it) and its
 * labels' names and colours (D1, for the ids the range counts; none for a label deleted since).
 */
function inboxLookups(db: Db, workspaceId: string, env: Pick<Env, 'TEAMS'> | undefined): InboxLookups {
  return {
    teams: async () =>
      env
        ? (await teamsStub(env, workspaceId).teams()).map((t) => ({ id: t.id, name: t.name, memberIds: t.members.map((m) => m.memberId) }))
        : [],
    labels: async (ids) => {
      const rows = await inChunks(ids, (chunk) =>
        db
          .select({ id: labels.id, name: labels.name, color: labels.color })
          .from(labels)
          .where(and(eq(labels.workspaceId, workspaceId), inArray(labels.id, chunk))),
      );
      return new Map(rows.map((r) => [r.id, { name: r.name, color: r.color }]));
    },
  };
}

/** A report's figures with the range it covers; `env` reaches the team desk for the inbox report's teams (none without it). */
export async function buildReport(
  kind: ReportKind,
  db: Db,
  d1: D1Database,
  range: ReportRange,
  viewer: Viewer = {},
  env?: Pick<Env, 'TEAMS'>,
) {
  const head = { from: range.from, to: range.to, tz: range.tz, bucket: range.bucket };
  switch (kind) {
    case 'messages':
      return { ...head, ...(await messagesReport(d1, range, viewer)) };
    case 'delivery':
      return { ...head, ...(await deliveryReport(d1, range)) };
    case 'inbox':
      return { ...head, ...(await inboxReport(d1, range, viewer, inboxLookups(db, range.workspaceId, env))) };
    case 'campaigns':
      return { ...head, ...(await campaignsReport(d1, range, (ids) => namesOf(db, range.workspaceId, ids))) };
    case 'webhooks':
      return { ...head, ...(await webhooksReport(d1, range, (ids) => urlsOf(db, range.workspaceId, ids))) };
    case 'chatbot':
      return { ...head, ...(await chatbotReport(d1, range)) };
    case 'health':
      return { ...head, ...(await healthReport(d1, range, (ids) => deviceNamesOf(db, range.workspaceId, ids))) };
    case 'assistant':
      return { ...head, ...(await assistantReport(d1, range)) };
  }
}
