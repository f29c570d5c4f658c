/**
 * The one writer of D1's `report_counts`: each queued counter is written with the total its
 * device's object holds when the mirror flushes (not an increment), so a batch retried after it
 * landed writes the same figures again. Counters older than `KEPT_MS` leave the object once their
 * copy is written (no event counts into an hour that old: hours are the events' own times).
 */
import type { DeviceStateStore } from '../kernel/device-state';
import { d1Copy } from '../shared/d1-copy';
import type { MirrorOwner } from '../shared/d1-mirror';
import { rowsStatements } from '../shared/d1-rows';
import { rowsWhereIn } from '../shared/sqlite';
import { columnsOf, selectList } from '../shared/table-columns';
import type { Clock } from '../shared/time';
import { reportHours } from './object-tables';
import { REPORTS } from './report-counters';
import { reportCounts } from './tables';

const KEPT_MS = 8 * 24 * 3_600_000;

/** Every column of D1's `report_counts` (`tables.ts`), each bound to its field: a counter's copy is its total, written again. */
export const COUNT_COPY = d1Copy(reportCounts, { keep: ['workspaceId'] });

/** The object's counters, each column read as its field. */
const SELECT_COUNTERS = `SELECT ${selectList(columnsOf(reportHours))} FROM report_hours`;

/** Counters older than the cutoff (?1) whose copy is written (none queued for the owner ?2): one index range of hours. */
export const PRUNE_COUNTS = 'DELETE FROM report_hours WHERE hour < ? AND key NOT IN (SELECT key FROM d1_mirror WHERE owner = ?)';

export function reportMirror(d1: D1Database, storage: DurableObjectStorage, state: DeviceStateStore, clock: Clock): MirrorOwner {
  return {
    name: REPORTS,
    statements: (entries) => {
      const info = state.get().info;
      if (!info) return [];
      const rows = rowsWhereIn<typeof reportHours.$inferSelect>(
        storage.sql,
        SELECT_COUNTERS,
        'key',
        entries.map((e) => e.key),
      );
      return rowsStatements(
        d1,
        COUNT_COPY.statement,
        rows.map((r) => COUNT_COPY.values({ ...r, workspaceId: info.workspaceId, deviceId: info.id })),
      );
    },
    afterFlush: async () => {
      storage.sql.exec(PRUNE_COUNTS, clock.now() - KEPT_MS, REPORTS);
    },
  };
}
