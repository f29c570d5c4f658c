import { runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Frame, InboundEvent, ReportName, RpcErrorCode, SendParams, StatusEvent, UploadedMedia } from '../../protocol';

export const ADMIN_TOKEN = 'test-admin-token';
export const NODE_TOKEN = 'test-node-token';
const BASE = 'http://kurir.test';

export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${BASE}${path}`, init));
}

export async function admin<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await call(`/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function api<T = Record<string, unknown>>(
  path: string,
  key: string | null,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { 'X-API-Key': key } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

export type Setup = { workspaceId: string; key: string; keyId: string; deviceId: string };

/** A workspace with an API key and a device. */
export async function setup(): Promise<Setup> {
  const ws = await admin<{ id: string }>('POST', '/workspaces', { name: 'Toko Maju' });
  const key = await admin<{ id: string; key: string }>('POST', `/workspaces/${ws.body.id}/api-keys`, { name: 'shop' });
  const device = await admin<{ id: string }>('POST', `/workspaces/${ws.body.id}/devices`, { name: 'CS 1' });
  expect(device.status).toBe(201);
  return { workspaceId: ws.body.id, key: key.body.key, keyId: key.body.id, deviceId: device.body.id };
}

type SendHandler = (
  params: SendParams,
) =>
  | { messageId: string; uploaded?: UploadedMedia; pollSecret?: string }
  | { error: 'rejected' | 'bad-request'; message: string }
  | 'silent';

/** The stored copy a session sends back with a sent message (what Baileys' BufferJSON would make of it). */
export function storedCopy(params: SendParams, messageId: string) {
  const { content } = params;
  const target = content.kind === 'reaction' || content.kind === 'edit' || content.kind === 'revoke' ? content.target : null;
  const remoteJid = target ? target.remoteJid : (params.groupId ?? `${params.to}@s.whatsapp.net`);
  return {
    key: { remoteJid, id: messageId, fromMe: true },
    raw: JSON.stringify({ key: { remoteJid, id: messageId, fromMe: true } }),
    timestamp: Date.now(),
  };
}

/** What a test's `onCall` throws to have the node refuse the call with `code` (the wire's error codes). */
export class NodeRefusal extends Error {
  constructor(
    readonly code: RpcErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A session-node as the Durable Object sees it: a WebSocket on the device link that answers the
 * object's requests the way a test asks.
 */
export class FakeNode {
  readonly frames: Frame[] = [];
  /** How many frames came in each WebSocket message (more than one: an array, to a node that reads them). */
  readonly messages: number[] = [];
  /** By default the node sends with the id the object chose, as the real engines do. */
  onSend: SendHandler = (params) => ({
    messageId: params.messageId ?? `3EB0${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
  });
  /** Answers the object's other calls (`contacts.check`, `groups.list`…); null falls back to `method`'s defaults. */
  onCall: ((method: string, params: unknown) => unknown) | null = null;
  /** The LIDs the session knows, by phone number: a send that prefers the LID is refused without one, as the engines do. */
  readonly lids = new Map<string, string>();
  /** The object's calls other than `send`, in order, with their params. */
  readonly calls: { method: string; params: unknown }[] = [];
  private nextId = 1;
  private readonly waiting = new Map<number, (frame: Frame) => void>();

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener('message', (event) => {
      const value = JSON.parse(String(event.data)) as Frame | Frame[];
      const frames = Array.isArray(value) ? value : [value];
      this.messages.push(frames.length);
      for (const frame of frames) {
        this.frames.push(frame);
        if (frame.t === 'res') this.waiting.get(frame.id)?.(frame);
        if (frame.t === 'req') this.answer(frame);
      }
    });
  }

  /** `batched`: the node says it reads messages of several frames, as the session-node does. */
  static async open(
    deviceId: string,
    nodeId = 'node-a',
    token = NODE_TOKEN,
    batched = false,
  ): Promise<{ res: Response; node: FakeNode | null }> {
    const res = await call(`/node/devices/${deviceId}/ws?nodeId=${nodeId}${batched ? '&frames=batched' : ''}`, {
      headers: { Upgrade: 'websocket', Authorization: `Bearer ${token}` },
    });
    if (!res.webSocket) return { res, node: null };
    res.webSocket.accept();
    return { res, node: new FakeNode(res.webSocket) };
  }

  static async connect(deviceId: string, nodeId = 'node-a', batched = false): Promise<FakeNode> {
    const { res, node } = await FakeNode.open(deviceId, nodeId, NODE_TOKEN, batched);
    expect(res.status).toBe(101);
    if (!node) throw new Error('no socket');
    return node;
  }

  /** Sends a report as the session-node does (a batch of one), and waits for the object's acknowledgement. */
  async report(name: ReportName, data: unknown, key = `${name}:${crypto.randomUUID()}`): Promise<Frame> {
    return this.request('reports', { reports: [{ key, name, data }] });
  }

  async status(event: StatusEvent): Promise<void> {
    await this.report('status', event);
  }

  request(method: string, params: unknown): Promise<Frame> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.ws.send(JSON.stringify({ t: 'req', id, method, params } satisfies Frame));
    });
  }

  private answer(frame: Extract<Frame, { t: 'req' }>): void {
    if (frame.method === 'send') {
      const params = frame.params as SendParams;
      const noLid = params.preferLid && !this.lids.has(params.to ?? '');
      const outcome = noLid ? { error: 'bad-request' as const, message: `no LID is known for ${params.to}` } : this.onSend(params);
      if (outcome === 'silent') return;
      const reply: Frame =
        'messageId' in outcome
          ? {
              t: 'res',
              id: frame.id,
              ok: true,
              result: {
                messageId: outcome.messageId,
                stored: storedCopy(params, outcome.messageId),
                ...(outcome.uploaded ? { uploaded: outcome.uploaded } : {}),
                ...(outcome.pollSecret ? { pollSecret: outcome.pollSecret } : {}),
              },
            }
          : { t: 'res', id: frame.id, ok: false, error: { code: outcome.error, message: outcome.message } };
      this.ws.send(JSON.stringify(reply));
    } else {
      this.calls.push({ method: frame.method, params: frame.params });
      const refuse = (error: NodeRefusal) =>
        this.ws.send(
          JSON.stringify({ t: 'res', id: frame.id, ok: false, error: { code: error.code, message: error.message } } satisfies Frame),
        );
      let result: unknown;
      try {
        result = this.onCall ? this.onCall(frame.method, frame.params) : method(frame.method);
      } catch (error) {
        if (!(error instanceof NodeRefusal)) throw error;
        refuse(error);
        return;
      }
      // An answer that takes a while (a download, an upload) is sent when it settles.
      if (result instanceof Promise) {
        result.then(
          (value: unknown) => this.ws.send(JSON.stringify({ t: 'res', id: frame.id, ok: true, result: value } satisfies Frame)),
          (error: unknown) => {
            if (error instanceof NodeRefusal) refuse(error);
          },
        );
        return;
      }
      this.ws.send(JSON.stringify({ t: 'res', id: frame.id, ok: true, result } satisfies Frame));
    }
  }

  close(): void {
    this.ws.close(1000, 'test done');
  }
}

function method(name: string): unknown {
  if (name === 'pairingCode') return { code: 'ABCD1234' };
  return null;
}

/**
 * An inbound report as a node sends it: a text 'Halo' from Budi (6281234567890) with the id `id`,
 * `event` changing any of its fields. `node.report('inbound', inbound('IN-1'), 'in:IN-1')`.
 */
/** The node answers `contacts.check` with every number on WhatsApp but `missing`; the result keeps each batch it was asked. */
export function answerNumberChecks(node: FakeNode, missing: string): string[][] {
  const asked: string[][] = [];
  node.onCall = (method, params) => {
    if (method !== 'contacts.check') return null;
    const { phoneNumbers } = params as { phoneNumbers: string[] };
    asked.push(phoneNumbers);
    return {
      results: phoneNumbers.map((n) => ({ phoneNumber: n, exists: n !== missing, jid: n === missing ? null : `${n}@s.whatsapp.net` })),
    };
  };
  return asked;
}

export function inbound(id: string, event: Partial<InboundEvent> = {}): { event: InboundEvent; stored: null } {
  return {
    event: {
      id,
      chatId: '6281234567890@s.whatsapp.net',
      from: '6281234567890',
      lid: null,
      pushName: 'Budi',
      type: 'text',
      text: 'Halo',
      quotedId: null,
      selectedId: null,
      media: null,
      timestamp: Date.UTC(2026, 10, 21, 7, 59, 0),
      ...event,
    },
    stored: null,
  };
}

/**
 * A device with a node holding it and reporting CONNECTED; `batched`: its node reads messages of
 * several frames (see `FakeNode.open`).
 */
export async function connectedDevice(batched = false): Promise<Setup & { node: FakeNode }> {
  const s = await setup();
  const node = await FakeNode.connect(s.deviceId, 'node-a', batched);
  await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
  return { ...s, node };
}

/**
 * Waits until a device's object has written its D1 copies (the inbox, lists, history): they follow
 * the object's state within a flush, and a test that reads them must not race that.
 */
export async function mirrored(deviceId: string): Promise<void> {
  const stub = env.DEVICE.get(env.DEVICE.idFromName(deviceId));
  // A busy object lets its copies gather for up to a second (`BUSY_COALESCE_MS`) before writing them.
  await expect
    .poll(() => runInDurableObject(stub, (_instance, state) => state.storage.sql.exec('SELECT COUNT(*) AS n FROM d1_mirror').one().n), {
      timeout: 5_000,
    })
    .toBe(0);
}
