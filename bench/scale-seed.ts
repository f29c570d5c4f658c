/**
 * The `--scale` bench's shop (issue 26): a workspace with N conversations, 10 N messages and N
 * contacts (and the hourly report counters those would have moved, issue 28), written straight into wrangler's local D1 with `wrangler d1 execute --local --file`
 * (multi-row INSERTs of up to 90 KB, D1's limit being 100 KB) while the worker is stopped, so the
 * database's triggers (the FTS5 indexes) run as they do for the mirrors' writes. The workspace and
 * its device are made through the admin API first, as a user would.
 *
 * Rows are deterministic: conversation `i` (0-based) talks with number `6281` + i (9 digits), its
 * last activity at `BASE + i` seconds, so newest first is i descending and a page's cursor is known
 * without reading the pages before it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/stack';
import type { Stack } from '../test/e2e/stack';

export const MESSAGES_PER_CONVERSATION = 10;
/** 2026-01-01: the seeded activity's start. */
const BASE = 1_767_225_600_000;
/** D1 refuses a statement of 100 KB or more (SQLITE_TOOBIG). */
const STATEMENT_BYTES = 90_000;
/** Rows a `wrangler d1 execute` file holds: each run starts a wrangler (about 2 s). */
const ROWS_PER_FILE = 200_000;
const HOUR_MS = 3_600_000;
const WRANGLER = path.join(ROOT, 'node_modules', 'wrangler', 'wrangler-dist', 'cli.js');

const FIRST = ['Budi', 'Siti', 'Joko', 'Ani', 'Rina', 'Agus', 'Dewi', 'Eko', 'Sari', 'Wati', 'Yusuf', 'Putri', 'Bayu', 'Lina', 'Hadi'];
const LAST = ['Santoso', 'Wijaya', 'Lestari', 'Pratama', 'Kusuma', 'Hidayat', 'Nugroho', 'Saputra', 'Permata', 'Setiawan', 'Halim'];
const WORDS = ['ongkir', 'stok', 'pesanan', 'transfer', 'alamat', 'ukuran', 'warna', 'promo', 'resi', 'retur', 'grosir', 'diskon'];

export type SeededShop = { workspaceId: string; deviceId: string; teamId: string; tag: string; conversations: number; seedSeconds: number };

/** Conversation `i`'s number: `6281` and 9 digits. */
export const numberOf = (i: number) => `6281${String(i).padStart(9, '0')}`;
/** An id of shop `tag` (one letter: ids are unique across workspaces) for row `i`. */
const idOf = (prefix: string, tag: string, i: number) => `${prefix}_${tag}${i.toString(36).padStart(19, '0')}`;
export const conversationIdOf = (tag: string, i: number) => idOf('cnv', tag, i);
/** Not the worker's hash of workspace and number: the lists read the ids as they are written. */
export const contactIdOf = (tag: string, i: number) => idOf('ctc', tag, i);
/** The shop's one label, `VIP`, on a third of its conversations and contacts (the label filter's measures). */
export const labelIdOf = (tag: string) => idOf('lbl', tag, 0);
const LABELLED = (i: number) => i % 3 === 1;
/** The open third of the conversations are routed to the shop's team `CS`; a third of those wait in its queue. */
const TEAMED = (i: number) => i % 3 === 0;
const QUEUED = (i: number) => i % 9 === 0;
export const lastActivityOf = (i: number) => BASE + i * 1000;
/** The invoice number written in message `j` of conversation `i`. */
export const invoiceOf = (i: number, j: number) => `INV${String(i * MESSAGES_PER_CONVERSATION + j).padStart(8, '0')}`;
/** Contact `i`'s name: a first name, a last name and its number's tail, so a name search finds a few. */
export const nameOf = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i % 1000}`;

const quote = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);

class SqlFiles {
  private statements: string[] = [];
  private rows: string[] = [];
  private bytes = 0;
  private rowsInFile = 0;
  readonly files: string[] = [];

  constructor(
    private readonly dir: string,
    private readonly head: string,
  ) {}

  add(values: (string | number | null)[]): void {
    const row = `(${values.map(quote).join(',')})`;
    if (this.bytes + row.length + 2 > STATEMENT_BYTES - this.head.length) this.flushStatement();
    this.rows.push(row);
    this.bytes += row.length + 2;
  }

  private flushStatement(): void {
    if (this.rows.length === 0) return;
    this.statements.push(`${this.head} VALUES ${this.rows.join(',\n')};`);
    this.rowsInFile += this.rows.length;
    this.rows = [];
    this.bytes = 0;
    if (this.rowsInFile >= ROWS_PER_FILE) this.flushFile();
  }

  private flushFile(): void {
    if (this.statements.length === 0) return;
    const table = /^INSERT INTO (\w+)/.exec(this.head)?.[1] ?? 'rows';
    const file = path.join(this.dir, `${table}-${this.files.length}.sql`);
    writeFileSync(file, this.statements.join('\n'));
    this.files.push(file);
    this.statements = [];
    this.rowsInFile = 0;
  }

  end(): void {
    this.flushStatement();
    this.flushFile();
  }
}

function execute(persistTo: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRANGLER, 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file], {
      cwd: ROOT,
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`wrangler d1 execute ${file}: ${code}\n${errors.slice(-2000)}`)),
    );
  });
}

/** A workspace and a device made through the API, answered with their ids. */
async function emptyShop(stack: Stack, name: string): Promise<{ workspaceId: string; deviceId: string; teamId: string }> {
  const ws = await stack.admin<{ id: string }>('POST', '/workspaces', { name });
  const device = await stack.admin<{ id: string }>('POST', `/workspaces/${ws.body.id}/devices`, { name: 'CS' });
  // The team the seeded conversations were routed to, made as a user would (the desk knows it).
  const team = await stack.admin<{ id: string }>('POST', `/workspaces/${ws.body.id}/teams`, { name: 'CS' });
  if (ws.status !== 201 || device.status !== 201 || team.status !== 201) {
    throw new Error(`the shop's workspace, device or team answered ${ws.status}, ${device.status}, ${team.status}`);
  }
  return { workspaceId: ws.body.id, deviceId: device.body.id, teamId: team.body.id };
}

/** Writes the SQL of a shop of `n` conversations (and their contacts and messages) into `dir`. */
function shopSql(dir: string, shop: { workspaceId: string; deviceId: string; teamId: string; tag: string }, n: number): string[] {
  // The label first: D1's triggers join each labelled conversation and contact to it as they are written.
  const labels = new SqlFiles(dir, 'INSERT INTO labels (id, workspace_id, name, color, created_at, updated_at)');
  labels.add([labelIdOf(shop.tag), shop.workspaceId, 'VIP', 'purple', BASE, BASE]);
  labels.end();
  const contacts = new SqlFiles(dir, 'INSERT INTO contacts (id, workspace_id, phone_number, created_at, push_name, labels, custom_fields)');
  const conversations = new SqlFiles(
    dir,
    `INSERT INTO conversations (id, workspace_id, device_id, contact_id, contact, status, assignee_id, unread_count, message_count,
      last_message_at, last_message_text, last_direction, last_source, handed_over, created_at, updated_at, resolved_at, label_ids,
      team_id, queued_at)`,
  );
  const messages = new SqlFiles(
    dir,
    `INSERT INTO messages (id, workspace_id, device_id, contact_id, direction, status, content, message_id, source, created_at, updated_at)`,
  );
  // The report counters the device's object would have kept for these rows (`worker/reports`), per UTC hour.
  const counts = new Map<string, number>();
  const count = (at: number, metric: string, dim: string) => {
    const key = `${Math.floor(at / HOUR_MS) * HOUR_MS}|${metric}|${dim}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (let i = 0; i < n; i++) {
    const phone = numberOf(i);
    const contactId = contactIdOf(shop.tag, i);
    const last = lastActivityOf(i);
    const first = last - MESSAGES_PER_CONVERSATION * 60_000;
    contacts.add([contactId, shop.workspaceId, phone, first, nameOf(i), LABELLED(i) ? '["VIP"]' : '[]', '{}']);
    const text = (j: number) => `Kak, ${WORDS[(i + j) % WORDS.length]} untuk ${invoiceOf(i, j)} bagaimana?`;
    // A third of the conversations are open: the `status=open` filter skips the rest.
    const open = i % 3 === 0;
    conversations.add([
      conversationIdOf(shop.tag, i),
      shop.workspaceId,
      shop.deviceId,
      contactId,
      phone,
      open ? 'OPEN' : 'RESOLVED',
      null,
      open ? 1 : 0,
      MESSAGES_PER_CONVERSATION,
      last,
      text(MESSAGES_PER_CONVERSATION - 1),
      'INBOUND',
      'CONTACT',
      0,
      first,
      last,
      open ? null : last,
      LABELLED(i) ? JSON.stringify([labelIdOf(shop.tag)]) : '[]',
      TEAMED(i) ? shop.teamId : null,
      QUEUED(i) ? last : null,
    ]);
    count(first, 'conversations', 'opened');
    if (!open) count(last, 'conversations', 'resolved');
    for (let j = 0; j < MESSAGES_PER_CONVERSATION; j++) {
      const at = first + (j + 1) * 60_000;
      const inbound = j % 2 === 1;
      count(at, 'messages', inbound ? 'inbound' : 'api');
      if (!inbound) for (const step of ['sent', 'delivered', 'read']) count(at, 'receipts', step);
      messages.add([
        idOf('msg', shop.tag, i * MESSAGES_PER_CONVERSATION + j),
        shop.workspaceId,
        shop.deviceId,
        contactId,
        inbound ? 'INBOUND' : 'OUTBOUND',
        inbound ? 'RECEIVED' : 'READ',
        text(j),
        `3A${i.toString(16).toUpperCase()}X${j}`,
        inbound ? 'CONTACT' : 'API',
        at,
        at,
      ]);
    }
  }
  const reports = new SqlFiles(dir, 'INSERT INTO report_counts (workspace_id, device_id, hour, metric, subject, dim, n)');
  for (const [key, total] of counts) {
    const [hour = '0', metric = '', dim = ''] = key.split('|');
    reports.add([shop.workspaceId, shop.deviceId, Number(hour), metric, '', dim, total]);
  }
  for (const files of [contacts, conversations, messages, reports]) files.end();
  return [...labels.files, ...contacts.files, ...conversations.files, ...messages.files, ...reports.files];
}

/**
 * Seeds shops of each size in `sizes` (one workspace each) into the stack's local D1, the worker
 * stopped meanwhile; answers them with the seconds each took (SQL written and executed).
 */
export async function seedShops(stack: Stack, sizes: number[]): Promise<SeededShop[]> {
  const persistTo = path.join(stack.dir, 'state');
  const empty = [];
  for (const [k, n] of sizes.entries()) empty.push({ ...(await emptyShop(stack, `Toko ${n}`)), n, tag: String.fromCharCode(97 + k) });
  await stack.stopWorker();
  const shops: SeededShop[] = [];
  try {
    for (const [k, shop] of empty.entries()) {
      const started = performance.now();
      const dir = path.join(stack.dir, `seed-${k}`);
      mkdirSync(dir, { recursive: true });
      for (const file of shopSql(dir, shop, shop.n)) await execute(persistTo, file);
      shops.push({
        workspaceId: shop.workspaceId,
        deviceId: shop.deviceId,
        teamId: shop.teamId,
        tag: shop.tag,
        conversations: shop.n,
        seedSeconds: Math.round((performance.now() - started) / 100) / 10,
      });
    }
  } finally {
    await stack.startWorker();
  }
  return shops;
}
