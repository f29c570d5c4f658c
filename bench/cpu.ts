/**
 * CPU time of a process and its descendants, from /proc: what a run cost the machine, steadier than
 * requests per second on a shared, noisy machine. Linux only (null elsewhere).
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function stat(pid: number): { ppid: number; cpuMs: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after it are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { ppid, cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** `root` and every process below it that runs now. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const s = stat(pid);
    if (!s) continue;
    children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  }
  const out: number[] = [];
  const visit = (pid: number) => {
    out.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return out;
}

/** CPU milliseconds used so far by `root` and every process below it, by process name. */
export function treeCpuMs(root: number): Record<string, number> | null {
  if (!stat(root)) return null;
  const out: Record<string, number> = {};
  for (const pid of descendants(root)) {
    const s = stat(pid);
    if (!s) continue;
    let name = 'other';
    try {
      name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      // Gone meanwhile.
    }
    out[name] = (out[name] ?? 0) + s.cpuMs;
  }
  return out;
}
