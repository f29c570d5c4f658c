/**
 * The one writer of the D1 `devices` row, a copy of the device's object for lists and for the
 * fleet. A change of `wanted` also queues a fleet refresh, which runs once the row has landed (the
 * fleet reads which devices are wanted from D1).
 */
import type { MirrorOwner } from '../shared/d1-mirror';
import type { Db } from '../shared/db';
import type { DeviceStateStore } from './device-state';
import { devices } from './tables';

export const MIRRORED = { device: 'devices', fleet: 'fleet' } as const;

export function deviceMirrors(db: Db, state: DeviceStateStore, fleet: { refresh(): Promise<void> }): MirrorOwner[] {
  return [
    {
      name: MIRRORED.device,
      statements: () => {
        const s = state.get();
        if (!s.info) return [];
        const row = {
          id: s.info.id,
          workspaceId: s.info.workspaceId,
          name: s.info.name,
          status: s.status,
          phoneNumber: s.phoneNumber,
          wanted: s.wanted,
          createdAt: s.info.createdAt,
          updatedAt: s.updatedAt || s.info.createdAt,
        };
        const { id: _id, createdAt: _created, workspaceId: _ws, ...changes } = row;
        return [db.insert(devices).values(row).onConflictDoUpdate({ target: devices.id, set: changes })];
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
