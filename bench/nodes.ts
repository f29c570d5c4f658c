/**
 * One session-node holding many simulated devices: its memory per idle device with all of them
 * held, then, with half of them removed, how long the other half take to be CONNECTED again after
 * the node is killed (SIGKILL) and a new one starts (2,000 held, 1,000 resumed by default).
 */
import { readFileSync } from 'node:fs';
import { waitUntil } from '../scripts/wait-until';
import type { Stack } from '../test/e2e/stack';
import { closedLoop } from './load';

export function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

async function devicesOf(stack: Stack, workspaceId: string): Promise<{ id: string; status: string }[]> {
  return (await stack.admin<{ id: string; status: string }[]>('GET', `/workspaces/${workspaceId}/devices`)).body;
}

async function connectedCount(stack: Stack, workspaceId: string): Promise<number> {
  return (await devicesOf(stack, workspaceId)).filter((d) => d.status === 'CONNECTED').length;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type NodesResult = {
  devices: number;
  rssBaselineMb: number;
  rssMb: number;
  rssPerDeviceMb: number;
  linkSeconds: number;
  /** The devices left (half of `devices`) when the node is killed, and their time back. */
  resumedDevices: number;
  resumeMs: number;
};

/** Needs a stack of its own (its first node holds these devices only). */
export async function measureNodes(stack: Stack, devices: number): Promise<NodesResult> {
  const node = () => [...stack.nodes.values()][0];
  await settle(2_000);
  const baseline = rssMb(node()?.pid) ?? Number.NaN;
  const ws = (await stack.admin<{ id: string }>('POST', '/workspaces', { name: 'nodes bench' })).body.id;
  const linkStart = performance.now();
  await closedLoop(devices, 16, async (i) => (await stack.admin('POST', `/workspaces/${ws}/devices`, { name: `d${i}` })).status === 201);
  await waitUntil(async () => (await connectedCount(stack, ws)) === devices, {
    timeoutMs: 600_000,
    intervalMs: 500,
    what: 'every device CONNECTED',
  });
  const linkSeconds = (performance.now() - linkStart) / 1000;
  await settle(5_000);
  const held = rssMb(node()?.pid) ?? Number.NaN;
  console.log(
    `(${devices} devices CONNECTED after ${Math.round(linkSeconds)} s; node RSS ${Math.round(baseline)} → ${Math.round(held)} MB)`,
  );

  // Half of them are removed before the kill: the resume is measured for the other half.
  const removed = (await devicesOf(stack, ws)).slice(0, Math.floor(devices / 2));
  await closedLoop(removed.length, 16, async (i) => (await stack.admin('DELETE', `/devices/${removed[i]?.id}`)).status === 204);
  const remaining = devices - removed.length;
  await waitUntil(async () => (await devicesOf(stack, ws)).length === remaining, { timeoutMs: 120_000, what: 'the removed devices gone' });
  await settle(5_000);

  const [nodeId] = [...stack.nodes.keys()];
  const killedAt = performance.now();
  await stack.stopNode(nodeId ?? 'node-1', 'SIGKILL');
  await waitUntil(async () => (await connectedCount(stack, ws)) < remaining, {
    timeoutMs: 60_000,
    intervalMs: 100,
    what: 'the devices to notice their node died',
  });
  await stack.startNode('node-resumed');
  await waitUntil(async () => (await connectedCount(stack, ws)) === remaining, {
    timeoutMs: 600_000,
    intervalMs: 250,
    what: 'every device CONNECTED again',
  });
  const resumeMs = Math.round(performance.now() - killedAt);
  return {
    devices,
    rssBaselineMb: Math.round(baseline),
    rssMb: Math.round(held),
    rssPerDeviceMb: Math.round(((held - baseline) / devices) * 1000) / 1000,
    linkSeconds: Math.round(linkSeconds * 10) / 10,
    resumedDevices: remaining,
    resumeMs,
  };
}
