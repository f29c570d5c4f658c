/**
 * The real engine beside the simulator: the same loads on a stack with the simulator and on one
 * with the real Baileys engine against the WhatsApp emulator, in the same run. For each: the
 * session-node's memory per idle linked session, and after `messages` sends and `messages` inbound
 * messages on one device; sends per second through the one node; the node's CPU per send and per
 * inbound message (real encryption and decryption with the emulator); and, with the emulator, the
 * emulator's own CPU (its phones decrypt and encrypt what the node's sessions do not: not Kurir's cost).
 */
import { readFileSync } from 'node:fs';
import { waitUntil } from '../scripts/wait-until';
import { Stack, type StandIn } from '../test/e2e/stack';
import { loadSample, summarize } from './load';
import { rssMb } from './nodes';

export type EngineSizes = { idleSessions: number; messages: number; inFlight: number };

export type EngineRun = {
  engine: StandIn;
  idleSessions: number;
  rssBaselineMb: number;
  rssPerIdleSessionMb: number;
  messages: number;
  rssAfterMessagesMb: number;
  sends: { rps: number; p50: number; p99: number; errors: number; nodeCpuMsPerSend: number };
  inbound: { rps: number; p50: number; errors: number; nodeCpuMsPerMessage: number };
  /** The emulator process's CPU per send and per inbound message (its phones); null with the simulator. */
  emulatorCpuMsPerSend: number | null;
  emulatorCpuMsPerInbound: number | null;
};

const TICKS_PER_SECOND = 100;

/** CPU milliseconds `pid` has used so far (user and system), from /proc. */
function cpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureEngine(engine: StandIn, sizes: EngineSizes): Promise<EngineRun> {
  // Receipts at their usual pace: a real send's cost includes taking its receipts.
  const stack = new Stack({ engine, nodeEnv: { LOG_LEVEL: 'warn' } });
  await stack.start();
  try {
    const node = () => [...stack.nodes.values()][0]?.pid;
    const emulatorPid = () => stack.emulator?.pid;
    await settle(2_000);
    const rssBaselineMb = rssMb(node()) ?? Number.NaN;
    const ws = (await stack.admin<{ id: string }>('POST', '/workspaces', { name: `engine bench ${engine}` })).body.id;
    const key = (await stack.admin<{ key: string }>('POST', `/workspaces/${ws}/api-keys`, { name: 'bench', rateLimit: 100_000 })).body.key;
    const devices: string[] = [];
    for (let i = 0; i < sizes.idleSessions; i++) {
      const device = await stack.admin<{ id: string }>('POST', `/workspaces/${ws}/devices`, { name: `idle ${i}` });
      await stack.link(device.body.id);
      devices.push(device.body.id);
    }
    await settle(5_000);
    const rssIdleMb = rssMb(node()) ?? Number.NaN;
    const deviceId = devices[0] ?? '';
    // Customers the load writes to and hears from: their sessions are made during the warm-up.
    const customers = Array.from({ length: 8 }, (_, i) => `6281399${String(i).padStart(6, '0')}`);
    const send = async (i: number) => {
      const res = await fetch(`${stack.workerUrl}/messages`, {
        method: 'POST',
        headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
        body: JSON.stringify({ deviceId, phoneNumber: customers[i % customers.length], content: `Promo ${i}: diskon hari ini` }),
      });
      await res.arrayBuffer();
      return res.status === 201;
    };
    const inbound = async (i: number) =>
      (await stack.sim('POST', `/devices/${deviceId}/inbound`, { from: customers[i % customers.length], text: `Pesanan ${i}` })).status ===
      201;
    await loadSample(customers.length * 2, 2, send);
    await loadSample(customers.length, 2, inbound);
    await settle(1_000);

    const sendCpu = [cpuMs(node()), cpuMs(emulatorPid())];
    const sends = summarize([await loadSample(sizes.messages, sizes.inFlight, send)]);
    // Their receipts are part of a send's cost: taken before the CPU is read.
    await waitUntil(
      async () =>
        (await stack.admin<{ items: { status: string }[] }>('GET', `/workspaces/${ws}/messages?limit=1`)).body.items[0]?.status === 'READ',
      { timeoutMs: 120_000, intervalMs: 200, what: 'the receipts of the sends' },
    );
    const sendCpuAfter = [cpuMs(node()), cpuMs(emulatorPid())];
    const inCpu = [cpuMs(node()), cpuMs(emulatorPid())];
    const received = summarize([await loadSample(sizes.messages, sizes.inFlight, inbound)]);
    const inCpuAfter = [cpuMs(node()), cpuMs(emulatorPid())];
    await settle(3_000);
    const per = (after: number | undefined, before: number | undefined, count: number) =>
      after === undefined || before === undefined || Number.isNaN(after) ? Number.NaN : round((after - before) / count);
    return {
      engine,
      idleSessions: sizes.idleSessions,
      rssBaselineMb: round(rssBaselineMb, 1),
      rssPerIdleSessionMb: round((rssIdleMb - rssBaselineMb) / sizes.idleSessions),
      messages: sizes.messages,
      rssAfterMessagesMb: round(rssMb(node()) ?? Number.NaN, 1),
      sends: {
        rps: sends.rps,
        p50: sends.p50,
        p99: sends.p99,
        errors: sends.errors,
        nodeCpuMsPerSend: per(sendCpuAfter[0], sendCpu[0], sizes.messages),
      },
      inbound: {
        rps: received.rps,
        p50: received.p50,
        errors: received.errors,
        nodeCpuMsPerMessage: per(inCpuAfter[0], inCpu[0], sizes.messages),
      },
      emulatorCpuMsPerSend: engine === 'emulator' ? per(sendCpuAfter[1], sendCpu[1], sizes.messages) : null,
      emulatorCpuMsPerInbound: engine === 'emulator' ? per(inCpuAfter[1], inCpu[1], sizes.messages) : null,
    };
  } finally {
    await stack.stop();
  }
}

export function printEngine(runs: readonly EngineRun[]): void {
  const sim = runs.find((r) => r.engine === 'simulator');
  const real = runs.find((r) => r.engine === 'emulator');
  if (!sim || !real) return;
  const ratio = (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? `${round(a / b, 1)}×` : '–');
  console.log(
    `\nThe real engine (Baileys against the WhatsApp emulator) beside the simulator, one node, ${real.messages} messages each way\n`,
  );
  console.log('| measure | simulator | real engine | real / simulator |\n|---|---|---|---|');
  console.log(`| node memory, no session | ${sim.rssBaselineMb} MB | ${real.rssBaselineMb} MB | – |`);
  console.log(
    `| node memory per idle linked session (${real.idleSessions} linked) | ${sim.rssPerIdleSessionMb} MB | ${real.rssPerIdleSessionMb} MB | ${ratio(real.rssPerIdleSessionMb, sim.rssPerIdleSessionMb)} |`,
  );
  console.log(
    `| node memory after ${real.messages} sends and ${real.messages} inbound | ${sim.rssAfterMessagesMb} MB | ${real.rssAfterMessagesMb} MB | – |`,
  );
  console.log(
    `| sends per second, one node (p50 / p99 ms) | ${sim.sends.rps} (${sim.sends.p50} / ${sim.sends.p99}) | ${real.sends.rps} (${real.sends.p50} / ${real.sends.p99}) | ${ratio(real.sends.rps, sim.sends.rps)} |`,
  );
  console.log(
    `| node CPU per send, receipts included | ${sim.sends.nodeCpuMsPerSend} ms | ${real.sends.nodeCpuMsPerSend} ms | ${ratio(real.sends.nodeCpuMsPerSend, sim.sends.nodeCpuMsPerSend)} |`,
  );
  console.log(
    `| node CPU per inbound message | ${sim.inbound.nodeCpuMsPerMessage} ms | ${real.inbound.nodeCpuMsPerMessage} ms | ${ratio(real.inbound.nodeCpuMsPerMessage, sim.inbound.nodeCpuMsPerMessage)} |`,
  );
  console.log(
    `| the emulator's CPU (its phones), per send / per inbound | – | ${real.emulatorCpuMsPerSend} / ${real.emulatorCpuMsPerInbound} ms | – |`,
  );
  console.log(
    `| errors (sends / inbound) | ${sim.sends.errors} / ${sim.inbound.errors} | ${real.sends.errors} / ${real.inbound.errors} | – |`,
  );
}
