/**
 * The Baileys engine's memory per idle session, in a process of its own (its RSS is the measure):
 * `N` sessions, each with its own socket to a local fake WhatsApp server, driven to CONNECTED with
 * the frames Baileys handles (as the engine's tests do), then left idle. Prints JSON.
 * Usage: node --import tsx bench/baileys-memory.ts N
 */
import type { WASocket } from '@whiskeysockets/baileys';
import { createBaileysEngine } from '../session-node/engines/baileys';
import {
  linkedCreds,
  loginSuccess,
  MemoryAuthStore,
  recordingContext,
  serializeCreds,
  socketOpen,
  startFakeWaServer,
} from '../test/session-node/engines/baileys/helpers';

const n = Number(process.argv[2] ?? 0);
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 200));
  }
};

const server = await startFakeWaServer();
const sockets: WASocket[] = [];
const engine = createBaileysEngine({
  fetchMedia: async () => Buffer.alloc(0),
  logLevel: 'silent',
  socket: { waWebSocketUrl: server.url, connectTimeoutMs: 600_000, defaultQueryTimeoutMs: 50, keepAliveIntervalMs: 600_000 },
  reconnectDelay: () => 600_000,
  onSocket: (sock) => sockets.push(sock),
});
await settle();
const before = rssMb();
const sessions = [];
for (let i = 0; i < n; i++) {
  const store = new MemoryAuthStore(serializeCreds(linkedCreds()));
  const { context } = recordingContext(store);
  sessions.push(await engine.start({ ...context, device: { id: `dev_${i}`, name: `bench ${i}`, sessionId: `ses_${i}` } }));
  const sock = sockets[i];
  if (!sock) throw new Error('no socket built');
  await socketOpen(sock);
  sock.ws.emit('CB:success', loginSuccess());
}
await settle();
const after = rssMb();
console.log(
  JSON.stringify({
    sessions: n,
    rssBeforeMb: Math.round(before),
    rssAfterMb: Math.round(after),
    perSessionMb: n ? Math.round(((after - before) / n) * 1000) / 1000 : 0,
  }),
);
await engine.close();
await server.close();
process.exit(0);
