/**
 * A device link against a local `ws` server playing the device's Durable Object: it sends `start`,
 * receives the session's reports and answers them (or not), and sends the object's requests. The
 * engine is a stand-in that hands the test the session context the link builds.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { type Frame, parseFrames, REPORTS_PER_CALL, type RequestFrame, type StoredMessage } from '../../../protocol';
import { DeviceLink } from '../../../session-node/bridge/device-link';
import { type Engine, EngineError, type EngineSession, type SessionContext } from '../../../session-node/engines/engine';
import { bareGroup, noGroups } from '../engines/no-groups';

const DEVICE = { id: 'dev_1', name: 'Toko', sessionId: 'ses_1' };
const STORED: StoredMessage = { key: { remoteJid: '6281234567890@s.whatsapp.net', id: '3EB0SENT', fromMe: true }, raw: '{}', timestamp: 1 };

/** The object's end: every connection, and every frame received on it. */
class FakeObject {
  readonly connections: WebSocket[] = [];
  /** The path and query each connection asked for. */
  readonly urls: string[] = [];
  readonly received: Array<{ connection: number; frame: Frame }> = [];
  /** Answer `reports` calls at once with this, or leave them unanswered when null. */
  answerReports: ((request: RequestFrame) => Frame) | null = (request) => ({ t: 'res', id: request.id, ok: true, result: { refused: [] } });

  private constructor(private readonly wss: WebSocketServer) {
    wss.on('connection', (ws, request) => {
      this.urls.push(request.url ?? '');
      const connection = this.connections.push(ws) - 1;
      ws.on('message', (data) => {
        for (const frame of parseFrames(String(data))) {
          this.received.push({ connection, frame });
          if (frame.t === 'req' && frame.method === 'reports' && this.answerReports) ws.send(JSON.stringify(this.answerReports(frame)));
        }
      });
    });
  }

  static async listen(): Promise<FakeObject> {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await once(wss, 'listening');
    return new FakeObject(wss);
  }

  get workerUrl(): string {
    return `http://127.0.0.1:${(this.wss.address() as AddressInfo).port}`;
  }

  /** The nth connection (0-based), once it is open on the server. */
  connection(index: number): Promise<WebSocket> {
    return vi.waitFor(() => {
      const ws = this.connections[index];
      if (!ws) throw new Error(`no connection ${index} yet`);
      return ws;
    });
  }

  send(connection: number, frame: unknown): void {
    const ws = this.connections[connection];
    if (!ws) throw new Error(`no connection ${connection}`);
    ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  start(connection: number, creds: string | null = null): void {
    this.send(connection, { t: 'evt', name: 'start', data: { device: DEVICE, creds } });
  }

  /** The `reports` calls received, in order. */
  reportCalls(): Array<{ connection: number; id: number; keys: string[] }> {
    return this.received.flatMap(({ connection, frame }) => {
      if (frame.t !== 'req' || frame.method !== 'reports') return [];
      const reports = (frame.params as { reports: Array<{ key: string }> }).reports;
      return [{ connection, id: frame.id, keys: reports.map((report) => report.key) }];
    });
  }

  /** The response to request `id`, once it came. */
  response(id: number): Promise<Frame> {
    return vi.waitFor(() => {
      const found = this.received.find(({ frame }) => frame.t === 'res' && frame.id === id);
      if (!found) throw new Error(`no response to ${id} yet`);
      return found.frame;
    });
  }

  close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}

function fakeEngine() {
  const contexts: SessionContext[] = [];
  const session = {
    send: vi.fn<EngineSession['send']>(async () => ({ messageId: '3EB0SENT', stored: STORED })),
    requestPairingCode: vi.fn<EngineSession['requestPairingCode']>(async () => 'ABCD1234'),
    logout: vi.fn<EngineSession['logout']>(async () => undefined),
    reconnectNow: vi.fn<EngineSession['reconnectNow']>(async () => undefined),
    stop: vi.fn<EngineSession['stop']>(async () => undefined),
    read: vi.fn<EngineSession['read']>(async () => undefined),
    presence: vi.fn<EngineSession['presence']>(async () => undefined),
    rejectCall: vi.fn<EngineSession['rejectCall']>(async () => undefined),
    checkNumbers: vi.fn<EngineSession['checkNumbers']>(async (numbers) =>
      numbers.map((phoneNumber) => ({ phoneNumber, exists: true, jid: `${phoneNumber}@s.whatsapp.net` })),
    ),
    listGroups: vi.fn<EngineSession['listGroups']>(async () => []),
    groupDetails: vi.fn<EngineSession['groupDetails']>(async (id) => bareGroup(id, 'Group')),
    groups: noGroups,
    fetchHistory: vi.fn<EngineSession['fetchHistory']>(async () => undefined),
    downloadMedia: vi.fn<EngineSession['downloadMedia']>(async () => ''),
  };
  const engine: Engine = {
    name: 'simulator',
    start: async (context) => {
      contexts.push(context);
      return session;
    },
    close: async () => undefined,
  };
  return { engine, session, contexts };
}

const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function linked() {
  const object = await FakeObject.listen();
  const { engine, session, contexts } = fakeEngine();
  const logs: Array<{ level: number; msg: string }> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const link = new DeviceLink(DEVICE.id, {
    workerUrl: object.workerUrl,
    nodeToken: 'node-token-0123456789',
    nodeId: 'node-a',
    engine,
    logger: pino({ level: 'warn' }, sink),
    backoff: { minMs: 5, maxMs: 20, jitter: 0 },
  });
  cleanups.push(() => object.close());
  cleanups.push(() => link.stop());
  link.start();
  /** The session context, once the object's `start` on `connection` started the session. */
  const started = async (connection = 0): Promise<SessionContext> => {
    await object.connection(connection);
    object.start(connection);
    return vi.waitFor(() => {
      const context = contexts[0];
      if (!context) throw new Error('the session has not started');
      return context;
    });
  };
  return { object, link, session, contexts, logs, started };
}

const receipt = (index: number) => ({ messageId: `MSG-${index}`, status: 'DELIVERED' as const, timestamp: index });
const reaction = (id: string) => ({ id, messageId: 'MSG-1', from: '6289876543210', emoji: '👍', timestamp: 1 });

describe('reports', () => {
  it('queued while the link is down, go in order once it is back, at most 100 per call', async () => {
    const { object, started } = await linked();
    const context = await started(0);
    object.connections[0]?.close(1012, 'restarting');
    // A new connection means the link saw the old one close: what follows is queued.
    await object.connection(1);
    for (let index = 0; index < 250; index++) context.report.receipt(receipt(index));
    expect(object.reportCalls()).toEqual([]);

    object.start(1);
    await vi.waitFor(() => expect(object.reportCalls().flatMap((call) => call.keys)).toHaveLength(250));
    const calls = object.reportCalls();
    expect(calls.map((call) => call.keys.length)).toEqual([REPORTS_PER_CALL, REPORTS_PER_CALL, 50]);
    expect(calls.flatMap((call) => call.keys)).toEqual(Array.from({ length: 250 }, (_, index) => `rc:MSG-${index}:DELIVERED`));
    expect(calls.every((call) => call.connection === 1)).toBe(true);
  });

  it('a batch left unanswered when the link drops is sent again once it is back, and resolves only when answered', async () => {
    const { object, started } = await linked();
    const context = await started(0);
    object.answerReports = null;
    let accepted = false;
    const report = context.report.reaction(reaction('REACT-1')).then(() => {
      accepted = true;
    });
    await vi.waitFor(() => expect(object.reportCalls()).toHaveLength(1));
    object.connections[0]?.terminate();

    await object.connection(1);
    object.start(1);
    await vi.waitFor(() => expect(object.reportCalls()).toHaveLength(2));
    const [first, again] = object.reportCalls();
    expect(again).toMatchObject({ connection: 1, keys: first?.keys });
    expect(accepted).toBe(false);

    object.send(1, { t: 'res', id: again?.id, ok: true, result: { refused: [] } });
    await report;
    expect(accepted).toBe(true);
  });

  it('reports the object refuses are dropped: logged, resolved, never sent again', async () => {
    const { object, started, logs } = await linked();
    const context = await started(0);
    object.answerReports = null;
    const first = context.report.reaction(reaction('R1'));
    await vi.waitFor(() => expect(object.reportCalls()).toHaveLength(1));
    // Queued behind the call in flight, so they go together next.
    const rest = [
      context.report.reaction(reaction('R2')),
      context.report.reaction(reaction('R3')),
      context.report.reaction(reaction('R4')),
    ];
    object.answerReports = (request) => {
      const refused = JSON.stringify(request.params).includes('"re:R3"') ? [{ key: 're:R3', message: 'unknown target' }] : [];
      return { t: 'res', id: request.id, ok: true, result: { refused } };
    };
    object.send(0, { t: 'res', id: object.reportCalls()[0]?.id, ok: true, result: { refused: [] } });
    await Promise.all([first, ...rest]);

    await context.report.reaction(reaction('R5'));
    expect(object.reportCalls().map((call) => call.keys)).toEqual([['re:R1'], ['re:R2', 're:R3', 're:R4'], ['re:R5']]);
    expect(logs).toContainEqual(expect.objectContaining({ level: 50, key: 're:R3', err: 'unknown target' }));
  });

  it('a whole call refused as a bad request is dropped, not sent again', async () => {
    const { object, started, logs } = await linked();
    const context = await started(0);
    object.answerReports = (request) => ({
      t: 'res',
      id: request.id,
      ok: false,
      error: { code: 'bad-request', message: 'reports: too big' },
    });
    await context.report.reaction(reaction('BAD'));
    object.answerReports = (request) => ({ t: 'res', id: request.id, ok: true, result: { refused: [] } });
    await context.report.reaction(reaction('GOOD'));
    expect(object.reportCalls().map((call) => call.keys)).toEqual([['re:BAD'], ['re:GOOD']]);
    expect(logs).toContainEqual(expect.objectContaining({ level: 50, keys: ['re:BAD'] }));
  });

  it('a release fails what is still queued', async () => {
    const { object, link, started } = await linked();
    const context = await started(0);
    object.answerReports = null;
    const pending = context.report.call({ id: 'CALL-1', from: null, isVideo: false, isGroup: false, status: 'offer', timestamp: 1 });
    await vi.waitFor(() => expect(object.reportCalls()).toHaveLength(1));
    await link.stop();
    await expect(pending).rejects.toThrow(/released/);
  });
});

describe('requests of the object', () => {
  it('a send is answered with the session’s message id and stored copy', async () => {
    const { object, session, started } = await linked();
    await started(0);
    object.send(0, { t: 'req', id: 41, method: 'send', params: { to: '6281234567890', content: { kind: 'text', text: 'halo' } } });
    expect(await object.response(41)).toEqual({ t: 'res', id: 41, ok: true, result: { messageId: '3EB0SENT', stored: STORED } });
    expect(session.send).toHaveBeenCalledWith({ to: '6281234567890', content: { kind: 'text', text: 'halo' } });
  });

  it('several in one message (an array, as the object writes the frames of one moment) are each answered, in order', async () => {
    const { object, session, started } = await linked();
    await started(0);
    // The link says it reads such messages; an older node does not, and gets one frame a message.
    expect(new URL(object.urls[0] ?? '', 'http://x').searchParams.get('frames')).toBe('batched');
    const send = (id: number, text: string) => ({
      t: 'req',
      id,
      method: 'send',
      params: { to: '6281234567890', content: { kind: 'text', text } },
    });
    object.send(0, JSON.stringify([send(51, 'satu'), send(52, 'dua'), { t: 'req', id: 53, method: 'reboot', params: {} }]));
    expect(await object.response(51)).toMatchObject({ ok: true, result: { messageId: '3EB0SENT' } });
    expect(await object.response(52)).toMatchObject({ ok: true });
    expect(await object.response(53)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(session.send.mock.calls.map(([params]) => (params.content as { text: string }).text)).toEqual(['satu', 'dua']);
  });

  it('params that break the protocol are refused as a bad request without reaching the session', async () => {
    const { object, session, started } = await linked();
    await started(0);
    object.send(0, { t: 'req', id: 42, method: 'send', params: { to: 'not digits', content: { kind: 'text', text: 'halo' } } });
    object.send(0, { t: 'req', id: 43, method: 'reboot', params: {} });
    expect(await object.response(42)).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringContaining('to') } });
    expect(await object.response(43)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(session.send).not.toHaveBeenCalled();
  });

  it('an engine’s refusal keeps its code; anything else thrown is internal', async () => {
    const { object, session, started } = await linked();
    await started(0);
    session.requestPairingCode.mockRejectedValueOnce(new EngineError('bad-request', 'the device is already linked'));
    session.logout.mockRejectedValueOnce(new Error('socket hang up'));
    object.send(0, { t: 'req', id: 44, method: 'pairingCode', params: { phoneNumber: '6281234567890' } });
    object.send(0, { t: 'req', id: 45, method: 'logout', params: {} });
    expect(await object.response(44)).toMatchObject({ ok: false, error: { code: 'bad-request', message: 'the device is already linked' } });
    expect(await object.response(45)).toMatchObject({ ok: false, error: { code: 'internal', message: 'socket hang up' } });
  });
});

describe('the account commands and change reports', () => {
  it('presence, read, number checks and groups reach the session and answer with its results', async () => {
    const { object, session, started } = await linked();
    await started(0);
    const key = { remoteJid: '6281234567890@s.whatsapp.net', id: '3EB0IN', fromMe: false };
    object.send(0, { t: 'req', id: 51, method: 'presence', params: { to: '6281234567890', state: 'composing' } });
    object.send(0, { t: 'req', id: 52, method: 'presence', params: { groupId: '120363012345678901@g.us', state: 'paused' } });
    object.send(0, { t: 'req', id: 53, method: 'read', params: { keys: [key] } });
    object.send(0, { t: 'req', id: 54, method: 'contacts.check', params: { phoneNumbers: ['6281234567890'] } });
    object.send(0, { t: 'req', id: 55, method: 'groups.get', params: { groupId: '120363012345678901@g.us' } });
    object.send(0, { t: 'req', id: 56, method: 'calls.reject', params: { callId: 'CALL-9', callerJid: '6281234567890@s.whatsapp.net' } });
    expect(await object.response(51)).toEqual({ t: 'res', id: 51, ok: true, result: null });
    expect(await object.response(52)).toMatchObject({ ok: true });
    expect(await object.response(53)).toMatchObject({ ok: true });
    expect(await object.response(54)).toMatchObject({
      ok: true,
      result: { results: [{ phoneNumber: '6281234567890', exists: true, jid: '6281234567890@s.whatsapp.net' }] },
    });
    expect(await object.response(55)).toMatchObject({ ok: true, result: { id: '120363012345678901@g.us', participants: [] } });
    expect(session.presence.mock.calls).toEqual([
      ['6281234567890@s.whatsapp.net', 'composing'],
      ['120363012345678901@g.us', 'paused'],
    ]);
    expect(session.read).toHaveBeenCalledWith([key]);
    expect(await object.response(56)).toMatchObject({ ok: true, result: null });
    expect(session.rejectCall).toHaveBeenCalledWith('CALL-9', '6281234567890@s.whatsapp.net');
  });

  it('votes, edits, deletes and participant changes go to the object keyed by their own ids', async () => {
    const { object, started } = await linked();
    const context = await started(0);
    const chat = { chatId: '6289876543210@s.whatsapp.net', from: '6289876543210', timestamp: 1 };
    const accepted = [
      context.report.messageEdited({ id: 'ED-1', messageId: 'M-1', text: 'x', ...chat }),
      context.report.messageRevoked({ id: 'RV-1', messageId: 'M-1', ...chat }),
      context.report.pollVote({
        id: 'PV-1',
        pollMessageId: 'P-1',
        lid: null,
        creatorJids: ['6281234567890@s.whatsapp.net'],
        voterJids: ['6289876543210@s.whatsapp.net'],
        encPayload: 'AAAA',
        encIv: 'AAAA',
        ...chat,
      }),
      context.report.groupParticipants({
        id: 'GP-1',
        groupId: '120363012345678901@g.us',
        action: 'joined',
        author: null,
        participants: [{ phoneNumber: '6289876543210', lid: null }],
        timestamp: 1,
      }),
    ];
    // Each resolves once the object has answered for it.
    await Promise.all(accepted);
    expect(object.reportCalls().flatMap((call) => call.keys)).toEqual(['ed:ED-1', 'rv:RV-1', 'pv:PV-1', 'gp:GP-1']);
  });
});

describe('frames that break the protocol', () => {
  it('are ignored with a warning, and the link goes on', async () => {
    const { object, contexts, logs } = await linked();
    await object.connection(0);
    object.send(0, 'not json');
    object.send(0, { t: 'evt', name: 'start', data: { device: { id: DEVICE.id }, creds: null } });
    object.start(0);
    await vi.waitFor(() => expect(contexts).toHaveLength(1));
    expect(contexts[0]?.device).toEqual(DEVICE);
    expect(logs.filter((log) => log.level === 40).map((log) => log.msg)).toEqual([
      expect.stringContaining('not a frame'),
      expect.stringContaining('breaks the protocol'),
    ]);
  });
});

describe('a link started again while its session runs', () => {
  it('tells the object the session’s status again (a restarted object counted the device as gone)', async () => {
    const { object, started } = await linked();
    const context = await started(0);
    context.report.status({ status: 'CONNECTED', phoneNumber: '6281234567890' });
    const statusesOn = (connection: number) =>
      object.received.flatMap(({ connection: c, frame }) =>
        c === connection && frame.t === 'req' && frame.method === 'reports'
          ? (frame.params as { reports: Array<{ name: string; data: { status?: string } }> }).reports
              .filter((r) => r.name === 'status')
              .map((r) => r.data.status)
          : [],
      );
    await vi.waitFor(() => expect(statusesOn(0)).toEqual(['CONNECTED']));
    // The worker restarts: the link drops and comes back within the grace period, to a new object.
    object.connections[0]?.terminate();
    await object.connection(1);
    object.start(1);
    await vi.waitFor(() => expect(statusesOn(1)).toEqual(['CONNECTED']));
  });

  it('under a new sessionId (linking again after a logout), ends the old session and starts a new one', async () => {
    const { object, session, contexts, started } = await linked();
    const context = await started(0);
    context.report.status({ status: 'LOGGED_OUT', reason: 'logged-out' });
    const statuses = () =>
      object.received.flatMap(({ frame }) =>
        frame.t === 'req' && frame.method === 'reports'
          ? (frame.params as { reports: Array<{ name: string; data: { status?: string } }> }).reports
              .filter((r) => r.name === 'status')
              .map((r) => r.data.status)
          : [],
      );
    await vi.waitFor(() => expect(statuses()).toEqual(['LOGGED_OUT']));
    object.send(0, { t: 'evt', name: 'start', data: { device: { ...DEVICE, sessionId: 'ses_2' }, creds: null } });
    await vi.waitFor(() => expect(contexts.map((c) => c.device.sessionId)).toEqual(['ses_1', 'ses_2']));
    expect(session.stop).toHaveBeenCalledTimes(1);
    // The old session's LOGGED_OUT is not said again: it would log the new session out.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(statuses()).toEqual(['LOGGED_OUT']);
  });
});
