/**
 * Every list pages by index (issue 26): each list's statements, as the code builds them, are
 * explained by SQLite, and none may read a whole table (`SCAN`) or sort it (`USE TEMP B-TREE FOR
 * ORDER BY`): the 1,000th page then costs what the first does. The plans come from the schema the
 * migrations leave (no statistics), as they would on a fresh database.
 */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { listBroadcasts } from '../../../worker/broadcasts/broadcasts';
import { RECIPIENT_PAGES } from '../../../worker/broadcasts/recipient-store';
import { listCannedReplies, matchCannedReplies } from '../../../worker/canned-replies/canned-replies';
import { listContacts } from '../../../worker/contacts/contact-list';
import { contactConversations, listConversations } from '../../../worker/inbox/conversation-list';
import { listLabels } from '../../../worker/labels/labels';
import { pageMembers, pageOpenInvites } from '../../../worker/members/member-pages';
import { RECORDS_BY_CONTACT } from '../../../worker/messages/record-statements';
import { listMessageRecords } from '../../../worker/messages/records-list';
import { buildReport, REPORT_KINDS } from '../../../worker/reports';
import { PRUNE_COUNTS } from '../../../worker/reports/report-mirror';
import type { ReportRange } from '../../../worker/reports/report-query';
import { botAnsweredSinceOpened, lastReceivedAt } from '../../../worker/reports/report-triggers';
import { listRequestLog } from '../../../worker/request-log/request-log-list';
import { pageNewestFirst } from '../../../worker/shared/cursor';
import type { Db } from '../../../worker/shared/db';
import { templates } from '../../../worker/templates/tables';
import { listDeliveries } from '../../../worker/webhooks/webhooks';
import { setup } from '../helpers';
import { objectPlanOf, planOf, type Statement } from './query-plans';

/** Runs `read` on a D1 handle that keeps each statement it prepares, with its parameters (drizzle's and raw). */
async function statementsOf(read: (db: Db, d1: D1Database) => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const recording = new Proxy(env.DB, {
    get(target, property) {
      if (property !== 'prepare') return Reflect.get(target, property).bind(target);
      return (sql: string) => {
        const statement = target.prepare(sql);
        return new Proxy(statement, {
          get(s, p) {
            if (p !== 'bind') return Reflect.get(s, p).bind(s);
            return (...params: unknown[]) => {
              seen.push({ sql, params });
              return s.bind(...params);
            };
          },
        });
      };
    },
  });
  await read(drizzle(recording), recording);
  return seen;
}

/** What a list must never do: read a whole table (a virtual table's MATCH is a lookup), or sort one. */
function wholeTableSteps(plan: string[]): string[] {
  return plan.filter((step) => (/^SCAN /.test(step) && !/VIRTUAL TABLE INDEX/.test(step)) || /USE TEMP B-TREE FOR .*ORDER BY/.test(step));
}

const ws = 'wsp_00000000000000000000';
const at = { createdAt: 1_800_000_000_000, id: 'cnv_00000000000000000000' };
const LISTS: Record<string, (db: Db) => Promise<unknown>> = {
  conversations: (db) => listConversations(db, ws, { limit: 50 }),
  'conversations, a later page': (db) => listConversations(db, ws, { limit: 50, cursor: at }),
  'conversations of a status': (db) => listConversations(db, ws, { limit: 50, status: 'OPEN', cursor: at }),
  'conversations of an assignee': (db) => listConversations(db, ws, { limit: 50, assignee: 'acc_00000000000000000000', cursor: at }),
  'unassigned conversations': (db) => listConversations(db, ws, { limit: 50, assignee: 'unassigned' }),
  'conversations waiting in a queue': (db) => listConversations(db, ws, { limit: 50, assignee: 'queued', cursor: at }),
  'conversations of a team': (db) => listConversations(db, ws, { limit: 50, teamId: 'team_00000000000000000000', cursor: at }),
  'conversations of a device': (db) => listConversations(db, ws, { limit: 50, deviceId: 'dev_00000000000000000000', cursor: at }),
  'a contact’s conversations (the inbox’s contact panel)': (db) => contactConversations(db, ws, 'ctc_00000000000000000000', 25),
  'conversations of a label': (db) => listConversations(db, ws, { limit: 50, labelId: 'lbl_00000000000000000000', cursor: at }),
  'open conversations of a label': (db) =>
    listConversations(db, ws, { limit: 50, labelId: 'lbl_00000000000000000000', status: 'OPEN', cursor: at }),
  contacts: (db) => listContacts(db, ws, { limit: 50, cursor: at }),
  'contacts of a label': (db) => listContacts(db, ws, { limit: 50, labelId: 'lbl_00000000000000000000', cursor: at }),
  'contacts of a label by its name': (db) => listContacts(db, ws, { limit: 50, label: 'VIP', cursor: at }),
  labels: (db) => listLabels(db, ws),
  'message records': (db) => listMessageRecords(db, ws, { limit: 50, cursor: at }),
  'message records of a device': (db) => listMessageRecords(db, ws, { limit: 50, deviceId: 'dev_00000000000000000000', cursor: at }),
  'request log': (db) => listRequestLog(db, ws, { limit: 50, cursor: at }),
  'request log of a key': (db) => listRequestLog(db, ws, { limit: 50, keyId: 'key_00000000000000000000', cursor: at }),
  deliveries: (db) => listDeliveries(db, 'whk_00000000000000000000', { limit: 50, cursor: at }),
  'deliveries of a status': (db) => listDeliveries(db, 'whk_00000000000000000000', { limit: 50, status: 'FAILED', cursor: at }),
  broadcasts: (db) => listBroadcasts(db, ws, { limit: 50, cursor: at }),
  templates: (db) => pageNewestFirst(db, templates, { limit: 50, cursor: at }, eq(templates.workspaceId, ws)),
  'canned replies, a later page': (db) => listCannedReplies(db, ws, { limit: 50, cursor: 'ongkir' }),
  // The picker: a range of shortcuts, then the texts within the workspace's range of the same index.
  'canned replies for the picker': (db) => matchCannedReplies(db, ws, 'on'),
  members: (db) => pageMembers(db, ws, { limit: 50 }),
  'members, a later page': (db) => pageMembers(db, ws, { limit: 50, cursor: { createdAt: at.createdAt, id: 'acc_00000000000000000000' } }),
  'open invites': (db) => pageOpenInvites(db, ws, { limit: 50, cursor: { createdAt: at.createdAt, id: 'inv_00000000000000000000' } }),
};
const SEARCHES: Record<string, string> = {
  'a number': '62813',
  'a number as written': '+62 813-4',
  'a word of a message': 'INV100123',
  'a name': 'Budi',
  'two characters': 'Bu',
};

describe('every list pages by index', () => {
  for (const [name, read] of Object.entries(LISTS)) {
    it(`${name}: one index range, no scan and no sort`, async () => {
      const statements = await statementsOf(read);
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const plan = await planOf(statement);
        expect(
          plan.some((step) => /^SEARCH .* USING (COVERING )?INDEX/.test(step)),
          plan.join('\n'),
        ).toBe(true);
        expect(wholeTableSteps(plan), `${statement.sql}\n${plan.join('\n')}`).toEqual([]);
      }
    });
  }

  for (const [name, q] of Object.entries(SEARCHES)) {
    it(`searching conversations and contacts by ${name} reads indexes, not the tables`, async () => {
      const statements = [
        ...(await statementsOf((db) => listConversations(db, ws, { limit: 50, q }))),
        ...(await statementsOf((db) => listContacts(db, ws, { limit: 50, q }))),
      ];
      for (const statement of statements) {
        const plan = await planOf(statement);
        // Nor walk the workspace's rows testing each: the matches are looked up, then sorted.
        expect(
          plan.filter(
            (step) =>
              (/^SCAN /.test(step) && !/VIRTUAL TABLE INDEX/.test(step)) ||
              /^SEARCH (conversations|contacts) .*\(workspace_id=\?\)$/.test(step),
          ),
          plan.join('\n'),
        ).toEqual([]);
      }
    });
  }

  // The workspace's own index would serve these too, walking every conversation to find the few
  // that match (an empty queue: all of them); each must be a range of its own.
  it('a team’s conversations and those waiting in a queue are ranges of their own indexes', async () => {
    const plans: Record<string, string> = {};
    for (const [name, index] of [
      ['conversations waiting in a queue', 'conversations_queued_page'],
      ['conversations of a team', 'conversations_team_page'],
    ] as const) {
      const read = LISTS[name];
      if (!read) throw new Error(`no list ${name}`);
      for (const statement of await statementsOf(read)) plans[name] = (await planOf(statement)).join('\n');
      expect(plans[name], name).toMatch(new RegExp(`SEARCH conversations USING INDEX ${index} \\(workspace_id=\\?`));
    }
  });

  it('a campaign’s recipients, in its device object, page by one index range, of one status too', async () => {
    const { deviceId } = await setup();
    const stub = env.DEVICE.get(env.DEVICE.idFromName(deviceId));
    const plans = await runInDurableObject(stub, (_instance, state) =>
      [
        [RECIPIENT_PAGES.all, 'brd_00000000000000000000', 5000, 50],
        [RECIPIENT_PAGES.ofStatus, 'brd_00000000000000000000', 5000, 50, 'FAILED'],
      ].map(([where, ...params]) => objectPlanOf(state.storage.sql, { sql: `SELECT * FROM broadcast_recipients ${where}`, params })),
    );
    expect(plans[0]?.join('\n')).toMatch(
      /SEARCH broadcast_recipients USING INDEX sqlite_autoindex_broadcast_recipients_1 \(broadcast_id=\? AND position>\?\)/,
    );
    expect(plans[1]?.join('\n')).toMatch(
      /SEARCH broadcast_recipients USING INDEX broadcast_recipients_status \(broadcast_id=\? AND status=\? AND position>\?\)/,
    );
    for (const plan of plans) expect(wholeTableSteps(plan), plan.join('\n')).toEqual([]);
  });

  it('a conversation’s messages, in its device object, page by one index range', async () => {
    const { deviceId } = await setup();
    const stub = env.DEVICE.get(env.DEVICE.idFromName(deviceId));
    const plans = await runInDurableObject(stub, (_instance, state) =>
      [
        [RECORDS_BY_CONTACT.first, '6281234567890', 50],
        [RECORDS_BY_CONTACT.after, '6281234567890', 50, at.createdAt, at.id],
      ].map(([where, ...params]) => objectPlanOf(state.storage.sql, { sql: `SELECT * FROM records ${where}`, params })),
    );
    for (const plan of plans) {
      expect(plan.join('\n')).toMatch(/SEARCH records USING INDEX records_contact_page/);
      expect(wholeTableSteps(plan), plan.join('\n')).toEqual([]);
    }
  });
});

describe('every report reads its counters by index', () => {
  const device = 'dev_00000000000000000000';
  // The longest ranges a report takes: 92 days by day, 31 by hour.
  const ranges: Record<string, { range: ReportRange; index: RegExp }> = {
    'of the workspace by day': {
      range: { workspaceId: ws, from: '2031-01-01', to: '2031-04-02', tz: 'Asia/Jakarta', bucket: 'day' },
      index: /^SEARCH report_counts USING INDEX report_counts_workspace \(workspace_id=\? AND metric=\? AND hour>\? AND hour<\?\)$/,
    },
    'of a device by hour': {
      range: { workspaceId: ws, deviceId: device, from: '2031-01-01', to: '2031-01-31', tz: 'Asia/Jakarta', bucket: 'hour' },
      index: /^SEARCH report_counts USING INDEX report_counts_device \(device_id=\? AND metric=\? AND hour>\? AND hour<\?\)$/,
    },
  };
  for (const kind of REPORT_KINDS) {
    for (const [scope, { range, index }] of Object.entries(ranges)) {
      it(`the ${kind} report ${scope}: one index range of a metric's hours each, and the names it shows by key`, async () => {
        // A campaign's and a webhook's counters in the range, so the reports look their names up too.
        await env.DB.batch(
          [
            ['receipts', 'brd_00000000000000000000', 'sent'],
            ['webhook', 'whk_00000000000000000000', 'attempts'],
          ].map(([metric, subject, dim]) =>
            env.DB.prepare(
              'INSERT OR REPLACE INTO report_counts (workspace_id, device_id, hour, metric, subject, dim, n) VALUES (?, ?, ?, ?, ?, ?, 1)',
            ).bind(ws, device, Date.UTC(2031, 0, 2), metric, subject, dim),
          ),
        );
        const statements = await statementsOf((db, d1) => buildReport(kind, db, d1, range));
        const counts = statements.filter((s) => /FROM report_counts/.test(s.sql));
        expect(counts.length).toBeGreaterThan(0);
        for (const statement of counts) {
          const plan = await planOf(statement);
          // Grouping sorts the range's rows (hours × dimensions of one metric), never the table's.
          expect(plan, statement.sql).toEqual([expect.stringMatching(index), 'USE TEMP B-TREE FOR GROUP BY']);
        }
        for (const statement of statements.filter((s) => !counts.includes(s))) {
          const plan = await planOf(statement);
          expect(plan, statement.sql).toEqual([
            expect.stringMatching(/^SEARCH (broadcasts|webhooks) USING INDEX sqlite_autoindex_\w+ \(id=\?\)$/),
          ]);
        }
        if (kind === 'campaigns' || kind === 'webhooks') expect(statements.length).toBe(counts.length + 1);
      });
    }
  }

  it('a device object forgets its copied counters older than eight days by one index range of hours', async () => {
    const { deviceId } = await setup();
    const stub = env.DEVICE.get(env.DEVICE.idFromName(deviceId));
    const plan = await runInDurableObject(stub, (_instance, state) =>
      objectPlanOf(state.storage.sql, { sql: PRUNE_COUNTS, params: [at.createdAt, 'reports'] }),
    );
    // The copies still queued are looked up by their owner's range of the queue's key.
    expect(plan).toEqual(
      expect.arrayContaining([
        'SEARCH report_hours USING INDEX report_hours_hour (hour<?)',
        'SEARCH d1_mirror USING COVERING INDEX sqlite_autoindex_d1_mirror_1 (owner=?)',
      ]),
    );
    expect(wholeTableSteps(plan), plan.join('\n')).toEqual([]);
  });

  it('the counting triggers find a campaign reply’s time and the bot’s answer by one index range of the contact’s records', async () => {
    const { deviceId } = await setup();
    const stub = env.DEVICE.get(env.DEVICE.idFromName(deviceId));
    const [reply, handover] = await runInDurableObject(stub, (_instance, state) =>
      [lastReceivedAt('?1'), botAnsweredSinceOpened('?1')].map((expression) =>
        objectPlanOf(state.storage.sql, { sql: `SELECT ${expression}`, params: ['6281234567890'] }),
      ),
    );
    // The newest first, from the index's end: no sort, and the reply just written is the first row read.
    expect(reply).toEqual(expect.arrayContaining([expect.stringMatching(/^SEARCH r USING INDEX records_contact\w* \(contact=\?\)$/)]));
    expect(reply?.some((step) => /TEMP B-TREE/.test(step))).toBe(false);
    // Only the records since the conversation opened, from when its clock says it did.
    expect(handover).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SEARCH r USING INDEX records_contact\w* \(contact=\? AND created_at>\?\)$/),
        expect.stringMatching(/^SEARCH w USING INDEX sqlite_autoindex_report_waits_1 \(contact=\?\)$/),
      ]),
    );
    // The SELECT that holds the expression reads no table ('SCAN CONSTANT ROW'): only the expression's own steps count.
    for (const plan of [reply, handover]) {
      expect(wholeTableSteps((plan ?? []).filter((step) => step !== 'SCAN CONSTANT ROW')), plan?.join('\n')).toEqual([]);
    }
  });
});
