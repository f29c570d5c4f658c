/**
 * The assistant's calls to a model, against the fake OpenAI-compatible provider on 127.0.0.1
 * (test/e2e/fake-openai.ts): what is sent (model, messages, tools, the key), what comes back
 * (text, tool calls, tokens), and each failure named with whether a retry can help.
 */
import { describe, expect, inject, it } from 'vitest';
import { complete, transcribe } from '../../../worker/assistant/chat-client';
import type { Provider } from '../../../worker/assistant/provider';
import type { Recorded, Scripted } from '../../e2e/fake-openai';

const io = { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init), timeoutMs: 2_000 };

async function scoped(replies: Scripted[], transcripts: Scripted[] = []) {
  const scope = `client-${crypto.randomUUID()}`;
  const base = `${inject('openai')}/${scope}`;
  await fetch(`${base}/_fake/script`, { method: 'POST', body: JSON.stringify({ replies, transcripts }) });
  const provider: Provider = {
    kind: 'openai',
    baseUrl: `${base}/v1`,
    model: 'gpt-test',
    apiKey: 'sk-test-123',
    transcriptionModel: 'whisper-test',
  };
  const requests = async () => (await (await fetch(`${base}/_fake/requests`)).json()) as Recorded[];
  return { provider, requests };
}

describe('the chat client', () => {
  it('sends the model, messages, tools and key, and reads the answer and its tokens', async () => {
    const { provider, requests } = await scoped([{ content: 'Halo Kak!', usage: { prompt_tokens: 120, completion_tokens: 7 } }]);
    const got = await complete(
      provider,
      {
        messages: [
          { role: 'system', content: 'You are the shop.' },
          { role: 'user', content: 'halo' },
        ],
        tools: [{ name: 'hand_over', description: 'Give the conversation to a person', parameters: { type: 'object', properties: {} } }],
        maxTokens: 300,
      },
      io,
    );
    expect(got).toMatchObject({
      ok: true,
      value: { content: 'Halo Kak!', toolCalls: [], usage: { promptTokens: 120, completionTokens: 7 } },
    });
    const [sent] = await requests();
    expect(sent?.headers.authorization).toBe('Bearer sk-test-123');
    expect(sent?.body).toMatchObject({
      model: 'gpt-test',
      max_tokens: 300,
      messages: [
        { role: 'system', content: 'You are the shop.' },
        { role: 'user', content: 'halo' },
      ],
      tools: [{ type: 'function', function: { name: 'hand_over' } }],
    });
  });

  it('reads tool calls, and sends their results back in the next turn', async () => {
    const { provider, requests } = await scoped([
      { toolCalls: [{ name: 'order_status', arguments: { orderId: 'A-17' } }] },
      { content: 'Dikirim besok.' },
    ]);
    const first = await complete(provider, { messages: [{ role: 'user', content: 'pesanan A-17?' }] }, io);
    if (!first.ok) throw new Error(first.error.message);
    const [call] = first.value.toolCalls;
    expect(call).toMatchObject({ name: 'order_status', arguments: '{"orderId":"A-17"}' });
    expect(first.value.content).toBeNull();
    const second = await complete(
      provider,
      {
        messages: [
          { role: 'user', content: 'pesanan A-17?' },
          { role: 'assistant', content: null, toolCalls: first.value.toolCalls },
          { role: 'tool', toolCallId: call?.id ?? '', content: '{"status":"packed"}' },
        ],
      },
      io,
    );
    expect(second).toMatchObject({ ok: true, value: { content: 'Dikirim besok.' } });
    expect((await requests())[1]?.body.messages).toEqual([
      { role: 'user', content: 'pesanan A-17?' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: call?.id, type: 'function', function: { name: 'order_status', arguments: '{"orderId":"A-17"}' } }],
      },
      { role: 'tool', tool_call_id: call?.id, content: '{"status":"packed"}' },
    ]);
  });

  it('names each failure and whether trying again can help', async () => {
    const { provider } = await scoped([{ status: 429, retryAfter: 7 }, { status: 503 }, { status: 400 }, { delayMs: 3_000 }]);
    const ask = () => complete(provider, { messages: [{ role: 'user', content: 'x' }] }, io);
    expect(await ask()).toMatchObject({ ok: false, error: { kind: 'rate-limited', status: 429, retryable: true, retryAfterMs: 7_000 } });
    expect(await ask()).toMatchObject({ ok: false, error: { kind: 'unavailable', status: 503, retryable: true } });
    expect(await ask()).toMatchObject({
      ok: false,
      error: { kind: 'refused', status: 400, retryable: false, message: expect.stringContaining('scripted failure 400') },
    });
    expect(await ask()).toMatchObject({ ok: false, error: { kind: 'timeout', retryable: true } });
  });

  it('says when the provider cannot be reached, or is not bound', async () => {
    const gone: Provider = { kind: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: null, transcriptionModel: null };
    expect(await complete(gone, { messages: [{ role: 'user', content: 'x' }] }, io)).toMatchObject({
      ok: false,
      error: { kind: 'unreachable', retryable: true },
    });
    expect(
      await complete({ kind: 'workers-ai', model: '@cf/meta/llama-3.1-8b-instruct' }, { messages: [{ role: 'user', content: 'x' }] }, io),
    ).toMatchObject({
      ok: false,
      error: { kind: 'not-bound', retryable: false },
    });
  });

  it('answers through the AI binding the same way', async () => {
    const ai = {
      run: async () => ({
        response: 'Siap.',
        tool_calls: [{ name: 'hand_over', arguments: { reason: 'asks for a person' } }],
        usage: { prompt_tokens: 9, completion_tokens: 2 },
      }),
    };
    const got = await complete({ kind: 'workers-ai', model: '@cf/x' }, { messages: [{ role: 'user', content: 'x' }] }, { ...io, ai });
    expect(got).toMatchObject({
      ok: true,
      value: {
        content: 'Siap.',
        toolCalls: [{ name: 'hand_over', arguments: '{"reason":"asks for a person"}' }],
        usage: { promptTokens: 9, completionTokens: 2 },
      },
    });
  });

  it('transcribes a voice note', async () => {
    const { provider, requests } = await scoped([], [{ text: 'mau pesan dua' }]);
    const got = await transcribe(provider, new Blob([new Uint8Array(1000)], { type: 'audio/ogg' }), 'voice.ogg', io);
    expect(got).toMatchObject({ ok: true, value: { text: 'mau pesan dua' } });
    const [sent] = await requests();
    expect(sent?.path).toBe('/v1/audio/transcriptions');
    expect(sent?.body).toMatchObject({ model: 'whisper-test', file: { fileName: 'voice.ogg', size: 1000 } });
  });
});
