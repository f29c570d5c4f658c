/**
 * A session on the worker's isolate through wrangler's inspector (`--inspector-port`), which takes
 * one client at a time: the profile's (`profile.ts`), and the bench's collections of Kurir's heap
 * before each of its loads (`collectHeap`).
 */
import WebSocket from 'ws';

export type Inspector = {
  /** Sends a method and resolves with its result (or its error). */
  call: (method: string, params?: object) => Promise<unknown>;
  /** The id of the worker's execution context, once `Runtime.enable` has announced it. */
  contextId: () => number | null;
  close: () => void;
};

/** One inspector session on the worker's isolate. */
export async function inspector(port: number): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error('wrangler’s inspector lists no isolate');
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let id = 0;
  let context: number | null = null;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      method?: string;
      params?: { context?: { id: number } };
      result?: unknown;
      error?: unknown;
    };
    if (message.method === 'Runtime.executionContextCreated' && message.params?.context) context = message.params.context.id;
    if (message.id === undefined) return;
    waiting.get(message.id)?.(message.result ?? message.error);
    waiting.delete(message.id);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      id++;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  // A session that ends abruptly leaves nothing behind: a closing handshake waits on the proxy.
  return { call, contextId: () => context, close: () => ws.terminate() };
}

/**
 * A full collection of the worker's heap, outside every figure: `gc()` run in the worker's context
 * (its workerd started with `--expose-gc`, as the bare worker's is). V8 sets its next limit from
 * what it leaves as after its own collections, where a heap snapshot's collection, which frees
 * memory for the snapshot, set it at half (traced: `docs/benchmarks.md`, 2026-12-04, fourth and
 * fifth entries). `HeapProfiler.collectGarbage` is never answered through wrangler's inspector.
 */
export async function collectHeap(session: Inspector): Promise<void> {
  // Runtime.enable announces the context; evaluating needs its id (workerd marks none the default).
  if (session.contextId() === null) {
    await session.call('Runtime.enable');
    await session.call('Runtime.disable');
  }
  const contextId = session.contextId();
  if (contextId === null) throw new Error('the worker’s inspector announced no execution context');
  const answer = (await session.call('Runtime.evaluate', {
    expression: `typeof gc === 'function' ? (gc(), 'collected') : 'no gc'`,
    contextId,
  })) as { result?: { value?: unknown } };
  if (answer.result?.value !== 'collected') {
    throw new Error(`Kurir’s worker did not collect its heap (${JSON.stringify(answer)}): it needs workerd’s --expose-gc`);
  }
}

/** `collectHeap` on each call, on a session opened on the first; `close` ends it. */
export function heapCollector(port: number): { collect: () => Promise<void>; close: () => void } {
  let session: Inspector | null = null;
  return {
    collect: async () => {
      session ??= await inspector(port);
      await collectHeap(session);
    },
    close: () => session?.close(),
  };
}
