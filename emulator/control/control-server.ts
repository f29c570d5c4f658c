/**
 * The control API (docs/emulator.md): the simulator's routes, bodies and answers
 * (docs/simulator.md), carried out through the emulator's phones and server; plus what only an
 * emulated WhatsApp has: linking by QR scan or pairing code, the decrypted media a phone got, and
 * the trust a session-node needs (`GET /emulator`). 127.0.0.1 only, no authentication.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import {
  blockRequestSchema,
  breakSessionRequestSchema,
  ControlApiError,
  callRequestSchema,
  disconnectRequestSchema,
  type EnterCodeRequest,
  editRequestSchema,
  enterCodeRequestSchema,
  errorMessage,
  failNextRequestSchema,
  groupChangeRequestSchema,
  groupRequestSchema,
  type HistoryRequest,
  historyRequestSchema,
  inboundRequestSchema,
  MAX_HISTORY_BODY,
  numbersRequestSchema,
  parseControl as parse,
  participantsRequestSchema,
  pollVoteRequestSchema,
  reactionRequestSchema,
  readControlBody,
  retryRequestSchema,
  revokeRequestSchema,
  type ScanRequest,
  scanRequestSchema,
  withholdRequestSchema,
} from '../../protocol';
import type { Device } from '../directory/accounts';
import type { PhoneBook } from '../phones/phone-book';
import type { WhatsAppServer } from '../server/whatsapp-server';
import type { Acknowledgements } from './acknowledgements';
import type { ContactActions } from './contacts';
import type { DeviceState } from './device-state';
import { dropRequestSchema, isPhoneFault, streamErrorRequestSchema } from './faults';
import type { GroupActions } from './group-actions';
import type { SentLog } from './sent-log';

/** What a session-node needs to connect to the emulator (`GET /emulator`). */
export type EmulatorTrust = { chatUrl: string; rootPublicKey: string; mediaCertificate: string };

export type ControlDeps = {
  trust: EmulatorTrust;
  server: WhatsAppServer;
  contacts: ContactActions;
  groups: GroupActions;
  sentLog: SentLog;
  acks: Acknowledgements;
  stateOf(label: string): DeviceState;
  uploadsOf(device: Device): number;
  phones: PhoneBook;
  /** The account's history for `label`'s device, sent as history sync when it links. */
  history(label: string, chats: HistoryRequest['chats']): void;
  scan(request: ScanRequest): Promise<{ phoneNumber: string }>;
  enterCode(request: EnterCodeRequest): Promise<{ phoneNumber: string }>;
  logger: Logger;
};

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function route(req: IncomingMessage, res: ServerResponse, deps: ControlDeps): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const body = () => readControlBody(req);
  if (req.method === 'GET' && path === '/emulator') return reply(res, 200, deps.trust);
  if (req.method === 'POST' && path === '/sim/scan') return reply(res, 201, await deps.scan(parse(scanRequestSchema, await body())));
  if (req.method === 'POST' && path === '/sim/pairing-code')
    return reply(res, 201, await deps.enterCode(parse(enterCodeRequestSchema, await body())));
  const phoneRoute = /^\/sim\/phones\/(\d{8,15})\/([a-z-]+)$/.exec(path);
  if (req.method === 'POST' && phoneRoute?.[1] && phoneRoute[2] && isPhoneFault(phoneRoute[2])) {
    const phone = deps.phones.get(phoneRoute[1]);
    if (!phone) throw new ControlApiError(404, `no phone has the number ${phoneRoute[1]} yet`);
    if (phoneRoute[2] === 'offline') await phone.goOffline();
    else if (phoneRoute[2] === 'online') await phone.goOnline();
    else return reply(res, 200, { sessions: phone.loseSessions() });
    return reply(res, 202, { ok: true });
  }
  const match = /^\/sim\/devices\/([^/]+)\/([a-z-]+)(?:\/([^/]+)\/(media))?$/.exec(path);
  if (!match?.[1] || !match[2]) throw new ControlApiError(404, 'no such route');
  const label = decodeURIComponent(match[1]);
  if (req.method === 'POST' && match[2] === 'history' && !match[4]) {
    // Given before the device links too: its account's phone sends it when it does.
    const { chats } = parse(historyRequestSchema, await readControlBody(req, MAX_HISTORY_BODY));
    deps.history(label, chats);
    return reply(res, 202, { ok: true, messages: chats.reduce((sum, chat) => sum + chat.messages.length, 0) });
  }
  const device = deps.server.directory.deviceByLabel(label);
  if (!device) throw new ControlApiError(404, `device ${label} has not linked to this emulator`);
  const state = deps.stateOf(label);
  const { contacts } = deps;
  const action = `${req.method} ${match[2]}${match[4] ? '/media' : ''}`;
  switch (action) {
    case 'GET sent':
      return reply(res, 200, await deps.sentLog.list(label));
    case 'GET sent/media': {
      const bytes = await deps.sentLog.media(label, decodeURIComponent(match[3] ?? ''));
      if (!bytes) throw new ControlApiError(404, `no phone downloaded the media of ${match[3]}`);
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': bytes.length });
      res.end(bytes);
      return;
    }
    case 'POST inbound':
      return reply(res, 201, await contacts.inbound(device, parse(inboundRequestSchema, await body())));
    case 'POST reaction':
      return reply(res, 201, { id: await contacts.reaction(device, parse(reactionRequestSchema, await body())) });
    case 'POST edit':
      return reply(res, 201, { id: await contacts.edit(device, parse(editRequestSchema, await body())) });
    case 'POST revoke':
      return reply(res, 201, { id: await contacts.revoke(device, parse(revokeRequestSchema, await body())) });
    case 'POST poll-vote': {
      const request = parse(pollVoteRequestSchema, await body());
      const id = await contacts.pollVote(device, request);
      if (id === null) throw new ControlApiError(404, `the device sent no poll ${request.pollMessageId}`);
      return reply(res, 201, { id });
    }
    case 'POST call':
      return reply(res, 201, { id: await contacts.call(device, parse(callRequestSchema, await body())) });
    case 'POST groups':
      return reply(res, 201, { id: await contacts.createGroup(device, parse(groupRequestSchema, await body())) });
    case 'POST group-update':
      return reply(res, 201, { id: await deps.groups.change(device, parse(groupChangeRequestSchema, await body())) });
    case 'POST group-participants':
      return reply(res, 201, { id: await contacts.groupParticipants(device, parse(participantsRequestSchema, await body())) });
    case 'POST numbers': {
      const request = parse(numbersRequestSchema, await body());
      for (const pn of request.missing) deps.server.directory.missing.add(pn);
      for (const pn of request.existing) deps.server.directory.missing.delete(pn);
      return reply(res, 202, { ok: true });
    }
    case 'GET activity':
      return reply(res, 200, { presence: state.presence, reads: state.reads, uploads: deps.uploadsOf(device), calls: state.calls });
    case 'POST disconnect': {
      const { reason } = parse(disconnectRequestSchema, await body());
      deps.server.disconnect(device, reason);
      return reply(res, 202, { ok: true });
    }
    case 'POST reachable':
      deps.server.unreachable.delete(label);
      deps.server.unstall(label);
      return reply(res, 202, { ok: true });
    case 'POST stall':
      if (!deps.server.stall(device)) throw new ControlApiError(409, `the device is not connected (${label})`);
      return reply(res, 202, { ok: true });
    case 'POST withhold':
      state.withhold(parse(withholdRequestSchema, await body()));
      return reply(res, 202, { ok: true });
    case 'POST block': {
      const request = parse(blockRequestSchema, await body());
      const phone = deps.phones.phoneOf(request.from);
      if (request.unblock) phone.account.blocklist.delete(device.account.pnJid);
      else phone.account.blocklist.add(device.account.pnJid);
      return reply(res, 202, { ok: true });
    }
    case 'POST break-session': {
      const { from } = parse(breakSessionRequestSchema, await body());
      const phone = deps.phones.get(from);
      if (!phone) throw new ControlApiError(404, `no phone has the number ${from} yet`);
      await phone.reinstall();
      const ids = deps.server.identityChanged(phone.account);
      await Promise.all(ids.map((id) => deps.acks.wait(device, 'notification', id, 10_000).catch(() => undefined)));
      return reply(res, 202, { ok: true });
    }
    case 'POST retry-request': {
      const request = parse(retryRequestSchema, await body());
      const phone = deps.phones.get(request.from);
      if (!phone) throw new ControlApiError(404, `no phone has the number ${request.from} yet`);
      if (!(await deps.sentLog.list(label, 0)).some((entry) => entry.id === request.messageId && entry.receivedBy.includes(request.from))) {
        throw new ControlApiError(404, `the device sent ${request.from} no message ${request.messageId}`);
      }
      await phone.askAgain(request.messageId, device.pnJid);
      return reply(res, 202, { ok: true });
    }
    case 'POST drop':
      deps.server.dropAt(device, parse(dropRequestSchema, await body()).at);
      return reply(res, 202, { ok: true });
    case 'POST stream-error': {
      const request = parse(streamErrorRequestSchema, await body());
      if (!device.link) throw new ControlApiError(409, `the device is not connected (${label})`);
      deps.server.streamError(device, request);
      return reply(res, 202, { ok: true });
    }
    case 'POST fail-next': {
      const request = parse(failNextRequestSchema, await body());
      state.failNext(request);
      // Sends to people the session already knows use its cached device lists: tell it they changed.
      if (request.code === undefined) {
        const ids = deps.server.devicesChanged(device, [...state.chats]);
        await Promise.all(ids.map((id) => deps.acks.wait(device, 'notification', id, 10_000).catch(() => undefined)));
      }
      return reply(res, 202, { ok: true });
    }
    default:
      throw new ControlApiError(404, `no route ${action}`);
  }
}

export function handleControl(req: IncomingMessage, res: ServerResponse, deps: ControlDeps): void {
  route(req, res, deps).catch((error: unknown) => {
    const status = error instanceof ControlApiError ? error.status : 500;
    if (status === 500) deps.logger.error({ err: error }, 'emulator control request failed');
    reply(res, status, { statusCode: status, message: errorMessage(error) });
  });
}
