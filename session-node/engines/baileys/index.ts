/**
 * The `baileys` engine: one `DeviceConnection` per device this node holds, each with its own
 * socket, auth cache, message cache and LID table; nothing is shared between devices.
 */
import { groupDetails, groupSummary } from '../../messages/groups';
import type { Engine, EngineSession, SessionContext } from '../engine';
import { checkNumbers, fetchGroup, fetchGroups, markRead, rejectCall, sendPresence } from './account';
import { DeviceConnection } from './connection';
import { baileysGroupAdmin } from './group-admin';
import type { ConnectionOptions } from './options';
import { checkSignaturesForReal } from './signature-check';

export type BaileysEngineOptions = ConnectionOptions;

export function createBaileysEngine(options: BaileysEngineOptions): Engine {
  // Before any socket: the server's certificate and the phone's signatures are checked for real.
  checkSignaturesForReal();
  const sessions = new Set<DeviceConnection>();
  return {
    name: 'baileys',
    async start(context: SessionContext): Promise<EngineSession> {
      const connection = new DeviceConnection(context, options);
      sessions.add(connection);
      try {
        await connection.start();
      } catch (error) {
        sessions.delete(connection);
        throw error;
      }
      return {
        send: (params) => connection.send(params),
        groups: baileysGroupAdmin({
          socket: () => connection.openSocket(),
          cache: connection.groups,
          lids: connection.memory.lids.lookup,
          ...(options.emulator ? { dispatcher: options.emulator.dispatcher } : {}),
        }),
        read: async (keys) => markRead(connection.openSocket(), keys),
        presence: async (jid, state) => sendPresence(connection.openSocket(), jid, state),
        rejectCall: async (callId, callerJid) => rejectCall(connection.openSocket(), callId, callerJid),
        checkNumbers: async (phoneNumbers) => checkNumbers(connection.openSocket(), phoneNumbers),
        async listGroups() {
          const groups = await fetchGroups(connection.openSocket());
          for (const group of groups) connection.groups.set(group);
          return groups.map(groupSummary);
        },
        async groupDetails(groupId) {
          const sock = connection.openSocket();
          // From the cache the sends use: WhatsApp is asked again only once the group changed or
          // its entry is old, however often the object asks.
          const metadata = await connection.groups.read(groupId, (jid) => fetchGroup(sock, jid));
          return groupDetails(metadata, connection.memory.lids.lookup);
        },
        requestPairingCode: (phoneNumber) => connection.requestPairingCode(phoneNumber),
        fetchHistory: (before, count) => connection.fetchHistory(before, count),
        downloadMedia: (stored) => connection.downloadStoredMedia(stored),
        reconnectNow: async () => connection.reconnectNow(),
        logout: () => connection.logout(),
        async stop() {
          sessions.delete(connection);
          await connection.stop();
        },
      };
    },
    async close() {
      const stopping = [...sessions].map((connection) => connection.stop());
      sessions.clear();
      await Promise.all(stopping);
    },
  };
}
