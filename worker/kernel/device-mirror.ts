/**
 * The one writer of the D1 `devices` row, a copy of the device's object for lists and for the
 * fleet. A change of `wanted` also queues a fleet refresh, which runs once the row has landed (the
 * fleet reads which devices are wanted from D1).
 */
import { d1Copy } from '../shared/d1-copy';
import type { MirrorOwner } from '../shared/d1-mirror';
import type { DeviceStateStore } from './device-state';
import { devices } from './tables';

export const MIRRORED = { device: 'devices', fleet: 'fleet' } as const;

/** Every column of D1's `devices` (`tables.ts`), each bound to its field; its workspace and birth are written once. */
export const DEVICE_COPY = d1Copy(devices, { keep: ['workspaceId', 'createdAt'] });

export function deviceMirrors(d1: D1Database, state: DeviceStateStore, fleet: { refresh(): Promise<void> }): MirrorOwner[] {
  return [
    {
      name: MIRRORED.device,
      statements: () => {
        const s = state.get();
        if (!s.info) return [];
        const { id, workspaceId, name, createdAt } = s.info;
        const row = { id, workspaceId, name, status: s.status, phoneNumber: s.phoneNumber, wanted: s.wanted, createdAt };
        return [d1.prepare(DEVICE_COPY.sql).bind(...DEVICE_COPY.values({ ...row, updatedAt: s.updatedAt || createdAt }))];
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
