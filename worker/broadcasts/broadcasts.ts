/**
 * What the routes and the dashboard do with broadcasts, for a caller (a workspace, or the operator
 * as null): each goes to the device's object that owns the campaign, found by its D1 copy.
 */
import { eq } from 'drizzle-orm';
import { type DeviceRpc, type DeviceStub, deviceStub } from '../kernel/stub';
import { pageNewestFirst } from '../shared/cursor';
import type { Db } from '../shared/db';
import { notFound } from '../shared/errors';
import type { Caller, Outcome } from '../shared/outcome';
import { iso } from '../shared/time';
import { type CampaignToLoad, type LoadingRpc, loadCampaign } from './campaign-loader';
import { broadcasts } from './tables';
import type { BroadcastDetail } from './views';

type BroadcastRpc = LoadingRpc &
  Pick<DeviceRpc, 'broadcast' | 'controlBroadcast' | 'broadcastRecipients' | 'broadcastPace' | 'setBroadcastPace'>;

/** The device object's broadcast methods, as `broadcastsOf` gives them; a campaign is created in chunks (`campaign-loader.ts`). */
export type BroadcastMethods = Omit<BroadcastRpc, keyof LoadingRpc> & {
  createBroadcast(caller: Caller, campaign: CampaignToLoad): Promise<Outcome<BroadcastDetail>>;
};

/**
 * A device's object, for its broadcast methods. The RPC stub's types leave out an answer they cannot
 * prove serializable, and a campaign's interactive message is an open record of `unknown`: the
 * object's own method types are named here, once, instead (what travels is the same JSON-like data).
 */
export function broadcastsOf(device: DeviceStub): BroadcastMethods {
  const rpc = device as unknown as BroadcastRpc;
  return {
    createBroadcast: (caller, campaign) => loadCampaign(rpc, caller, campaign),
    broadcast: (caller, id, said) => rpc.broadcast(caller, id, said),
    controlBroadcast: (caller, id, action) => rpc.controlBroadcast(caller, id, action),
    broadcastRecipients: (caller, id, status, after, limit) => rpc.broadcastRecipients(caller, id, status, after, limit),
    broadcastPace: (caller) => rpc.broadcastPace(caller),
    setBroadcastPace: (caller, settings) => rpc.setBroadcastPace(caller, settings),
  };
}

/** The object of a broadcast the caller may see (another workspace's is unknown). */
export async function broadcastDevice(db: Db, env: Env, caller: Caller, id: string): Promise<DeviceStub> {
  const [row] = await db
    .select({ deviceId: broadcasts.deviceId, workspaceId: broadcasts.workspaceId })
    .from(broadcasts)
    .where(eq(broadcasts.id, id))
    .limit(1);
  if (!row || (caller !== null && row.workspaceId !== caller)) throw notFound(`broadcast ${id} not found`);
  return deviceStub(env, row.deviceId);
}

export type BroadcastListItem = ReturnType<typeof presentListed>;

function presentListed(r: typeof broadcasts.$inferSelect) {
  return {
    id: r.id,
    workspaceId: r.workspaceId,
    deviceId: r.deviceId,
    name: r.name,
    status: r.status,
    pausedReason: r.pausedReason,
    messageType: r.messageType,
    preview: r.preview,
    counts: {
      total: r.total,
      queued: r.queued,
      inFlight: r.inFlight,
      sent: r.sent,
      delivered: r.delivered,
      read: r.read,
      failed: r.failed,
      replied: r.replied,
      skipped: r.skipped,
      cancelled: r.cancelled,
    },
    scheduledAt: iso(r.scheduledAt),
    startedAt: iso(r.startedAt),
    completedAt: iso(r.completedAt),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

/** A page of the workspace's broadcasts, newest first (D1's copies, which follow the objects within a flush). */
export async function listBroadcasts(
  db: Db,
  workspaceId: string,
  query: {
    limit: number;
    cursor?: { createdAt: number; id: string } | undefined;
    deviceId?: string | undefined;
    status?: string | undefined;
  },
): Promise<{ items: BroadcastListItem[]; nextCursor: string | null }> {
  const t = broadcasts;
  const page = await pageNewestFirst(
    db,
    t,
    query,
    eq(t.workspaceId, workspaceId),
    query.deviceId ? eq(t.deviceId, query.deviceId) : undefined,
    query.status ? eq(t.status, query.status) : undefined,
  );
  return { items: page.rows.map(presentListed), nextCursor: page.nextCursor };
}
