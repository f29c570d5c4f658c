/**
 * No package has an import cycle (worker/, session-node/, protocol/, emulator/, scripts/, bench/),
 * type-only imports included: a cycle makes two modules one unit
 * (neither can be read, tested or moved without the other), and a value cycle breaks at load in
 * an order that depends on who imports first. The imports are read with a regular expression
 * rather than the compiler: every module here imports at its top, by a relative path.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGES = ['worker', 'session-node', 'protocol', 'emulator', 'scripts', 'bench'].map((name) => path.join(ROOT, name));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

// `import x from`, `import type { a,\n b } from`, `export * from`, `export { a } from`; then `import 'x'` and `import('x')`.
const FROM = /^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The project files a file imports (relative imports that land in a package; npm packages are outside the graph). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [FROM, BARE, DYNAMIC].flatMap((re) => [...text.matchAll(re)].map((m) => m[1] ?? ''));
  return specifiers.filter((s) => s.startsWith('.')).flatMap((s) => resolve(path.dirname(file), s) ?? []);
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
const isDirectory = (dir: string) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** The module a relative specifier names (`./x`, `./x.js`, a folder's index), if it is a project source. */
function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(from, specifier.replace(/\.js$/, ''));
  const indexes = isDirectory(base) ? [path.join(base, 'index.ts'), path.join(base, 'index.tsx')] : [];
  const found = [base, `${base}.ts`, `${base}.tsx`, ...indexes].find((c) => /\.tsx?$/.test(c) && isFile(c));
  return found && PACKAGES.some((root) => found.startsWith(`${root}${path.sep}`)) ? found : undefined;
}

/** The strongly connected components of more than one file, or of one importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const rel = (file: string) => path.relative(ROOT, file);
const graph = new Map(PACKAGES.flatMap(sources).map((file) => [file, importsOf(file)]));

describe('the project’s imports', () => {
  it('are read from every module of every package, type-only and multi-line ones included', () => {
    const edges = (file: string) => (graph.get(path.join(ROOT, file)) ?? []).map(rel);
    expect(graph.size).toBeGreaterThan(300);
    expect(edges('session-node/messages/media.ts')).toContain('session-node/messages/build-context.ts');
    expect(edges('emulator/server/whatsapp-server.ts')).toContain('emulator/server/routing.ts');
    expect(edges('session-node/index.ts')).toContain('protocol/index.ts');
    // `import type { … } from '../shared/outcome'` (type-only) and an index resolved from a folder.
    expect(edges('worker/devices/device-team-rpc.ts')).toContain('worker/shared/outcome.ts');
    expect(edges('worker/dashboard/pages/webhooks.tsx')).toContain('worker/dashboard/components/index.ts');
    expect(edges('worker/devices/device-parts.ts')).toContain('worker/inbox/inbox-part.ts');
  });

  it('find a cycle where there is one', () => {
    const a = '/w/a.ts';
    const b = '/w/b.ts';
    const loop = new Map([
      [a, [b]],
      [b, [a]],
    ]);
    const line = new Map([
      [a, [b]],
      [b, []],
    ]);
    expect(cycles(loop)).toEqual([[a, b]]);
    expect(cycles(line)).toEqual([]);
  });

  it('form no cycle', () => {
    expect(cycles(graph).map((component) => component.map(rel))).toEqual([]);
  });
});
