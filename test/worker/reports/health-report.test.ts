/**
 * The health report: contacts' Signal sessions mended and stalled sockets replaced, as the session
 * reports them, by the viewer's days and by device with their causes, for the workspace or one device.
 */
import { describe, expect, it } from 'vitest';
import type { HealthCause } from '../../../protocol';
import { admin, connectedDevice, FakeNode } from '../helpers';
import { at, type Bucket, nonZero, report, reportByKey } from './report-helpers';

type HealthReport = {
  buckets: Bucket[];
  totals: { mended: number; stalled: number };
  devices: { deviceId: string; name: string | null; mended: number; stalled: number; causes: Record<HealthCause, number> }[];
};

async function kept(node: FakeNode, cause: HealthCause, iso: string): Promise<void> {
  const signal = cause === 'no-pong' || cause === 'no-ack' ? 'socket-stalled' : 'session-mended';
  const contact = signal === 'session-mended' ? '6281234567890' : null;
  await node.report('health', { signal, cause, contact, timestamp: Date.parse(iso) });
}

const RANGE = 'from=2026-11-20&to=2026-11-22&tz=Asia/Jakarta';

describe('the health report', () => {
  it('counts each mend and each stalled socket on its local day and its device, with the causes', async () => {
    const s = await connectedDevice();
    at(s.deviceId, '2026-11-20T03:00:00Z');
    const second = await admin<{ id: string }>('POST', `/workspaces/${s.workspaceId}/devices`, { name: 'CS 2' });
    const node2 = await FakeNode.connect(second.body.id, 'node-b');
    await node2.status({ status: 'CONNECTED', phoneNumber: '6281200000002' });

    await kept(s.node, 'identity-changed', '2026-11-20T03:00:00Z'); // the 20th in Jakarta
    await kept(s.node, 'retry-asked', '2026-11-20T18:00:00Z'); // 01:00 on the 21st in Jakarta
    await kept(s.node, 'undecryptable', '2026-11-21T04:00:00Z');
    await kept(s.node, 'no-pong', '2026-11-21T05:00:00Z');
    await kept(node2, 'no-ack', '2026-11-22T02:00:00Z');
    await kept(node2, 'no-pong', '2026-11-22T03:00:00Z');
    await kept(node2, 'identity-changed', '2026-11-22T04:00:00Z');
    // After the range (the 25th): not counted in it.
    await kept(s.node, 'retry-asked', '2026-11-25T00:00:00Z');

    await report(s.workspaceId, second.body.id, 'messages', RANGE);
    const all = await report<HealthReport>(s.workspaceId, s.deviceId, 'health', RANGE);
    expect(all.totals).toEqual({ mended: 4, stalled: 3 });
    expect(nonZero(all.buckets)).toEqual({
      '2026-11-20': { mended: 1 },
      '2026-11-21': { mended: 2, stalled: 1 },
      '2026-11-22': { mended: 1, stalled: 2 },
    });
    const zero = { 'identity-changed': 0, 'retry-asked': 0, undecryptable: 0, 'no-pong': 0, 'no-ack': 0 };
    expect(all.devices).toEqual([
      {
        deviceId: s.deviceId,
        name: 'CS 1',
        mended: 3,
        stalled: 1,
        causes: { ...zero, 'identity-changed': 1, 'retry-asked': 1, undecryptable: 1, 'no-pong': 1 },
      },
      {
        deviceId: second.body.id,
        name: 'CS 2',
        mended: 1,
        stalled: 2,
        causes: { ...zero, 'identity-changed': 1, 'no-pong': 1, 'no-ack': 1 },
      },
    ]);

    // One device's figures, by the hour of one day; and the same through a key with the `reports` scope.
    const one = await report<HealthReport>(
      s.workspaceId,
      second.body.id,
      'health',
      `from=2026-11-22&to=2026-11-22&tz=Asia/Jakarta&bucket=hour&deviceId=${second.body.id}`,
    );
    expect(one.totals).toEqual({ mended: 1, stalled: 2 });
    expect(nonZero(one.buckets)).toEqual({
      '2026-11-22T09:00': { stalled: 1 },
      '2026-11-22T10:00': { stalled: 1 },
      '2026-11-22T11:00': { mended: 1 },
    });
    expect(one.devices.map((d) => d.deviceId)).toEqual([second.body.id]);
    const made = await admin<{ key: string }>('POST', `/workspaces/${s.workspaceId}/api-keys`, { name: 'reports', scopes: ['reports'] });
    const byKey = await reportByKey<HealthReport>(made.body.key, s.deviceId, 'health', RANGE);
    expect(byKey.totals).toEqual(all.totals);
  });

  it('answers an empty range with zeros and no device, and another workspace’s device with 404', async () => {
    const s = await connectedDevice();
    const empty = await report<HealthReport>(s.workspaceId, s.deviceId, 'health', RANGE);
    expect(empty.totals).toEqual({ mended: 0, stalled: 0 });
    expect(empty.devices).toEqual([]);
    expect(empty.buckets.map((b) => b.label)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    const other = await connectedDevice();
    const res = await admin('GET', `/workspaces/${s.workspaceId}/reports/health?${RANGE}&deviceId=${other.deviceId}`);
    expect(res.status).toBe(404);
  });
});
