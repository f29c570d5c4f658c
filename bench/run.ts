/**
 * `npm run bench` (`-- --quick` for a run of under three minutes): the real stack (wrangler dev and
 * a session-node with the simulator) on 127.0.0.1 against a bare Hono worker on the same wrangler
 * dev, measured in the same run, with bounded loads. Prints tables with the ratios to the bare
 * route, and writes everything as JSON under bench/results/ (the newest run also as latest.json).
 *
 * `--only=routes,webhooks,nodes,io,baileys,engine,media,broadcast-media,history` runs some sections (`engine`: the real
 * Baileys engine against the WhatsApp emulator beside the simulator); `--scale` runs the scale sections
 * instead (`scale-lists`, `scale-campaign`, `scale-reports`: the Reports API at 100 messages and 10 N), on shops of
 * `--n=` conversations (100,000; 10,000 with `--quick`) and N/100, and campaigns of `--m=` recipients; BENCH_DEVICES sets the devices the
 * node holds. With `MINIFLARE_WORKERD_V8_FLAGS=--trace-gc-nvp` (under `stdbuf -oL`) it also tells
 * which load each major garbage collection fell on: Kurir's worker's, the bare worker's, and those
 * of the other isolates both stacks run (wrangler dev's proxies, local D1), whose pauses stall them
 * too.
 *
 * Every run that measures the routes or the webhooks prints the hot paths' ratios to the floor
 * (goals.ts). The sections live in routes-section.ts and sections.ts, the options in options.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureEngine, printEngine } from './engine';
import { RESULTS_DIR, result, runFileName, SIZES, wants } from './options';
import { routesAndWebhooks } from './routes-section';
import { baileys, broadcastMedia, historyImport, media, nodes, scaleSections } from './sections';

/**
 * The code this run measures: its commit, and whether tracked files differed from it (so that
 * `npm run bench:goals` can say which runs it pools). Null outside a git checkout. Read as the run
 * starts, when its stacks build the code.
 */
function measuredCode(): { commit: string; changed: boolean } | null {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: import.meta.dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    return { commit: git('rev-parse', 'HEAD').trim(), changed: git('status', '--porcelain', '--untracked-files=no').trim() !== '' };
  } catch {
    return null;
  }
}
result.code = measuredCode();

if (wants('routes') || wants('webhooks') || wants('io')) await routesAndWebhooks();
if (wants('media')) await media();
if (wants('scale-lists') || wants('scale-campaign') || wants('scale-reports')) await scaleSections();
if (wants('nodes')) await nodes();
if (wants('broadcast-media')) await broadcastMedia();
if (wants('baileys')) baileys();
if (wants('engine')) {
  const runs = [await measureEngine('simulator', SIZES.engine), await measureEngine('emulator', SIZES.engine)];
  result.engine = runs;
  printEngine(runs);
}
if (wants('history')) await historyImport();

mkdirSync(RESULTS_DIR, { recursive: true });
const text = `${JSON.stringify(result, null, 2)}\n`;
const file = path.join(RESULTS_DIR, runFileName(String(result.at)));
writeFileSync(file, text);
writeFileSync(path.join(RESULTS_DIR, 'latest.json'), text);
console.log(`\nwritten to ${path.relative(process.cwd(), file)} and bench/results/latest.json`);
