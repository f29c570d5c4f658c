/**
 * The one writer of D1's `report_counts`: each queued counter is written with the total its
 * device's object holds when the mirror flushes (not an increment), so a batch retried after it
 * landed writes the same figures again. Counters older than `KEPT_MS` leave the object once their
 * copy is written (no event counts into an hour that old: hours are the events' own times).
 */
import type { DeviceStateStore } from '../kernel/device-state';
import type { MirrorOwner } from '../shared/d1-mirror';
import { type RowsStatement, rowsStatements } from '../shared/d1-rows';
import { rowsWhereIn } from '../shared/sqlite';
import type { Clock } from '../shared/time';
import { REPORTS } from './report-counters';

const KEPT_MS = 8 * 24 * 3_600_000;

export const UPSERT_COUNTS: RowsStatement = {
  head: 'INSERT INTO report_counts (workspace_id, device_id, hour, metric, subject, dim, n) VALUES',
  row: '(?1, ?2, ?3, ?4, ?5, ?6, ?7)',
  tail: 'ON CONFLICT (device_id, hour, metric, subject, dim) DO UPDATE SET n = excluded.n',
  width: 7,
};

/** Counters older than the cutoff (?1) whose copy is written (none queued for the owner ?2): one index range of hours. */
export const PRUNE_COUNTS = 'DELETE FROM report_hours WHERE hour < ? AND key NOT IN (SELECT key FROM d1_mirror WHERE owner = ?)';

type Row = { key: string; hour: number; metric: string; subject: string; dim: string; n: number };

export function reportMirror(d1: D1Database, storage: DurableObjectStorage, state: DeviceStateStore, clock: Clock): MirrorOwner {
  return {
    name: REPORTS,
    statements: (entries) => {
      const info = state.get().info;
      if (!info) return [];
      const rows = rowsWhereIn<Row>(
        storage.sql,
        'SELECT key, hour, metric, subject, dim, n FROM report_hours',
        'key',
        entries.map((e) => e.key),
      );
      return rowsStatements(
        d1,
        UPSERT_COUNTS,
        rows.map((r) => [info.workspaceId, info.id, r.hour, r.metric, r.subject, r.dim, r.n]),
      );
    },
    afterFlush: async () => {
      storage.sql.exec(PRUNE_COUNTS, clock.now() - KEPT_MS, REPORTS);
    },
  };
}
