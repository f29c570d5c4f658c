import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type MigrationBundle, migrateJournal, statementsOf } from '../../../worker/shared/journal-migrations';

const tables = (sql: SqlStorage) =>
  sql
    .exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '_cf_%' ORDER BY name`)
    .toArray()
    .map((t) => t.name);

/** A bundle as drizzle-kit writes it: the journal, and each entry's SQL with its breakpoints. */
function bundle(...sqls: [tag: string, sql: string][]): MigrationBundle {
  return {
    journal: { entries: sqls.map(([tag], idx) => ({ idx, tag, when: 1_800_000_000_000 + idx })) },
    migrations: Object.fromEntries(sqls.map(([, sql], idx) => [`m${String(idx).padStart(4, '0')}`, sql])),
  };
}

const baseline: [string, string] = [
  '0000_create_notes',
  'CREATE TABLE `notes` (\n\t`id` text PRIMARY KEY NOT NULL\n);\n--> statement-breakpoint\nCREATE INDEX `notes_id` ON `notes` (`id`);',
];
const addText: [string, string] = ['0001_add_note_text', 'ALTER TABLE `notes` ADD `text` text;'];

describe('migrateJournal', () => {
  it('splits an entry at its breakpoints, leaving out what holds only comments', () => {
    expect(statementsOf('-- a custom migration\n--> statement-breakpoint\nCREATE TABLE a (x);\n--> statement-breakpoint\n')).toEqual([
      'CREATE TABLE a (x);',
    ]);
  });

  it('runs each entry once, in order, only those the object lacks, and records them as drizzle does', async () => {
    // An object nobody created: its storage is this test's alone.
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, (_instance, state) => {
      expect(migrateJournal(state.storage, bundle(baseline))).toEqual(['0000_create_notes']);
      expect(migrateJournal(state.storage, bundle(baseline))).toEqual([]);
      state.storage.sql.exec(`INSERT INTO notes (id) VALUES ('n1')`);
      expect(migrateJournal(state.storage, bundle(baseline, addText))).toEqual(['0001_add_note_text']);
      expect(state.storage.sql.exec(`SELECT id, text FROM notes`).toArray()).toEqual([{ id: 'n1', text: null }]);
      expect(state.storage.sql.exec(`SELECT hash, created_at FROM __drizzle_migrations ORDER BY id`).toArray()).toEqual([
        { hash: '0000_create_notes', created_at: 1_800_000_000_000 },
        { hash: '0001_add_note_text', created_at: 1_800_000_000_001 },
      ]);
      // Code older than the object's schema leaves it as it is.
      expect(migrateJournal(state.storage, bundle(baseline))).toEqual([]);
    });
  });

  it('leaves the object as it was when an entry fails, and tries again on the next start', async () => {
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, (_instance, state) => {
      const broken: [string, string] = ['0001_broken', 'ALTER TABLE `missing` ADD `x` text;'];
      expect(() => migrateJournal(state.storage, bundle(baseline, broken))).toThrow();
      expect(tables(state.storage.sql)).toEqual([]);
      expect(migrateJournal(state.storage, bundle(baseline, addText))).toEqual(['0000_create_notes', '0001_add_note_text']);
    });
  });

  it('lets an object that holds the first entries by other means adopt them, in the same transaction', async () => {
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, (_instance, state) => {
      const adopt = (sql: SqlStorage) => {
        sql.exec('CREATE TABLE notes (id TEXT PRIMARY KEY)');
        return 1;
      };
      expect(migrateJournal(state.storage, bundle(baseline, addText), adopt)).toEqual(['0001_add_note_text']);
      expect(tables(state.storage.sql)).toEqual(['__drizzle_migrations', 'notes']);
    });
  });

  it('refuses a journal whose applied entries were renamed or reordered', async () => {
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, (_instance, state) => {
      migrateJournal(state.storage, bundle(baseline, addText));
      expect(() => migrateJournal(state.storage, bundle(addText, baseline))).toThrow(/the journal was edited/);
    });
  });
});
