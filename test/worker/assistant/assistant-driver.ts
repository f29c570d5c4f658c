/** A device with its AI assistant on, pointed at the fake provider (test/e2e/fake-openai.ts) in a scope of its own. */
import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect, inject } from 'vitest';
import type { SendParams } from '../../../protocol';
import { PROVIDER_KEY_BOX } from '../../../worker/assistant/provider';
import { seal } from '../../../worker/shared/secret-box';
import type { Recorded, Scripted } from '../../e2e/fake-openai';
import { advanceClock, deviceHarness } from '../harness';
import { admin, connectedDevice } from '../helpers';
import { inboxList } from '../inbox/inbox-helpers';

export const CUSTOMER = '6281234567890';
export const API_KEY = 'sk-assistant-test';

export type ConversationDetail = { id: string; assigneeId: string | null; notes: { text: string; memberId: string | null }[] };

export async function assistantDevice(settings: Record<string, unknown>, replies: Scripted[] = [], rules: unknown[] = []) {
  const s = await connectedDevice();
  const sent: SendParams[] = [];
  s.node.onSend = (params) => {
    sent.push(params);
    return { messageId: params.messageId ?? `3EB0${crypto.randomUUID().slice(0, 8)}` };
  };
  const scope = `assistant-${crypto.randomUUID()}`;
  const base = `${inject('openai')}/${scope}`;
  await fetch(`${base}/_fake/script`, { method: 'POST', body: JSON.stringify({ replies }) });
  await env.DB.prepare(
    `INSERT INTO assistant_providers (workspace_id, kind, base_url, model, api_key, transcription_model, updated_at) VALUES (?, 'openai', ?, 'gpt-test', ?, NULL, ?)`,
  )
    .bind(s.workspaceId, `${base}/v1`, await seal(env.ADMIN_TOKEN, PROVIDER_KEY_BOX, API_KEY), Date.now())
    .run();
  if (rules.length > 0) expect((await admin('PUT', `/devices/${s.deviceId}/chatbot/rules`, { rules })).status).toBe(200);
  const saved = await admin('PUT', `/devices/${s.deviceId}/assistant/settings`, { enabled: true, ...settings });
  expect(saved.status).toBe(200);
  const texts = () => sent.map((p) => (p.content.kind === 'text' ? p.content.text : p.content.kind));
  const requests = async () => (await (await fetch(`${base}/_fake/requests`)).json()) as Recorded[];
  const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
  /** Moves the object's frozen clock and runs its alarm (the debounce and the retries wait on it). */
  const later = async (ms: number) => {
    await advanceClock(s.deviceId, ms);
    await runDurableObjectAlarm(stub);
  };
  const freeze = () => deviceHarness(s.deviceId).clock.freeze();
  /**
   * What the customer got, once the object's alarm ran again. With the clock frozen, the alarm the
   * object set fires by the real clock: on a loaded machine it can fire before the frozen clock
   * reaches the turn's time, and find nothing due; each poll runs it again, as time passing would.
   */
  const textsAfterAlarm = async () => {
    await runDurableObjectAlarm(stub);
    return texts();
  };
  const conversation = async (contact = CUSTOMER): Promise<ConversationDetail> => {
    const id = (await inboxList(s.workspaceId, s.deviceId)).find((c) => c.phoneNumber === contact)?.id ?? '';
    return (await admin<ConversationDetail>('GET', `/devices/${s.deviceId}/conversations/${id}`)).body;
  };
  const calls = async () =>
    (await admin<{ items: { outcome: string; promptTokens: number }[] }>('GET', `/devices/${s.deviceId}/assistant/calls`)).body.items;
  return { ...s, base, sent, texts, textsAfterAlarm, requests, later, freeze, conversation, calls, stub };
}

/** The messages of a recorded completion request. */
export const messagesOf = (r: Recorded | undefined) => (r?.body.messages ?? []) as { role: string; content: string | null }[];
