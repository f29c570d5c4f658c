import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DomainEvents } from '../../../worker/shared/domain-events';

type Events = { 'thing.changed': { id: string }; 'thing.removed': { id: string } };

describe('domain events', () => {
  it('tells each follower of an event, in the order they subscribed, before emit returns', () => {
    const events = new DomainEvents<Events>();
    const heard: string[] = [];
    events.on('thing.changed', ({ id }) => heard.push(`first ${id}`));
    events.on('thing.removed', ({ id }) => heard.push(`removed ${id}`));
    events.on('thing.changed', ({ id }) => heard.push(`second ${id}`));
    events.emit('thing.changed', { id: 'a' });
    expect(heard).toEqual(['first a', 'second a']);
  });

  it('makes a follower’s error the emitter’s, unless the emitter takes each error, when the others still run', () => {
    const events = new DomainEvents<Events>();
    const heard: string[] = [];
    events.on('thing.changed', () => {
      throw new Error('broken follower');
    });
    events.on('thing.changed', ({ id }) => heard.push(id));
    expect(() => events.emit('thing.changed', { id: 'a' })).toThrow('broken follower');
    expect(heard).toEqual([]);
    const failures: unknown[] = [];
    events.emit('thing.changed', { id: 'b' }, (error) => failures.push(error));
    expect(heard).toEqual(['b']);
    expect(failures.map((e) => (e as Error).message)).toEqual(['broken follower']);
  });

  it('writes what a follower writes in the emitter’s transaction, and rolls it back with the change when a follower fails', async () => {
    const stub = env.DEVICE.get(env.DEVICE.idFromName('domain-events'));
    await runInDurableObject(stub, (_instance, state) => {
      const { storage } = state;
      storage.sql.exec(`CREATE TABLE helper_things (id TEXT PRIMARY KEY)`);
      storage.sql.exec(`CREATE TABLE helper_log (id TEXT NOT NULL)`);
      const events = new DomainEvents<Events>();
      events.on('thing.changed', ({ id }) => storage.sql.exec(`INSERT INTO helper_log (id) VALUES (?)`, id));
      events.on('thing.changed', ({ id }) => {
        if (id === 'bad') throw new Error('refused');
      });
      const change = (id: string) =>
        storage.transactionSync(() => {
          storage.sql.exec(`INSERT INTO helper_things (id) VALUES (?)`, id);
          events.emit('thing.changed', { id });
        });
      change('good');
      expect(() => change('bad')).toThrow('refused');
      const ids = (table: string) =>
        storage.sql
          .exec<{ id: string }>(`SELECT id FROM ${table}`)
          .toArray()
          .map((r) => r.id);
      expect(ids('helper_things')).toEqual(['good']);
      expect(ids('helper_log')).toEqual(['good']);
    });
  });
});
