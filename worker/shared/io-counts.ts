/**
 * Counts of the I/O this worker instance made since it started: D1 round trips, calls into
 * Durable Objects, and calls between device objects and session-nodes. Cheap enough to keep on;
 * read by `npm run bench` (through `GET /admin/io-counts`) to report what a send or an event costs,
 * counted rather than estimated. Locally every object runs in the one instance `wrangler dev`
 * starts; in production each instance has its own counts.
 */
export const ioCounts = {
  /** Statements and batches sent to D1 (a batch is one round trip). */
  d1RoundTrips: 0,
  /**
   * Rows D1 says the batches and the statements' `run` and `all` wrote (its `rows_written`, index
   * entries included: what D1 bills). `first` and `raw` answer without it, so a write read back by
   * them (drizzle's `returning()`) is not counted; the D1 copies and the request log, a send's and an
   * event's writes, go in batches and are.
   */
  d1RowsWritten: 0,
  /** RPC calls and fetches into Durable Objects. */
  durableObjectCalls: 0,
  /** Calls a device object made on its session-node. */
  nodeCalls: 0,
  /** `reports` calls a device object answered, and the reports they carried. */
  reportCalls: 0,
  reports: 0,
};

const STATEMENT_CALLS = new Set(['run', 'all', 'first', 'raw']);

type Meta = { meta?: { rows_written?: number } };

/** Adds what a D1 answer (one result, or a batch's) says it wrote; passes the answer on as it is. */
function countWritten<T>(answer: T): T {
  for (const result of Array.isArray(answer) ? answer : [answer]) {
    const written = (result as Meta | null)?.meta?.rows_written;
    if (typeof written === 'number') ioCounts.d1RowsWritten += written;
  }
  return answer;
}

function countingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'bind') return (...args: unknown[]) => countingStatement(Reflect.apply(value, target, args));
      if (STATEMENT_CALLS.has(String(property))) {
        return (...args: unknown[]) => {
          ioCounts.d1RoundTrips++;
          const answer = Reflect.apply(value, target, args) as Promise<unknown>;
          return property === 'run' || property === 'all' ? answer.then(countWritten) : answer;
        };
      }
      return value.bind(target);
    },
  });
}

/** The D1 binding, counting each round trip. */
export function countingD1(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'prepare') return (query: string) => countingStatement(Reflect.apply(value, target, [query]));
      if (property === 'batch' || property === 'exec') {
        return (...args: unknown[]) => {
          ioCounts.d1RoundTrips++;
          const answer = Reflect.apply(value, target, args) as Promise<unknown>;
          return property === 'batch' ? answer.then(countWritten) : answer;
        };
      }
      return value.bind(target);
    },
  });
}

/** A Durable Object stub, counting each call into the object. */
export function countingStub<T extends object>(stub: T): T {
  return new Proxy(stub, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || property === 'then') return value;
      return (...args: unknown[]) => {
        ioCounts.durableObjectCalls++;
        return Reflect.apply(value, target, args);
      };
    },
  });
}
