/**
 * Frames and the request/response bookkeeping both sides share. Every frame is JSON: a request
 * `{t:'req', id, method, params}`, its response `{t:'res', id, ok, result | error}`, or a one-way
 * event `{t:'evt', name, data}`; a message carries one frame, or several as an array
 * (`parseFrames`). A side parses what it receives with the other side's schemas (`methods.ts`): the
 * params of a request before its handler runs, the result of its own call before the caller sees
 * it, the data of an event before it is acted on.
 */
import { z } from 'zod';
import type { MethodMap } from './methods';

/**
 * Why a call failed. `not-connected`: the request never left (no link); `lost`: it left, and the
 * link closed before the answer came, so the other side may have acted on it; `timeout`: no answer
 * in time, with the same uncertainty. `forbidden`: the messaging server refused the account the
 * right (a group change by a member who is not an admin); `not-found`: it knows no such thing for
 * the account (a group it is not in).
 */
export const RPC_ERROR_CODES = [
  'rejected',
  'not-connected',
  'lost',
  'bad-request',
  'timeout',
  'internal',
  'forbidden',
  'not-found',
] as const;
export type RpcErrorCode = (typeof RPC_ERROR_CODES)[number];

const requestFrameSchema = z.object({ t: z.literal('req'), id: z.number().int(), method: z.string(), params: z.unknown() });
const responseFrameSchema = z.discriminatedUnion('ok', [
  z.object({ t: z.literal('res'), id: z.number().int(), ok: z.literal(true), result: z.unknown() }),
  z.object({
    t: z.literal('res'),
    id: z.number().int(),
    ok: z.literal(false),
    error: z.object({ code: z.enum(RPC_ERROR_CODES), message: z.string() }),
  }),
]);
const eventFrameSchema = z.object({ t: z.literal('evt'), name: z.string(), data: z.unknown() });
/**
 * Discriminated by `t` (and a response by `ok`): a plain union tried every shape in turn, and in a
 * Worker, where zod cannot compile its parsers, each shape tried is a full object parse (the node's
 * answer to a send, the frame a device's object receives most, was the third shape tried).
 */
const frameSchema = z.discriminatedUnion('t', [requestFrameSchema, responseFrameSchema, eventFrameSchema]);

export type Frame = z.infer<typeof frameSchema>;
export type RequestFrame = z.infer<typeof requestFrameSchema>;
export type ResponseFrame = z.infer<typeof responseFrameSchema>;
export type EventFrame = z.infer<typeof eventFrameSchema>;

/**
 * The device link's query parameter by which a node says it reads messages of several frames
 * (`?frames=batched`): the object then writes the frames of one moment as one message. A node
 * that does not say so gets one frame a message (an older node parses no array).
 */
export const BATCHED_FRAMES = { param: 'frames', value: 'batched' } as const;

/** A frame from its text, or null for anything that is not one. */
export function parseFrame(text: string): Frame | null {
  try {
    const parsed = frameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The frames of one message: a frame, or frames sent together as an array (the node sends the
 * frames of one turn of its event loop so: each message costs the device's object an event and a
 * commit of its own). What is not a frame is left out.
 */
export function parseFrames(text: string): Frame[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  const frames: Frame[] = [];
  for (const item of Array.isArray(value) ? value : [value]) {
    const parsed = frameSchema.safeParse(item);
    if (parsed.success) frames.push(parsed.data);
  }
  return frames;
}

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The failure a call ends with, on the side that made it (and what a handler throws to choose the code). */
export class RpcError extends Error {
  constructor(
    readonly code: RpcErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** Runs `fn` after `ms`; the returned function cancels it. Injected so that tests can move time. */
export type Timer = (ms: number, fn: () => void) => () => void;

const timers = globalThis as unknown as { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
export const systemTimer: Timer = (ms, fn) => {
  const handle = timers.setTimeout(fn, ms);
  return () => timers.clearTimeout(handle);
};

export type Params<M extends MethodMap, K extends keyof M> = z.input<M[K]['params']>;
export type Result<M extends MethodMap, K extends keyof M> = z.output<M[K]['result']>;
/** What the answering side implements: one function per method, given parsed params. */
export type Handlers<M extends MethodMap> = {
  [K in keyof M]: (params: z.output<M[K]['params']>) => Promise<z.input<M[K]['result']>> | z.input<M[K]['result']>;
};

type Pending = { resolve: (value: unknown) => void; reject: (error: RpcError) => void; cancel: () => void; method: string };

/**
 * One side's calls to the other. It does not own the socket: `send` writes a frame, and the owner
 * feeds every `res` frame it receives to `settle`.
 */
export class RpcCaller<M extends MethodMap> {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly methods: M,
    private readonly send: (frame: Frame) => void,
    private readonly timer: Timer = systemTimer,
  ) {}

  call<K extends keyof M & string>(method: K, params: Params<M, K>, timeoutMs: number): Promise<Result<M, K>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const cancel = this.timer(timeoutMs, () => {
        this.pending.delete(id);
        reject(new RpcError('timeout', `no answer to ${method} within ${timeoutMs} ms`));
      });
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, cancel, method });
      try {
        this.send({ t: 'req', id, method, params });
      } catch (error) {
        cancel();
        this.pending.delete(id);
        reject(new RpcError('not-connected', errorMessage(error)));
      }
    });
  }

  /** Ends the call a response answers; a result that breaks the method's schema fails the call. */
  settle(frame: ResponseFrame): void {
    const entry = this.pending.get(frame.id);
    if (!entry) return;
    this.pending.delete(frame.id);
    entry.cancel();
    if (!frame.ok) {
      entry.reject(new RpcError(frame.error.code, frame.error.message));
      return;
    }
    const spec = this.methods[entry.method];
    const parsed = spec ? spec.result.safeParse(frame.result) : null;
    if (parsed?.success) entry.resolve(parsed.data);
    else
      entry.reject(
        new RpcError('internal', `the answer to ${entry.method} breaks the protocol${parsed ? `: ${describeIssues(parsed.error)}` : ''}`),
      );
  }

  /** Fails every call still waiting when the socket closes: they were sent, their outcome is unknown. */
  failAll(reason: string): void {
    for (const [id, entry] of this.pending) {
      entry.cancel();
      entry.reject(new RpcError('lost', reason));
      this.pending.delete(id);
    }
  }

  get waiting(): number {
    return this.pending.size;
  }
}

/**
 * Answers a request with `handlers`: its params parsed with the method's schema first (a request
 * that breaks it is answered `bad-request` without running anything). A handler that throws an
 * `RpcError` answers with its code; anything else thrown answers `internal`, or what `codeOf` says.
 */
export async function answerRequest<M extends MethodMap>(
  methods: M,
  handlers: Handlers<M>,
  frame: RequestFrame,
  codeOf: (error: unknown) => RpcErrorCode = (error) => (error instanceof RpcError ? error.code : 'internal'),
): Promise<ResponseFrame> {
  const fail = (code: RpcErrorCode, message: string): ResponseFrame => ({ t: 'res', id: frame.id, ok: false, error: { code, message } });
  if (!Object.hasOwn(methods, frame.method)) return fail('bad-request', `unknown method ${frame.method}`);
  const method = frame.method as keyof M & string;
  const spec = methods[method] as M[keyof M];
  const params = spec.params.safeParse(frame.params);
  if (!params.success) return fail('bad-request', `${method}: ${describeIssues(params.error)}`);
  try {
    const handler = handlers[method] as (params: unknown) => unknown;
    return { t: 'res', id: frame.id, ok: true, result: await handler(params.data) };
  } catch (error) {
    return fail(codeOf(error), errorMessage(error));
  }
}

/** An event's data parsed with its schema, or null when the frame is another event or breaks it. */
export function parseEvent<S extends z.ZodType>(frame: EventFrame, name: string, schema: S): z.output<S> | null {
  if (frame.name !== name) return null;
  const parsed = schema.safeParse(frame.data);
  return parsed.success ? parsed.data : null;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}
