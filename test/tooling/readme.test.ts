/**
 * The README stays a five-minute read that leads to every page of docs/, and it and each page link
 * only to what the repository holds, anchors included: a clone must need nothing else (no
 * `../shared`, no link to a missing file or heading). docs/webhooks.md shows the signature files it
 * says it shows; the receiver's reference covers every event the worker can send, and the
 * simulator's every control route.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const README = read('README.md');
const PAGES = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f.split(path.sep).join('/')}`)
  .sort();
const DOCS = ['README.md', ...PAGES];

/** Markdown without its fenced code blocks (a `# comment` in a shell block is no heading). */
const withoutCodeBlocks = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '');

/** The anchors GitHub gives a page's headings: lower case, without punctuation, spaces as dashes. */
function anchorsOf(markdown: string): string[] {
  return [...withoutCodeBlocks(markdown).matchAll(/^#+ (.+)$/gm)].map((m) =>
    (m[1] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  );
}

/** Markdown link targets (`[text](target)`), outside code blocks and spans. */
function linkTargets(markdown: string): string[] {
  const prose = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1] ?? '');
}

describe('the README', () => {
  it('stays a five-minute read: at most 200 lines', () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(200);
  });

  it('links to every page of docs/', () => {
    const targets = linkTargets(README).map((t) => t.split('#')[0]);
    expect(PAGES).toEqual(expect.arrayContaining(['docs/webhooks.md', 'docs/simulator.md', 'docs/benchmarks.md']));
    for (const page of PAGES) expect(targets, page).toContain(page);
  });

  it('gives the two commands and the tour’s start as they are run', () => {
    expect(README).toContain('npm ci && npm start');
    expect(README).toContain('npm ci && npm test');
    expect(README).toContain('KURIR_ENGINE=simulator npm start');
  });

  it('sends the tour’s requests to the simulator’s own routes, on its default port', () => {
    const server = read('session-node/engines/simulator/control-server.ts');
    const requests = [...README.matchAll(/http:\/\/127\.0\.0\.1:(\d+)\/sim\/devices\/\$DEV\/([a-z-]+)/g)];
    expect(requests.length).toBeGreaterThan(0);
    const defaultPort = /SIM_CONTROL_PORT, (\d+)\)/.exec(read('scripts/start-config.ts'))?.[1];
    for (const [request, port, route] of requests) {
      expect(port, request).toBe(defaultPort);
      expect(server, request).toContain(`case 'POST ${route}':`);
    }
  });

  it('states the commit-message rule', () => {
    expect(README).toContain('a subject of at most 72 characters in the imperative');
  });
});

describe('docs/deploying.md', () => {
  it('links to the session-node’s unit and container files', () => {
    const targets = linkTargets(read('docs/deploying.md'));
    expect(targets).toEqual(expect.arrayContaining(['../deploy/session-node.service', '../deploy/Containerfile']));
  });
});

describe.each(DOCS)('%s', (file) => {
  const text = read(file);

  it('shows no Node snippet that throws on a missing signature header', () => {
    expect(text).not.toContain("Buffer.from(req.headers['x-kurir-signature'] ?? '')");
  });

  it('names nothing outside the repository (no ../shared, no CONTRACT.md)', () => {
    expect(text).not.toMatch(/\.\.\/shared|CONTRACT\.md/);
  });

  it('links only to files of the repository that exist, and to anchors that exist', () => {
    for (const target of linkTargets(text)) {
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [file_, anchor] = target.split('#');
      const resolved = file_ ? path.resolve(ROOT, path.dirname(file), file_) : path.join(ROOT, file);
      expect(resolved.startsWith(`${ROOT}${path.sep}`), `${target} leaves the repository`).toBe(true);
      expect(existsSync(resolved), `${target} does not exist`).toBe(true);
      if (anchor && resolved.endsWith('.md')) {
        expect(anchorsOf(readFileSync(resolved, 'utf8')), `${target}: no heading gives #${anchor}`).toContain(anchor);
      }
    }
  });
});

describe('docs/webhooks.md', () => {
  const doc = read('docs/webhooks.md');

  it.each(['verify.mjs', 'verify.php', 'verify.py', 'verify.go'])('embeds docs/signatures/%s verbatim', (file) => {
    const content = readFileSync(path.join(ROOT, 'docs', 'signatures', file), 'utf8').trimEnd();
    expect(doc).toContain(`\n${content}\n\`\`\``);
  });

  // The catalogue as the worker declares it (read as text: the module's imports reach the worker's platform types).
  const declared = read('worker/events/event-data.ts');
  const catalogue = declared.slice(
    declared.indexOf('export const EVENT_TYPES = {'),
    declared.indexOf('} satisfies Record<string, EventType>'),
  );
  const testEvent = /TEST_EVENT = '([^']+)'/.exec(declared)?.[1];
  const events = [...[...catalogue.matchAll(/^ {2}'([^']+)': \{$/gm)].map((m) => m[1] ?? ''), testEvent ?? ''];

  it('reads the worker’s catalogue', () => {
    expect(events).toEqual(expect.arrayContaining(['message.inbound', 'device.status', 'webhook.test']));
    expect(events.length).toBeGreaterThanOrEqual(8);
  });

  it.each(events)('documents %s with its data and a JSON example of its body', (event) => {
    const start = doc.indexOf(`### \`${event}\``);
    expect(start, `no section for ${event}`).toBeGreaterThan(-1);
    const section = doc.slice(start, doc.indexOf('\n#', start + 1));
    expect(section).toContain('| field | type | meaning |');
    const example = /```json\n([\s\S]*?)```/.exec(section)?.[1];
    expect(example, `no JSON example for ${event}`).toBeDefined();
    const body = JSON.parse(example ?? '') as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['id', 'seq', 'event', 'at', 'device', 'data']);
    expect(body.event).toBe(event);
  });
});

describe('docs/simulator.md', () => {
  it('documents every route of the simulator’s control server', () => {
    const server = read('session-node/engines/simulator/control-server.ts');
    const routes = [...server.matchAll(/case '(GET|POST|PUT|PATCH|DELETE) ([a-z-]+)':/g)].map((m) => `${m[1]} /sim/devices/:id/${m[2]}`);
    expect(routes.length).toBeGreaterThanOrEqual(6);
    const doc = read('docs/simulator.md');
    for (const route of routes) expect(doc, route).toContain(`\`${route}\``);
  });
});
