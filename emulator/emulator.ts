/**
 * The WhatsApp emulator, assembled: the chat server (WebSocket, Noise, binary nodes) and the
 * control API on one HTTP port, the media host on an HTTPS port of its own, and the phones. What
 * a session-node needs to trust it (the root key of its certificate chain, the media host's
 * certificate) is served at `GET /emulator`.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { WA_CERT_DETAILS } from '@whiskeysockets/baileys';
import type { Logger } from 'pino';
import { Agent as UndiciAgent } from 'undici';
import { Acknowledgements } from './control/acknowledgements';
import { ContactActions } from './control/contacts';
import { type EmulatorTrust, handleControl } from './control/control-server';
import { DeviceState } from './control/device-state';
import { GroupActions } from './control/group-actions';
import { type LinkingDeps, linkByCode, linkByQr } from './control/linking';
import { SentLog } from './control/sent-log';
import { type Device, Directory, splitJid } from './directory/accounts';
import { entry } from './map-entry';
import { makeTlsCertificate } from './media/certificate';
import { MediaHost } from './media/media-host';
import { type HistoryChat, sendInitialHistory } from './phones/history';
import { PhoneBook } from './phones/phone-book';
import type { ServerHooks } from './server/events';
import { WhatsAppServer } from './server/whatsapp-server';
import { makeCertificateChain } from './wire/certificates';

export type EmulatorOptions = {
  /** The HTTP port of the control API and the WebSocket (`/ws/chat`); 0 picks a free one. */
  port: number;
  logger: Logger;
  /** A phone's delivery receipt reaches the sender this long after the message (-1: never). */
  deliveredMs: number;
  /** A phone reads what it received this long after it arrived (-1: never). */
  readMs: number;
  /** A file to append one JSON line to per message a Kurir device sends (`SIM_SENT_LOG`). */
  sentLog?: string;
};

export interface Emulator {
  readonly url: string;
  readonly trust: EmulatorTrust;
  /** The chat server, for the emulator's own tests to look inside (what it holds, what it knows). */
  readonly server: WhatsAppServer;
  close(): Promise<void>;
}

export type { EmulatorTrust };

export async function startEmulator(options: EmulatorOptions): Promise<Emulator> {
  const { logger } = options;
  const chain = makeCertificateChain();
  // This process's Baileys clients are the emulator's phones: they trust its root, and only they do.
  WA_CERT_DETAILS.PUBLIC_KEY = Buffer.from(new Uint8Array(chain.rootPublicKey));
  const tls = makeTlsCertificate();
  const media = new MediaHost(tls, logger);
  await media.listen(0);
  const directory = new Directory();
  const sentLog = new SentLog();
  const acks = new Acknowledgements();
  const states = new Map<string, DeviceState>();
  const stateOf = (label: string): DeviceState => entry(states, label, () => new DeviceState());
  const mediaTokens = new Map<Device, string>();
  const mediaTokenOf = (device: Device): string => entry(mediaTokens, device, () => randomBytes(18).toString('base64url'));
  /** Companions linked but not yet logged in once: their phone sends them the initial history then. */
  const newlyLinked = new Set<Device>();
  /** History given for a Kurir device before it linked (`POST …/history`): its phone sends it then. */
  const histories = new Map<string, HistoryChat[]>();

  const http: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://127.0.0.1:${port}`;
  const chatUrl = `ws://127.0.0.1:${port}/ws/chat`;

  let phones: PhoneBook;
  let server: WhatsAppServer;
  let contacts: ContactActions;
  const phoneOf = (device: Device) => (device.id === 0 ? phones.get(device.account.pn) : undefined);

  const hooks: ServerHooks = {
    accountFor: async (pn) => phones.phoneOf(pn).account,
    acknowledged: (device, tag, id) => acks.acknowledged(device, tag, id),
    messageSent(sender, stanza, recipients) {
      if (!sender.label) return;
      const to = stanza.attrs.to ?? '';
      if (!to.endsWith('@g.us')) stateOf(sender.label).recordChat(to);
      const expected = recipients.filter((d) => d.account !== sender.account && phoneOf(d)).map((d) => d.account.pn);
      const first = sentLog.sent(sender.label, stanza, [...new Set(expected)]);
      if (first && options.sentLog)
        appendFileSync(options.sentLog, `${JSON.stringify({ deviceId: sender.label, id: stanza.attrs.id, to, at: Date.now() })}\n`);
    },
    chatstate(sender, to, state) {
      if (sender.label) stateOf(sender.label).recordPresence(to, state);
    },
    read(reader, receipt) {
      if (reader.label) stateOf(reader.label).recordReads(receipt);
    },
    call(caller, to, action) {
      if (caller.label) stateOf(caller.label).recordCall(to, action.tag, action.attrs['call-id'] ?? '');
    },
    receiptDelay(receiver, type) {
      // The phones' own delivery receipts keep the configured timing; everything else passes at once.
      if (type !== undefined || !phoneOf(receiver)) return null;
      return options.deliveredMs;
    },
    refuseSend: (sender) => (sender.label ? stateOf(sender.label).takeRefusal() : false),
    errorAck: (sender, to) => (sender.label && directory.accountOf(to) !== sender.account ? stateOf(sender.label).takeErrorAck() : null),
    withhold(sender, to) {
      const recipient = directory.accountOf(to);
      // Blocked: WhatsApp takes the message and never delivers it, and never says why.
      if (recipient?.blocklist.has(sender.account.pnJid)) return {};
      const pn = splitJid(to);
      if (!sender.label || !pn || pn.lid) return null;
      return stateOf(sender.label).withheldFor(pn.user);
    },
    loggedIn(device) {
      if (!newlyLinked.delete(device)) return;
      const phone = phones.get(device.account.pn);
      if (!phone) return;
      const pending = device.label ? histories.get(device.label) : undefined;
      if (device.label) histories.delete(device.label);
      if (pending) phone.history.add(pending);
      sendInitialHistory(phone.socket, phone.account.pnJid, device, [], phone.history.all()).catch((error: unknown) =>
        logger.warn({ err: error }, 'the initial history could not be sent'),
      );
    },
  };

  server = new WhatsAppServer({
    directory,
    certificate: chain,
    media: { hostname: media.hostname, authFor: mediaTokenOf, publish: (bytes) => media.publish(bytes) },
    logger,
    hooks,
  });
  const trust = {
    chatUrl,
    httpsAgent: new HttpsAgent({ ca: tls.cert, keepAlive: true }),
    dispatcher: new UndiciAgent({ connect: { ca: tls.cert } }),
  };
  phones = new PhoneBook(
    directory,
    trust,
    {
      received(phone, message, media, failure) {
        sentLog.received(phone.account.pn, message, media, failure);
        if (!failure && message.message && options.readMs >= 0) {
          setTimeout(() => void phone.read(message).catch(() => undefined), options.readMs);
        }
      },
    },
    logger.child({ part: 'phones' }),
  );
  contacts = new ContactActions(server, phones, acks);
  const groupActions = new GroupActions(server, phones, acks);

  const linking: LinkingDeps = { server, phones, newlyLinked };

  http.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', url).pathname !== '/ws/chat') {
      socket.destroy();
      return;
    }
    server.upgrade(request, socket, head);
  });
  const emulatorTrust: EmulatorTrust = { chatUrl, rootPublicKey: chain.rootPublicKey.toString('base64'), mediaCertificate: tls.cert };
  http.on('request', (req, res) => {
    handleControl(req, res, {
      trust: emulatorTrust,
      server,
      contacts,
      groups: groupActions,
      sentLog,
      acks,
      stateOf,
      uploadsOf: (device) => media.uploadsBy(mediaTokenOf(device)),
      phones,
      history(label, chats) {
        const device = directory.deviceByLabel(label);
        const phone = device ? phones.get(device.account.pn) : undefined;
        if (!device || !phone) {
          entry(histories, label, (): HistoryChat[] => []).push(...chats);
          return;
        }
        phone.history.add(chats);
        // Linked already: the phone syncs what it has now as recent history.
        if (device.link) {
          sendInitialHistory(phone.socket, phone.account.pnJid, device, [], chats, { initial: false }).catch((error: unknown) =>
            logger.warn({ err: error }, 'the history could not be sent'),
          );
        }
      },
      scan: (request) => linkByQr(linking, request),
      enterCode: (request) => linkByCode(linking, request),
      logger,
    });
  });
  logger.info({ url, media: media.hostname }, 'WhatsApp emulator listening');

  return {
    url,
    trust: emulatorTrust,
    server,
    async close() {
      server.close();
      await phones.stopAll();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await media.close();
      trust.httpsAgent.destroy();
      await trust.dispatcher.close();
    },
  };
}
