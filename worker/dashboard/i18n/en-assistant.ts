/** The strings of the AI assistant's settings page and its rules, in English. */

/** ": the provider's words", when it said any. */
const after = (detail: string) => (detail ? `: ${detail}` : '');

export const assistant = {
  nav: 'Assistant',
  title: 'AI assistant',
  intro:
    'The assistant answers customers from the shop’s own information and hands the conversation to a person when it should. It calls the model you choose here.',
  provider: {
    title: 'Model provider',
    intro:
      'Any OpenAI-compatible chat completions endpoint (OpenAI, or a local or hosted server that speaks its API), or Cloudflare Workers AI where the worker is deployed with it.',
    kind: 'Provider',
    kinds: { openai: 'OpenAI-compatible endpoint', 'workers-ai': 'Cloudflare Workers AI' },
    baseUrl: 'Base URL',
    baseUrlHint: 'Up to its version, e.g. https://api.openai.com/v1. Not used with Workers AI.',
    model: 'Model',
    modelHint: 'As the provider names it, e.g. gpt-4o-mini, or @cf/meta/llama-3.1-8b-instruct for Workers AI.',
    apiKey: 'API key',
    keySet: 'A key is set. It is never shown again; type a new one to replace it.',
    keyUnreadable: 'The stored key can no longer be read (the worker’s ADMIN_TOKEN changed): type it again.',
    removeKey: 'Remove the stored key',
    transcriptionModel: 'Transcription model (voice notes)',
    transcriptionHint: 'At the same base URL, e.g. whisper-1. Leave empty to not transcribe voice notes.',
    notBound: 'Workers AI is not bound to this worker: deploy it with [ai] binding = "AI" to use it.',
    save: 'Save provider',
    saved: 'Provider saved.',
    remove: 'Remove provider',
    removeConfirm: 'Remove the model provider? The assistant stops answering until one is set again.',
    removed: 'Provider removed.',
    none: 'No provider is set yet: the assistant cannot answer.',
  },
  test: {
    title: 'Test connection',
    intro: 'Sends the model one short question with the saved settings.',
    run: 'Test connection',
    ok: 'Connected.',
    failed: 'The connection failed.',
    reply: (reply: string) => `The model answered: “${reply}”`,
  },
  devices: {
    title: 'On each device',
    intro: 'Whether the assistant answers on a device, and when, is set per device. It comes here next.',
  },
};

export const assistantSaid = {
  'assistant.printable': () => 'must be printable characters without spaces',
  'assistant.urlCredentials': () => 'must not carry credentials; give the key as apiKey',
  'assistant.urlQuery': () => 'must not have a query or a fragment: /chat/completions is added after it',
  'assistant.baseUrlNeeded': () => 'is needed for an OpenAI-compatible provider',
  'assistant.notForWorkersAi': () => 'is not used with Workers AI',
  'assistant.notBound': () => 'Workers AI is not bound to this worker (deploy it with [ai] binding = "AI" in wrangler.toml)',
  'assistant.none': () => 'no AI provider is set for this workspace',
  'assistant.keyUnreadable': () => 'the stored key can no longer be read (ADMIN_TOKEN changed): set the key again',
  'assistant.test.ok': (p: { model: string; ms: number }) => `the provider answered with ${p.model} in ${p.ms} ms`,
  'assistant.test.keyRefused': (p: { status: number; detail: string }) => `the provider refused the key (${p.status})${after(p.detail)}`,
  'assistant.test.modelUnknown': (p: { model: string; detail: string }) =>
    `the provider does not know the model "${p.model}", or the base URL is wrong (404)${after(p.detail)}`,
  'assistant.test.refused': (p: { status: number; detail: string }) => `the provider refused the request (${p.status})${after(p.detail)}`,
  'assistant.test.rateLimited': (p: { detail: string }) => `the provider is rate limiting this key (429)${after(p.detail)}`,
  'assistant.test.unavailable': (p: { status: number; detail: string }) => `the provider failed (${p.status})${after(p.detail)}`,
  'assistant.test.unreachable': (p: { detail: string }) => `the provider could not be reached${after(p.detail)}`,
  'assistant.test.timeout': (p: { ms: number }) => `the provider did not answer within ${p.ms} ms`,
  'assistant.test.malformed': () => 'the provider answered something that is not a chat completion',
};
