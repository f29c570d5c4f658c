/**
 * Calls to the workspace's model: an OpenAI-compatible chat completions endpoint
 * (`POST {baseUrl}/chat/completions`, tools as functions) or Cloudflare Workers AI through the
 * worker's `AI` binding, answered the same way. Each call is bounded in time; a failure says
 * whether trying again can help (a timeout, 429, 5xx, an unreachable host) and how long the
 * provider asked to wait. Retrying and backing off is the caller's: a device's object does it
 * with its alarm, a page's request does not wait.
 */
import { z } from 'zod';
import type { Provider } from './provider';

export type ToolCall = { id: string; name: string; arguments: string };

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: ToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/** A function the model may call: its arguments described by a JSON schema. */
export type Tool = { name: string; description: string; parameters: Record<string, unknown> };

export type ChatRequest = { messages: ChatMessage[]; tools?: Tool[]; maxTokens?: number; temperature?: number };

export type Completion = {
  content: string | null;
  toolCalls: ToolCall[];
  usage: { promptTokens: number; completionTokens: number };
  /** How long the call took, ms. */
  ms: number;
};

export type ProviderFailure = {
  kind: 'timeout' | 'rate-limited' | 'unavailable' | 'unreachable' | 'refused' | 'malformed' | 'not-bound';
  /** The provider's HTTP status, when it answered. */
  status?: number;
  message: string;
  /** Whether the same call may succeed later. */
  retryable: boolean;
  /** How long the provider asked to wait (Retry-After), ms. */
  retryAfterMs?: number;
  /** The provider's own words (its error body's message), or the network error's, when there were any. */
  detail?: string;
};

export type CallResult<T> = { ok: true; value: T } | { ok: false; error: ProviderFailure };

/** The binding's shape as used here (`env.AI` where deployed with `[ai] binding = "AI"`). */
export type AiBinding = { run(model: string, input: Record<string, unknown>): Promise<unknown> };

export type ClientIo = { fetch: typeof fetch; ai?: AiBinding; timeoutMs: number; now?: () => number };

export const DEFAULT_TIMEOUT_MS = 30_000;

const toolCallSchema = z.object({
  id: z.string().optional(),
  function: z.object({ name: z.string(), arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).optional() }),
});

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          tool_calls: z.array(toolCallSchema).nullable().optional(),
        }),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() }).nullable().optional(),
});

const workersAiSchema = z.object({
  response: z.string().nullable().optional(),
  tool_calls: z
    .array(z.object({ name: z.string(), arguments: z.unknown().optional() }))
    .nullable()
    .optional(),
  usage: z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() }).nullable().optional(),
});

const argumentsText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? {}));

function wireMessage(m: ChatMessage): Record<string, unknown> {
  if (m.role === 'tool') return { role: 'tool', tool_call_id: m.toolCallId, content: m.content };
  if (m.role === 'assistant' && m.toolCalls?.length) {
    return {
      role: 'assistant',
      content: m.content,
      tool_calls: m.toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
    };
  }
  return { role: m.role, content: m.content ?? '' };
}

const wireTools = (tools: Tool[] | undefined) =>
  tools?.length
    ? tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }))
    : undefined;

/** Retry-After in seconds or as a date, as ms from now (capped at 10 minutes). */
function retryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, 600_000) : undefined;
}

/** What an HTTP status from the provider means for the caller. */
export function failureOfStatus(status: number, detail: string, retryAfterMs?: number): ProviderFailure {
  const words = detail.replace(/^: /, '');
  return { ...statusFailure(status, detail, retryAfterMs), ...(words ? { detail: words } : {}) };
}

function statusFailure(status: number, detail: string, retryAfterMs?: number): ProviderFailure {
  if (status === 429)
    return { kind: 'rate-limited', status, message: `the provider is rate limiting (429)${detail}`, retryable: true, retryAfterMs };
  if (status >= 500)
    return { kind: 'unavailable', status, message: `the provider failed (${status})${detail}`, retryable: true, retryAfterMs };
  if (status === 401 || status === 403)
    return { kind: 'refused', status, message: `the provider refused the key (${status})${detail}`, retryable: false };
  return { kind: 'refused', status, message: `the provider refused the request (${status})${detail}`, retryable: false };
}

/** The first words of a provider's error body, which usually say what is wrong (a model's name, a key). */
async function errorDetail(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).slice(0, 2000);
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (typeof message === 'string' && message) return `: ${message.slice(0, 200)}`;
  } catch {
    // not JSON: the text itself
  }
  return text.trim() ? `: ${text.trim().slice(0, 200)}` : '';
}

/** POSTs JSON or a form to the provider within the time limit; a network failure or timeout is a failure, not a throw. */
export async function providerFetch(url: string, init: RequestInit, io: ClientIo): Promise<CallResult<Response>> {
  const signal = AbortSignal.timeout(io.timeoutMs);
  try {
    const response = await io.fetch(url, { ...init, signal });
    if (response.ok) return { ok: true, value: response };
    const detail = await errorDetail(response);
    return {
      ok: false,
      error: failureOfStatus(response.status, detail, retryAfter(response.headers.get('retry-after'), (io.now ?? Date.now)())),
    };
  } catch (error) {
    if (signal.aborted)
      return { ok: false, error: { kind: 'timeout', message: `the provider did not answer within ${io.timeoutMs} ms`, retryable: true } };
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: { kind: 'unreachable', message: `the provider could not be reached: ${message}`, retryable: true, detail: message },
    };
  }
}

export const authHeaders = (apiKey: string | null): Record<string, string> => (apiKey ? { Authorization: `Bearer ${apiKey}` } : {});

const endpoint = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, '')}/${path}`;

/** One chat completion. */
export async function complete(provider: Provider, request: ChatRequest, io: ClientIo): Promise<CallResult<Completion>> {
  const now = io.now ?? Date.now;
  const started = now();
  if (provider.kind === 'workers-ai') return completeWithBinding(provider.model, request, io, started);
  const body = {
    model: provider.model,
    messages: request.messages.map(wireMessage),
    ...(wireTools(request.tools) ? { tools: wireTools(request.tools) } : {}),
    ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
  };
  const sent = await providerFetch(
    endpoint(provider.baseUrl, 'chat/completions'),
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...authHeaders(provider.apiKey) }, body: JSON.stringify(body) },
    io,
  );
  if (!sent.ok) return sent;
  const parsed = completionSchema.safeParse(await sent.value.json().catch(() => null));
  if (!parsed.success)
    return {
      ok: false,
      error: { kind: 'malformed', message: 'the provider answered something that is not a chat completion', retryable: true },
    };
  const [choice] = parsed.data.choices;
  const usage = parsed.data.usage;
  return {
    ok: true,
    value: {
      content: choice?.message.content ?? null,
      toolCalls: (choice?.message.tool_calls ?? []).map((c, i) => ({
        id: c.id ?? `call_${i}`,
        name: c.function.name,
        arguments: argumentsText(c.function.arguments),
      })),
      usage: { promptTokens: usage?.prompt_tokens ?? 0, completionTokens: usage?.completion_tokens ?? 0 },
      ms: now() - started,
    },
  };
}

async function completeWithBinding(model: string, request: ChatRequest, io: ClientIo, started: number): Promise<CallResult<Completion>> {
  const now = io.now ?? Date.now;
  if (!io.ai)
    return {
      ok: false,
      error: {
        kind: 'not-bound',
        message: 'Workers AI is not bound to this worker (add `[ai] binding = "AI"` to wrangler.toml)',
        retryable: false,
      },
    };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), io.timeoutMs);
  });
  try {
    const answer = await Promise.race([
      io.ai.run(model, {
        messages: request.messages.map(wireMessage),
        ...(wireTools(request.tools) ? { tools: wireTools(request.tools) } : {}),
        ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
      }),
      timeout,
    ]);
    if (answer === 'timeout')
      return { ok: false, error: { kind: 'timeout', message: `Workers AI did not answer within ${io.timeoutMs} ms`, retryable: true } };
    const parsed = workersAiSchema.safeParse(answer);
    if (!parsed.success)
      return {
        ok: false,
        error: { kind: 'malformed', message: 'Workers AI answered something that is not a chat answer', retryable: true },
      };
    return {
      ok: true,
      value: {
        content: parsed.data.response ?? null,
        toolCalls: (parsed.data.tool_calls ?? []).map((c, i) => ({ id: `call_${i}`, name: c.name, arguments: argumentsText(c.arguments) })),
        usage: { promptTokens: parsed.data.usage?.prompt_tokens ?? 0, completionTokens: parsed.data.usage?.completion_tokens ?? 0 },
        ms: now() - started,
      },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { kind: 'unavailable', message: `Workers AI failed: ${message}`, retryable: true } };
  } finally {
    clearTimeout(timer);
  }
}

/** A voice note's words, from `POST {baseUrl}/audio/transcriptions` (multipart, as OpenAI's). */
export async function transcribe(
  provider: Provider,
  audio: Blob,
  fileName: string,
  io: ClientIo,
): Promise<CallResult<{ text: string; ms: number }>> {
  const now = io.now ?? Date.now;
  const started = now();
  if (provider.kind !== 'openai' || !provider.transcriptionModel) {
    return { ok: false, error: { kind: 'not-bound', message: 'no transcription model is set for this workspace', retryable: false } };
  }
  const form = new FormData();
  form.set('model', provider.transcriptionModel);
  form.set('file', audio, fileName);
  const sent = await providerFetch(
    endpoint(provider.baseUrl, 'audio/transcriptions'),
    { method: 'POST', headers: authHeaders(provider.apiKey), body: form },
    io,
  );
  if (!sent.ok) return sent;
  const parsed = z.object({ text: z.string() }).safeParse(await sent.value.json().catch(() => null));
  if (!parsed.success)
    return {
      ok: false,
      error: { kind: 'malformed', message: 'the provider answered something that is not a transcription', retryable: true },
    };
  return { ok: true, value: { text: parsed.data.text, ms: now() - started } };
}
