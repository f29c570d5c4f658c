/**
 * The owner's HTTP actions as the model sees and calls them. `actionTools` lists them as tools;
 * `runAction` answers one tool call: the arguments are parsed and checked against the action's
 * JSON Schema first (a call that breaks it is not sent, and the model reads what is wrong so it can
 * try again), then POSTed to the action's URL, signed as webhooks are (`X-Kurir-Signature`:
 * HMAC-SHA256 of the raw body under the action's secret; the body carries the time, so the
 * signature covers it), to a URL the webhook rules still allow, redirects not followed, within a
 * time limit that covers the answer's body, which is read up to a bound and refused past it.
 * Every call gives a log entry, written on the conversation as an internal note (`actionNote`).
 *
 * Docs: docs/assistant-actions.md.
 */

import { newId } from '../shared/ids';
import { type DestinationGuard, destinationOf, signBody, workerGuard } from '../webhooks/deliver';
import { argumentsProblem } from './action-schema';
import type { Tool, ToolCall } from './chat-client';

/** An action as the assistant calls it (`action-store.ts` reads it from D1). */
export type Action = { id: string; name: string; description: string; parameters: Record<string, unknown>; url: string };

export const ACTION_TIMEOUT_MS = 10_000;
/** The most of an answer the model is given; a longer one is refused, not cut (a cut JSON misleads). */
export const MAX_ANSWER_BYTES = 16_384;
/** How much of the model's arguments and of an error answer a log entry keeps. */
const LOG_TEXT = 2_000;
const ERROR_SNIPPET = 500;

export type ActionContext = {
  fetch: typeof fetch;
  /** The action's signing secret, opened; null when it no longer opens (the call is refused). */
  secret: string | null;
  timeoutMs?: number;
  maxAnswerBytes?: number;
  conversation: { id: string; deviceId: string };
  contact: { id: string | null; phoneNumber: string; name: string | null };
  /** Where a call may go: the webhook rules (`LOCAL_DEV`, DNS checks when configured). */
  guard?: DestinationGuard;
  now?: () => number;
};

/**
 * What a call came to: `ok` (a 2xx, its body given to the model), `invalid-arguments` (not sent),
 * `refused` (not sent: the URL's rules, or no secret), `http-error` (another status),
 * `timeout`, `unreachable`, `too-large` (an answer past the bound).
 */
export type ActionOutcome = 'ok' | 'invalid-arguments' | 'refused' | 'http-error' | 'timeout' | 'unreachable' | 'too-large';

/** One call, as logged on the conversation. */
export type ActionLog = {
  name: string;
  /** The call's id, as sent in `X-Kurir-Call` (null when nothing was sent). */
  callId: string | null;
  /** The arguments as the model wrote them (at most 2,000 characters). */
  arguments: string;
  outcome: ActionOutcome;
  /** The URL's HTTP status, when it answered. */
  status: number | null;
  ms: number;
  error?: string;
};

export type ActionResult = {
  /** What the model reads back as the tool's answer: the URL's answer, or `{"error": …}`. */
  content: string;
  log: ActionLog;
};

/** The actions as tools in a request to the model. */
export function actionTools(actions: readonly Action[]): Tool[] {
  return actions.map((a) => ({ name: a.name, description: a.description, parameters: a.parameters }));
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
const errorContent = (message: string) => JSON.stringify({ error: message });

/** The model's arguments as a value: empty means none (`{}`), as some models send for a function without any. */
function parsedArguments(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

type Answer = { ok: true; text: string } | { ok: false; tooLarge: true };

/** The answer's body as text, read chunk by chunk and given up on at the first byte past `max`. */
async function boundedAnswer(response: Response, max: number): Promise<Answer> {
  const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
  if (declared > max) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, tooLarge: true };
  }
  if (!response.body) return { ok: true, text: '' };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { ok: true, text: text + decoder.decode() };
    size += value.byteLength;
    if (size > max) {
      // Nothing more is pulled: a huge answer is never held.
      await reader.cancel('over the answer limit').catch(() => undefined);
      return { ok: false, tooLarge: true };
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** Answers one tool call that names `action`. Never throws for what the URL or the model did. */
export async function runAction(action: Action, call: ToolCall, ctx: ActionContext): Promise<ActionResult> {
  const now = ctx.now ?? Date.now;
  const started = now();
  const timeoutMs = ctx.timeoutMs ?? ACTION_TIMEOUT_MS;
  const maxBytes = ctx.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const base = { name: action.name, arguments: clip(call.arguments, LOG_TEXT) };
  const notSent = (outcome: ActionOutcome, error: string, content: string): ActionResult => ({
    content,
    log: { ...base, callId: null, outcome, status: null, ms: now() - started, error },
  });

  const parsed = parsedArguments(call.arguments);
  if (!parsed.ok) {
    const error = `the arguments are not JSON (${parsed.error})`;
    return notSent(
      'invalid-arguments',
      error,
      errorContent(`${error}: call ${action.name} again with a JSON object that matches its schema`),
    );
  }
  const problem = argumentsProblem(action.parameters, parsed.value);
  if (problem) {
    const error = `invalid arguments: ${problem}`;
    return notSent('invalid-arguments', error, errorContent(`${error}. Call ${action.name} again with arguments that match its schema`));
  }
  if (ctx.secret === null) {
    const error = 'the action’s signing secret cannot be read (the worker’s ADMIN_TOKEN changed): delete and add the action again';
    return notSent('refused', error, errorContent('the action is not available now'));
  }

  const callId = newId('acl');
  const at = new Date(started).toISOString();
  const body = JSON.stringify({
    id: callId,
    action: action.name,
    at,
    arguments: parsed.value,
    conversation: ctx.conversation,
    contact: ctx.contact,
  });
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': 'Kurir-Actions/1',
    'X-Kurir-Action': action.name,
    'X-Kurir-Call': callId,
    'X-Kurir-Timestamp': at,
    'X-Kurir-Signature': await signBody(ctx.secret, body),
  };
  const sent = (outcome: ActionOutcome, status: number | null, error?: string): ActionLog => ({
    ...base,
    callId,
    outcome,
    status,
    ms: now() - started,
    ...(error === undefined ? {} : { error }),
  });

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
  );
  // Settled either way below; a rejection nobody awaits must not be reported as unhandled.
  timedOut.catch(() => undefined);
  let status: number | null = null;
  try {
    const destination = await Promise.race([destinationOf(action.url, ctx.guard ?? workerGuard(), controller.signal), timedOut]);
    if (!destination.ok) {
      const log = { ...sent('refused', null, destination.error), callId: null };
      return { content: errorContent('the action is not available now'), log };
    }
    const response = await Promise.race([
      ctx.fetch(destination.url, { method: 'POST', headers, body, redirect: 'manual', signal: controller.signal }),
      timedOut,
    ]);
    status = response.status;
    const answer = await Promise.race([boundedAnswer(response, maxBytes), timedOut]);
    if (!answer.ok) {
      const error = `the answer is over ${maxBytes} bytes: not read`;
      return { content: errorContent(`the action’s ${error}`), log: sent('too-large', status, error) };
    }
    if (status >= 200 && status < 300) {
      return { content: answer.text.trim() === '' ? JSON.stringify({ ok: true, status }) : answer.text, log: sent('ok', status) };
    }
    const said = answer.text.trim() ? `: ${clip(answer.text.trim(), ERROR_SNIPPET)}` : '';
    const error = status >= 300 && status < 400 ? `answered a redirect (${status}), which is not followed` : `answered ${status}${said}`;
    return { content: errorContent(`the action ${error}`), log: sent('http-error', status, error) };
  } catch (error) {
    if (controller.signal.aborted) {
      const message = `no answer within ${timeoutMs} ms`;
      return { content: errorContent(`the action gave ${message}`), log: sent('timeout', status, message) };
    }
    const message = `could not be reached: ${error instanceof Error ? error.message : String(error)}`;
    return { content: errorContent(`the action ${message}`), log: sent('unreachable', status, message) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The internal note a call leaves on its conversation, for the team: the action, its arguments,
 * and what came of it. One line, in no language of its own (a note is stored text, read in both).
 */
export function actionNote(log: ActionLog): string {
  const result =
    log.outcome === 'ok' ? `${log.status}` : `${log.outcome}${log.status === null ? '' : ` ${log.status}`}: ${log.error ?? ''}`;
  return clip(`⚙ ${log.name}(${clip(log.arguments, 500)}) → ${result} · ${log.ms} ms`, 1_000);
}
