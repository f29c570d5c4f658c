/** The Reports API as the tests read it: once the device's copies are written. */
import { deviceHarness } from '../harness';
import { admin, call, mirrored } from '../helpers';

export async function report<T>(workspaceId: string, deviceId: string, kind: string, query: string): Promise<T> {
  await mirrored(deviceId);
  const res = await admin<T>('GET', `/workspaces/${workspaceId}/reports/${kind}?${query}`);
  if (res.status !== 200) throw new Error(`${kind} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The same report through the workspace's door: a key with the `reports` scope, at `/reports`. */
export async function reportByKey<T>(key: string, deviceId: string, kind: string, query: string): Promise<T> {
  await mirrored(deviceId);
  const res = await call(`/reports/${kind}?${query}`, { headers: { 'X-API-Key': key } });
  const body = (await res.json()) as T;
  if (res.status !== 200) throw new Error(`${kind} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Sets the device object's clock to `iso` (UTC) from now on. */
export function at(deviceId: string, iso: string): void {
  deviceHarness(deviceId).clock.freeze(Date.parse(iso));
}

export type Bucket = { start: string; label: string; [key: string]: number | string };

/** The buckets that counted anything, without their zeros. */
export function nonZero(buckets: Bucket[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const b of buckets) {
    const counts = Object.entries(b).filter(([k, v]) => k !== 'start' && k !== 'label' && typeof v === 'number' && v !== 0);
    if (counts.length > 0) out[b.label] = Object.fromEntries(counts) as Record<string, number>;
  }
  return out;
}
