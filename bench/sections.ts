/**
 * The sections that run on stacks of their own: the session-nodes, Baileys' memory, a 5 MB image,
 * a media broadcast, and the scale sections (shops seeded at a size, a campaign at scale).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Stack } from '../test/e2e/stack';
import { measureBroadcastMedia } from './broadcast-media';
import { measureHistoryImport, printHistoryImport } from './history-import';
import { measureMedia } from './media';
import { measureNodes, type NodesResult } from './nodes';
import { flag, quick, result, SIZES, wants } from './options';
import { keyIdOf } from './routes-section';
import { measureScaleCampaign } from './scale-campaign';
import { measureScaleLists, printScaleLists } from './scale-lists';
import { measureScaleReports, printScaleReports } from './scale-reports';
import { sendable } from './sends';

export async function nodes(): Promise<void> {
  const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn' } });
  await stack.start();
  try {
    const n: NodesResult = await measureNodes(stack, SIZES.devices);
    result.nodes = n;
    console.log('\nOne session-node holding simulated devices\n');
    console.log('| measure | result |\n|---|---|');
    console.log(`| devices | ${n.devices} (all CONNECTED after ${n.linkSeconds} s) |`);
    console.log(`| RSS: no devices → all held | ${n.rssBaselineMb} → ${n.rssMb} MB, ${n.rssPerDeviceMb} MB per device |`);
    console.log(`| SIGKILL → the ${n.resumedDevices} devices left CONNECTED on a new node | ${n.resumeMs} ms |`);
  } finally {
    await stack.stop();
  }
}

/** Recipients of the scale section's campaign: 50,000 (5,000 with --quick) unless `--m=M` says. */
const CAMPAIGN_SIZE = flag('m') ?? (quick ? 5_000 : 50_000);

async function scaleCampaign(): Promise<void> {
  const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn' } });
  await stack.start();
  try {
    const r = await measureScaleCampaign(stack, CAMPAIGN_SIZE);
    const scale = (result.scale ?? {}) as Record<string, unknown>;
    scale.campaign = r;
    result.scale = scale;
    console.log(`\nA campaign of ${r.recipients} recipients at a 10 ms pace (simulator)\n`);
    console.log('| measure | result |\n|---|---|');
    console.log(`| created (CSV read, recipients loaded in chunks) | ${r.createSeconds} s |`);
    console.log(`| the object's storage per recipient | ${r.storageBytesPerRecipient} bytes |`);
    console.log(`| per send, first ${1_000} / last ${1_000} | ${r.firstSendsMsPerSend} / ${r.lastSendsMsPerSend} ms (${r.lastVsFirst}×) |`);
    const p = r.progressRead;
    console.log(`| progress read p50 / p95, start | ${p.startP50} / ${p.startP95} ms |`);
    console.log(`| progress read p50 / p95, end | ${p.endP50} / ${p.endP95} ms |`);
    console.log(`| progress read p50 / p95, the campaign over (the object idle) | ${p.idleP50} / ${p.idleP95} ms |`);
    console.log(`| the whole campaign | ${r.totalSeconds} s |`);
  } finally {
    await stack.stop();
  }
}

export function baileys(): void {
  const run = (n: number) => {
    const out = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, 'baileys-memory.ts'), String(n)],
      {
        encoding: 'utf8',
        timeout: 300_000,
      },
    );
    const line = out.stdout.trim().split('\n').at(-1) ?? '{}';
    return JSON.parse(line) as { perSessionMb: number; rssBeforeMb: number; rssAfterMb: number };
  };
  const r = run(SIZES.baileys);
  result.baileys = { sessions: SIZES.baileys, ...r };
  console.log(
    `\nBaileys engine: ${SIZES.baileys} idle sessions (CONNECTED on a local fake server) take ${r.perSessionMb} MB each (${r.rssBeforeMb} → ${r.rssAfterMb} MB)`,
  );
}

/** A 5 MB image sent through the simulator, beside text sends, on a stack of its own. */
export async function media(): Promise<void> {
  const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn' } });
  await stack.start();
  try {
    const s = await sendable(stack, 1);
    // A high rate limit: what is measured is the route, not the limiter.
    await stack.admin('PATCH', `/workspaces/${s.workspaceId}/api-keys/${await keyIdOf(stack, s.workspaceId)}`, { rateLimit: 100_000 });
    const m = await measureMedia(stack, { key: s.keys[0] ?? '', deviceId: s.deviceId }, { total: SIZES.media, inFlight: 4 });
    result.media = m;
    const cpu = (ms: number | null) => (ms === null ? '–' : `${ms} ms`);
    console.log(`\nA ${(m.imageBytes / 1e6).toFixed(0)} MB image (multipart) against a text send, ${m.inFlight} in flight, in turns\n`);
    console.log(
      '| send | count (errors) | req/s | p50 ms | p99 ms | CPU per send: workerd / all of wrangler dev |\n|---|---|---|---|---|---|',
    );
    for (const [name, r] of [
      ['`POST /messages` (text)', m.text],
      ['`POST /messages/media` (5 MB JPEG)', m.image],
    ] as const) {
      console.log(
        `| ${name} | ${r.count} (${r.errors}) | ${r.rps} | ${r.p50} | ${r.p99} | ${cpu(r.workerdCpuMsPerSend)} / ${cpu(r.wranglerTreeCpuMsPerSend)} |`,
      );
    }
  } finally {
    await stack.stop();
  }
}

/** A broadcast of one image beside a text broadcast of the same size: durations, throughput, and the upload count (1). */
export async function broadcastMedia(): Promise<void> {
  // Receipts off: both campaigns measure their sends, not the receipts' traffic beside them.
  const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn', SIM_DELIVERED_MS: '-1', SIM_READ_MS: '-1' } });
  await stack.start();
  try {
    const r = await measureBroadcastMedia(stack, SIZES.broadcast);
    result.broadcastMedia = r;
    console.log(`
A broadcast to ${r.recipients} recipients, 10 ms apart: one ${Math.round(r.imageBytes / 1024)} KiB image beside a text
`);
    console.log('| campaign | duration | sent per second | sent / failed | uploads to WhatsApp |\n|---|---|---|---|---|');
    console.log(`| text | ${r.text.seconds} s | ${r.text.perSecond} | ${r.text.sent} / ${r.text.failed} | – |`);
    console.log(
      `| image with a caption | ${r.image.seconds} s | ${r.image.perSecond} | ${r.image.sent} / ${r.image.failed} | ${r.uploads} |`,
    );
    if (r.uploads !== 1)
      console.log(`\nTHE IMAGE WAS UPLOADED ${r.uploads} TIMES: every recipient after the first should reuse the first upload.`);
  } finally {
    await stack.stop();
  }
}

/** The scale sections (issue 26): the lists' figures under `scale.lists`, a campaign's under `scale.campaign`. */
export async function scaleSections(): Promise<void> {
  const n = flag('n') ?? (quick ? 10_000 : 100_000);
  const section: Record<string, unknown> = {};
  result.scale = section;
  if (wants('scale-lists')) {
    const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn' } });
    await stack.start();
    try {
      const lists = await measureScaleLists(
        stack,
        { small: Math.max(1, Math.round(n / 100)), big: n },
        { samples: quick ? 20 : 50, budgetMs: quick ? 15_000 : 30_000 },
      );
      section.lists = lists;
      printScaleLists(lists);
    } finally {
      await stack.stop();
    }
  }
  if (wants('scale-campaign')) await scaleCampaign();
  if (wants('scale-reports')) {
    const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn' } });
    await stack.start();
    try {
      const reports = await measureScaleReports(stack, n, { samples: quick ? 20 : 50, budgetMs: quick ? 10_000 : 20_000 });
      section.reports = reports;
      printScaleReports(reports);
    } finally {
      await stack.stop();
    }
  }
}

/** The account's history imported on one device while it carries live traffic (issue 37): the import's duration and what it costs that traffic. */
export async function historyImport(): Promise<void> {
  const stack = new Stack({ nodeEnv: { LOG_LEVEL: 'warn' } });
  await stack.start();
  try {
    const r = await measureHistoryImport(stack, flag('history') ?? SIZES.history);
    result.historyImport = r;
    printHistoryImport(r);
  } finally {
    await stack.stop();
  }
}
