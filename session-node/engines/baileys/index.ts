/**
 * The `baileys` engine: one `DeviceConnection` per device this node holds, each with its own
 * socket, auth cache, message cache and LID table; nothing is shared between devices.
 */
import type { Engine, EngineSession, SessionContext } from '../engine';
import { DeviceConnection } from './connection';
import type { ConnectionOptions } from './options';

export type BaileysEngineOptions = ConnectionOptions;

export function createBaileysEngine(options: BaileysEngineOptions): Engine {
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
        read: (keys) => connection.read(keys),
        presence: (jid, state) => connection.presence(jid, state),
        checkNumbers: (phoneNumbers) => connection.checkNumbers(phoneNumbers),
        listGroups: () => connection.listGroups(),
        groupDetails: (groupId) => connection.groupDetails(groupId),
        requestPairingCode: (phoneNumber) => connection.requestPairingCode(phoneNumber),
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
