import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { migrateObject, type ObjectMigration } from '../../../worker/shared/object-migrations';

const tables = (sql: SqlStorage) =>
  sql
    .exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '_cf_%' ORDER BY name`)
    .toArray()
    .map((t) => t.name);

const baseline: ObjectMigration = { name: '0001_baseline', up: (sql) => sql.exec(`CREATE TABLE notes (id TEXT PRIMARY KEY)`) };
const addText: ObjectMigration = { name: '0002_add_note_text', up: (sql) => sql.exec(`ALTER TABLE notes ADD COLUMN text TEXT`) };

describe('migrateObject', () => {
  it('runs each migration once, in order, and only those past the stored version', async () => {
    // An object nobody created: its storage is this test's alone.
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, (_instance, state) => {
      expect(migrateObject(state.storage, [baseline])).toEqual(['0001_baseline']);
      expect(migrateObject(state.storage, [baseline])).toEqual([]);
      state.storage.sql.exec(`INSERT INTO notes (id) VALUES ('n1')`);
      expect(migrateObject(state.storage, [baseline, addText])).toEqual(['0002_add_note_text']);
      expect(migrateObject(state.storage, [baseline, addText])).toEqual([]);
      expect(state.storage.sql.exec(`SELECT id, text FROM notes`).toArray()).toEqual([{ id: 'n1', text: null }]);
      // Code older than the object's schema leaves it as it is.
      expect(migrateObject(state.storage, [baseline])).toEqual([]);
    });
  });

  it('leaves the object as it was when a migration fails, and tries again on the next start', async () => {
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, (_instance, state) => {
      const broken: ObjectMigration = { name: '0002_broken', up: (sql) => sql.exec(`ALTER TABLE missing ADD COLUMN x TEXT`) };
      expect(() => migrateObject(state.storage, [baseline, broken])).toThrow();
      expect(tables(state.storage.sql)).toEqual([]);
      expect(migrateObject(state.storage, [baseline, addText])).toEqual(['0001_baseline', '0002_add_note_text']);
    });
  });

  it('refuses a list whose applied migrations were renamed or reordered', async () => {
    const stub = env.DEVICE.get(env.DEVICE.newUniqueId());
    await runInDurableObject(stub, (_instance, state) => {
      migrateObject(state.storage, [baseline, addText]);
      expect(() => migrateObject(state.storage, [addText, baseline])).toThrow(/the list was edited/);
    });
  });
});
