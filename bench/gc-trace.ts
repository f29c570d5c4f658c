/**
 * Major garbage collections during the loads, when V8 traces them: `npm run bench` with
 * `MINIFLARE_WORKERD_V8_FLAGS=--trace-gc-nvp` in its environment (under `stdbuf -oL`, since workerd
 * buffers what it writes to a pipe) reads them from the stack's log, so a run can tell which load a
 * pause fell on. Every isolate traces its own, and a pause in any of them stalls what its process
 * serves: wrangler dev runs two workerd processes, its proxy (every request passes through it) and
 * the one holding the worker, its objects and the local D1 and entry worker.
 */
import { existsSync, readFileSync } from 'node:fs';

/** `where`: the worker's isolate, another isolate of its process, or wrangler's proxy. */
export type MajorCollection = { pauseMs: number; oldGenMb: number; where: 'worker' | 'worker process' | 'proxy' };

export const gcTraced = (process.env.MINIFLARE_WORKERD_V8_FLAGS ?? '').split(' ').includes('--trace-gc-nvp');

type Line = { pid: string; isolate: string; gc: string; pause: number; oldGen: number; allocated: number };

/** The major collections the log traces, oldest first ([] when nothing was traced). */
export function majorCollections(logFile: string): MajorCollection[] {
  if (!existsSync(logFile)) return [];
  const lines: Line[] = [];
  for (const text of readFileSync(logFile, 'utf8').split('\n')) {
    const at = text.indexOf('GC: {');
    if (at < 0) continue;
    const j = JSON.parse(text.slice(at + 4)) as {
      gc: string;
      pause: number;
      start_old_gen_consumed_size: number;
      allocated?: number;
    };
    // "[pid:0x…:n]  12345 ms: GC: {…}": the pid and isolate name it.
    const [pid = '', address = ''] = text.slice(text.indexOf('[') + 1, text.indexOf(']')).split(':');
    lines.push({
      pid,
      isolate: `${pid}:${address}`,
      gc: j.gc,
      pause: j.pause,
      oldGen: j.start_old_gen_consumed_size,
      allocated: j.allocated ?? 0,
    });
  }
  // The worker's process runs more isolates (the worker, its entry worker, local D1, …) than the
  // proxy's; the worker's isolate is the one of them that allocates most.
  const isolates = new Map<string, Set<string>>();
  for (const l of lines) isolates.set(l.pid, (isolates.get(l.pid) ?? new Set()).add(l.isolate));
  const workerPid = [...isolates].sort((a, b) => b[1].size - a[1].size)[0]?.[0];
  const allocated = new Map<string, number>();
  for (const l of lines) if (l.pid === workerPid) allocated.set(l.isolate, (allocated.get(l.isolate) ?? 0) + l.allocated);
  const worker = [...allocated].sort((a, b) => b[1] - a[1])[0]?.[0];
  return lines
    .filter((l) => l.gc === 'mc')
    .map((l) => ({
      pauseMs: Math.round(l.pause),
      oldGenMb: Math.round(l.oldGen / 1e5) / 10,
      where: l.isolate === worker ? 'worker' : l.pid === workerPid ? 'worker process' : 'proxy',
    }));
}
