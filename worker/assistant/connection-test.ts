/**
 * "Test connection": one tiny completion with the workspace's provider, and what came of it in
 * words an owner can act on (the key refused, the model unknown in the provider's own words, the
 * host unreachable, no answer in time, Workers AI not bound). Each outcome is a `Said`: the API
 * answers its English, the settings page says it in the viewer's language.
 */
import { english, type Said, said } from '../shared/said';
import { type ClientIo, complete, type ProviderFailure } from './chat-client';
import type { Provider } from './provider';

export const CONNECTION_REASONS = [
  'key-refused',
  'model-unknown',
  'refused',
  'rate-limited',
  'unavailable',
  'unreachable',
  'timeout',
  'malformed',
  'not-bound',
] as const;
export type ConnectionReason = (typeof CONNECTION_REASONS)[number];

/** How long a test waits unless told: a person is looking at the page. */
export const TEST_TIMEOUT_MS = 10_000;

export type ConnectionTest = {
  ok: boolean;
  /** What failed; null when the provider answered. */
  reason: ConnectionReason | null;
  said: Said;
  /** The provider's HTTP status when it answered with an error. */
  status: number | null;
  /** The provider's own words about the failure, as it wrote them. */
  providerMessage: string | null;
  model: string;
  /** The model's answer to the test. */
  reply: string | null;
  ms: number;
};

/** What a failure of the chat client means for the person testing. */
export function reasonOf(failure: ProviderFailure): ConnectionReason {
  if (failure.kind === 'refused') {
    if (failure.status === 401 || failure.status === 403) return 'key-refused';
    // OpenAI answers an unknown model with 404, as a compatible server answers a wrong path.
    if (failure.status === 404) return 'model-unknown';
    return 'refused';
  }
  return failure.kind;
}

function saidOf(reason: ConnectionReason, failure: ProviderFailure, model: string, timeoutMs: number): Said {
  const detail = failure.detail ?? '';
  const status = failure.status ?? 0;
  switch (reason) {
    case 'key-refused':
      return said('assistant.test.keyRefused', { status, detail });
    case 'model-unknown':
      return said('assistant.test.modelUnknown', { model, detail });
    case 'refused':
      return said('assistant.test.refused', { status, detail });
    case 'rate-limited':
      return said('assistant.test.rateLimited', { detail });
    case 'unavailable':
      return said('assistant.test.unavailable', { status, detail });
    case 'unreachable':
      return said('assistant.test.unreachable', { detail });
    case 'timeout':
      return said('assistant.test.timeout', { ms: timeoutMs });
    case 'malformed':
      return said('assistant.test.malformed');
    case 'not-bound':
      return said('assistant.notBound');
  }
}

/** Asks the provider for one short answer. */
export async function testConnection(provider: Provider, io: ClientIo): Promise<ConnectionTest> {
  const now = io.now ?? Date.now;
  const started = now();
  // No max_tokens: newer OpenAI models refuse it (they take max_completion_tokens), older servers
  // the other; a one-word question costs a handful of tokens either way.
  const answer = await complete(provider, { messages: [{ role: 'user', content: 'Reply with the single word OK.' }] }, io);
  const ms = now() - started;
  if (answer.ok) {
    return {
      ok: true,
      reason: null,
      said: said('assistant.test.ok', { model: provider.model, ms }),
      status: null,
      providerMessage: null,
      model: provider.model,
      reply: answer.value.content,
      ms,
    };
  }
  const reason = reasonOf(answer.error);
  return {
    ok: false,
    reason,
    said: saidOf(reason, answer.error, provider.model, io.timeoutMs),
    status: answer.error.status ?? null,
    providerMessage: answer.error.detail ?? null,
    model: provider.model,
    reply: null,
    ms,
  };
}

/** The test as the API answers it. */
export const presentTest = (t: ConnectionTest) => ({
  ok: t.ok,
  reason: t.reason,
  message: english(t.said),
  status: t.status,
  providerMessage: t.providerMessage,
  model: t.model,
  reply: t.reply,
  ms: t.ms,
});
