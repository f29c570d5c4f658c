/**
 * The one writer of the D1 `devices` row, a copy of the device's object for lists and for the
 * fleet. A change of `wanted` also queues a fleet refresh, which runs once the row has landed (the
 * fleet reads which devices are wanted from D1).
 */
import type { MirrorOwner } from '../shared/d1-mirror';
import type { DeviceStateStore } from './device-state';

export const MIRRORED = { device: 'devices', fleet: 'fleet' } as const;

export const UPSERT_DEVICE = `INSERT INTO devices (id, workspace_id, name, status, phone_number, wanted, created_at, updated_at)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
  ON CONFLICT (id) DO UPDATE SET name = excluded.name, status = excluded.status, phone_number = excluded.phone_number,
  wanted = excluded.wanted, updated_at = excluded.updated_at`;

export function deviceMirrors(d1: D1Database, state: DeviceStateStore, fleet: { refresh(): Promise<void> }): MirrorOwner[] {
  return [
    {
      name: MIRRORED.device,
      statements: () => {
        const s = state.get();
        if (!s.info) return [];
        const { id, workspaceId, name, createdAt } = s.info;
        return [
          d1
            .prepare(UPSERT_DEVICE)
            .bind(id, workspaceId, name, s.status, s.phoneNumber, s.wanted ? 1 : 0, createdAt, s.updatedAt || createdAt),
        ];
      },
    },
    {
      name: MIRRORED.fleet,
      statements: () => [],
      afterFlush: async () => {
        await fleet.refresh();
      },
    },
  ];
}
