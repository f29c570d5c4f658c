import { proto } from '@whiskeysockets/baileys';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createAuthState } from '../../../../session-node/engines/baileys/auth-state';
import { baileysLogger, socketConfig } from '../../../../session-node/engines/baileys/socket-config';
import { MemoryAuthStore } from './helpers';

describe("Baileys' logger", () => {
  it('is at warn by default, even under a node logging everything', () => {
    expect(baileysLogger(pino({ level: 'trace' })).level).toBe('warn');
  });

  it('is never louder than the node, and never at trace', () => {
    expect(baileysLogger(pino({ level: 'error' }), 'debug').level).toBe('error');
    expect(baileysLogger(pino({ level: 'silent' })).level).toBe('silent');
    expect(baileysLogger(pino({ level: 'trace' }), 'debug').level).toBe('debug');
  });
});

describe('the socket configuration', () => {
  const logger = pino({ level: 'silent' });
  const auth = createAuthState(new MemoryAuthStore(), logger);
  const getMessage = async () => undefined;

  it('is what a gateway needs: no full history, not online, shown as Kurir on Ubuntu', () => {
    const config = socketConfig({ auth, logger, getMessage });
    expect(config).toMatchObject({ syncFullHistory: false, markOnlineOnConnect: false, auth: auth.state, getMessage });
    expect(config.browser).toEqual(['Ubuntu', 'Kurir', expect.any(String)]);
  });

  it('keeps the smaller history syncs, through which LID mappings arrive', () => {
    const { shouldSyncHistoryMessage } = socketConfig({ auth, logger, getMessage });
    const { HistorySyncType } = proto.HistorySync;
    expect(shouldSyncHistoryMessage?.({ syncType: HistorySyncType.FULL })).toBe(false);
    for (const syncType of [HistorySyncType.INITIAL_BOOTSTRAP, HistorySyncType.RECENT, HistorySyncType.PUSH_NAME]) {
      expect(shouldSyncHistoryMessage?.({ syncType })).toBe(true);
    }
  });

  it('takes the overrides a test needs, but never the auth state or logger', () => {
    const config = socketConfig({ auth, logger, getMessage, overrides: { waWebSocketUrl: 'ws://127.0.0.1:1', connectTimeoutMs: 1_000 } });
    expect(config).toMatchObject({ waWebSocketUrl: 'ws://127.0.0.1:1', connectTimeoutMs: 1_000, auth: auth.state, logger });
  });
});
