/**
 * The broadcasts part of a device's object, made from the parts it shares with the others (its
 * storage, records, sender, outbox, pages watching, D1 mirror), as the object composes it.
 */
import { contactIdFor } from '../contacts/contacts';
import { isOptedOut } from '../contacts/opt-out';
import type { DeviceStateStore } from '../devices/device-state';
import type { Watchers } from '../devices/watchers';
import type { Outbox } from '../events/outbox';
import type { RecordStore } from '../messages/record-store';
import type { Sender } from '../messages/sender';
import type { D1Mirror } from '../shared/d1-mirror';
import type { Db } from '../shared/db';
import type { Clock } from '../shared/time';
import { broadcastMirror } from './broadcast-mirror';
import { BroadcastRunner } from './broadcast-runner';
import { BroadcastStore } from './broadcast-store';
import { DeviceBroadcasts } from './device-broadcasts';
import { PaceStore } from './pace-store';

export type BroadcastPartDeps = {
  ctx: DurableObjectState;
  db: Db;
  d1: D1Database;
  state: DeviceStateStore;
  /** Whether a session-node holds the device now. */
  held: () => boolean;
  sender: Sender;
  records: RecordStore;
  outbox: Outbox;
  watchers: Watchers;
  mirror: D1Mirror;
  clock: Clock;
  /** The object's follow-up of a change made outside one (D1 copies, the alarm); resolves once done. */
  changed: () => Promise<void>;
};

export function deviceBroadcasts(deps: BroadcastPartDeps): DeviceBroadcasts {
  const { ctx, mirror } = deps;
  const store = new BroadcastStore(ctx.storage, mirror);
  const pace = new PaceStore(ctx.storage);
  const runner = new BroadcastRunner({
    storage: ctx.storage,
    waitUntil: (promise) => ctx.waitUntil(promise),
    store,
    pace,
    state: deps.state,
    held: deps.held,
    sender: deps.sender,
    records: deps.records,
    outbox: deps.outbox,
    clock: deps.clock,
    optedOut: async (workspaceId, phone) => (await isOptedOut(deps.db, workspaceId, [contactIdFor(workspaceId, phone)])).size > 0,
    changed: deps.changed,
    random: Math.random,
  });
  mirror.own(broadcastMirror(deps.d1, deps.state, store, ctx.storage.sql));
  return new DeviceBroadcasts({
    storage: ctx.storage,
    store,
    pace,
    runner,
    watchers: deps.watchers,
    mirror,
    clock: deps.clock,
    exists: () => deps.state.exists(),
  });
}
