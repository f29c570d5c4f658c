/**
 * The worker's major garbage collections, when V8 traces them: `npm run bench` with
 * `MINIFLARE_WORKERD_V8_FLAGS=--trace-gc-nvp` in its environment (under `stdbuf -oL`, since workerd
 * buffers what it writes to a pipe) reads them from the stack's log, so a run can tell which load a
 * pause fell on. Every isolate traces its own; the worker's is the one that allocates most.
 */
import { existsSync, readFileSync } from 'node:fs';

export type MajorCollection = { pauseMs: number; oldGenMb: number };

export const gcTraced = (process.env.MINIFLARE_WORKERD_V8_FLAGS ?? '').split(' ').includes('--trace-gc-nvp');

type Line = { isolate: string; gc: string; pause: number; oldGen: number; allocated: number };

/** The major collections of the isolate that allocated most, oldest first ([] when nothing was traced). */
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
    const isolate = text.slice(0, text.indexOf(']')).split(':').slice(0, 2).join(':');
    lines.push({ isolate, gc: j.gc, pause: j.pause, oldGen: j.start_old_gen_consumed_size, allocated: j.allocated ?? 0 });
  }
  const allocated = new Map<string, number>();
  for (const l of lines) allocated.set(l.isolate, (allocated.get(l.isolate) ?? 0) + l.allocated);
  const worker = [...allocated].sort((a, b) => b[1] - a[1])[0]?.[0];
  return lines
    .filter((l) => l.isolate === worker && l.gc === 'mc')
    .map((l) => ({ pauseMs: Math.round(l.pause), oldGenMb: Math.round(l.oldGen / 1e5) / 10 }));
}
