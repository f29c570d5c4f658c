/**
 * The simulator's control API (docs/simulator.md), on 127.0.0.1 only: tests, demos and
 * benchmarks play the other side of the conversation through it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import {
  blockRequestSchema,
  ControlApiError as ControlError,
  callRequestSchema,
  disconnectRequestSchema,
  editRequestSchema,
  errorMessage,
  failNextRequestSchema,
  groupChangeRequestSchema,
  groupRequestSchema,
  historyRequestSchema,
  inboundRequestSchema,
  MAX_HISTORY_BODY,
  numbersRequestSchema,
  parseControl as parse,
  participantsRequestSchema,
  pollVoteRequestSchema,
  reactionRequestSchema,
  readControlBody,
  revokeRequestSchema,
  withholdRequestSchema,
} from '../../../protocol';
import { EngineError } from '../engine';
import type { SimulatorSession } from './session';

export function startControlServer(port: number, sessions: Map<string, SimulatorSession>, logger: Logger): Promise<Server | null> {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/sim\/devices\/([^/]+)\/([a-z-]+)$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
    if (!match?.[1] || !match[2]) throw new ControlError(404, 'no such route');
    const session = sessions.get(decodeURIComponent(match[1]));
    if (!session) throw new ControlError(404, `device ${match[1]} is not held by this simulator`);
    const action = `${req.method} ${match[2]}`;
    switch (action) {
      case 'GET sent':
        return reply(res, 200, session.sent);
      case 'POST inbound':
        // Answered once the event is accepted, so a test that got 201 can wait for the webhook.
        return reply(res, 201, await session.otherSide.inbound(parse(inboundRequestSchema, await readControlBody(req))));
      case 'POST reaction': {
        const request = parse(reactionRequestSchema, await readControlBody(req));
        const id = await session.otherSide.reaction(request);
        if (id === null) throw new ControlError(404, `the device knows no message ${request.messageId}`);
        return reply(res, 201, { id });
      }
      case 'POST edit':
        return reply(res, 201, { id: await session.otherSide.edit(parse(editRequestSchema, await readControlBody(req))) });
      case 'POST revoke':
        return reply(res, 201, { id: await session.otherSide.revoke(parse(revokeRequestSchema, await readControlBody(req))) });
      case 'POST poll-vote': {
        const request = parse(pollVoteRequestSchema, await readControlBody(req));
        const id = await session.otherSide.pollVote(request);
        if (id === null) throw new ControlError(404, `the device sent no poll ${request.pollMessageId}`);
        return reply(res, 201, { id });
      }
      case 'POST groups':
        return reply(res, 201, {
          id: session.account.createGroup(parse(groupRequestSchema, await readControlBody(req)), session.ownPhone),
        });
      case 'POST group-update':
        return reply(res, 201, { id: await session.groups.change(parse(groupChangeRequestSchema, await readControlBody(req))) });
      case 'POST group-participants':
        return reply(res, 201, {
          id: await session.otherSide.groupParticipants(parse(participantsRequestSchema, await readControlBody(req))),
        });
      case 'POST history': {
        const { chats } = parse(historyRequestSchema, await readControlBody(req, MAX_HISTORY_BODY));
        await session.history(chats);
        return reply(res, 202, { ok: true, messages: chats.reduce((sum, chat) => sum + chat.messages.length, 0) });
      }
      case 'POST withhold':
        session.faults.withhold(parse(withholdRequestSchema, await readControlBody(req)));
        return reply(res, 202, { ok: true });
      case 'POST block': {
        const request = parse(blockRequestSchema, await readControlBody(req));
        session.faults.blockedBy(request.from, !request.unblock);
        return reply(res, 202, { ok: true });
      }
      case 'POST break-session':
      case 'POST retry-request':
      case 'POST stall':
        throw new ControlError(
          501,
          'the simulator has no Signal sessions and no socket to break: start the gateway with KURIR_ENGINE=emulator for this fault',
        );
      case 'POST numbers':
        session.account.setNumbers(parse(numbersRequestSchema, await readControlBody(req)));
        return reply(res, 202, { ok: true });
      case 'GET activity': {
        const { presence, reads, uploads, calls } = session.account;
        return reply(res, 200, { presence, reads, uploads, calls });
      }
      case 'POST call':
        return reply(res, 201, { id: await session.otherSide.call(parse(callRequestSchema, await readControlBody(req))) });
      case 'POST disconnect':
        session.disconnect(parse(disconnectRequestSchema, await readControlBody(req)).reason);
        return reply(res, 202, { ok: true });
      case 'POST reachable':
        session.reachable();
        return reply(res, 202, { ok: true });
      case 'POST fail-next': {
        const { count, code } = parse(failNextRequestSchema, await readControlBody(req));
        session.faults.failNextSends(count, code);
        return reply(res, 202, { ok: true });
      }
      default:
        throw new ControlError(404, `no route ${action}`);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A disconnected device receives nothing: the other side has to wait, as with WhatsApp.
      const status =
        error instanceof ControlError ? error.status : error instanceof EngineError ? (error.code === 'bad-request' ? 400 : 409) : 500;
      if (status === 500) logger.error({ err: error }, 'simulator control request failed');
      reply(res, status, { statusCode: status, message: errorMessage(error) });
    });
  });
  return new Promise((resolve) => {
    server.once('error', (error) => {
      logger.warn({ err: error.message, port }, 'simulator control port unavailable; running without it');
      resolve(null);
    });
    server.listen(port, '127.0.0.1', () => {
      logger.info({ port }, 'simulator control API listening');
      resolve(server);
    });
  });
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
