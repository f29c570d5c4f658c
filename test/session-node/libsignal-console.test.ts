import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { routeLibsignalConsole } from '../../session-node/libsignal-console';

describe("libsignal's console lines", () => {
  it('never print a session record; they reach the logger as their first line of text only', () => {
    const printed: unknown[][] = [];
    const target = {
      log: (...a: unknown[]) => printed.push(a),
      info: (...a: unknown[]) => printed.push(a),
      warn: (...a: unknown[]) => printed.push(a),
      error: (...a: unknown[]) => printed.push(a),
    };
    const logged: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => logged.push(line) });
    routeLibsignalConsole(logger, target);
    const session = { currentRatchet: { ephemeralKeyPair: { privKey: Buffer.from('secret-ratchet-key') } } };
    target.info('Closing session:', session);
    target.error('Session error:Error: Bad MAC', 'at SessionCipher.doDecryptWhisperMessage');
    target.warn('a line of the node itself');
    expect(printed).toEqual([['a line of the node itself']]);
    expect(logged.join('')).not.toContain('secret-ratchet-key');
    expect(logged.map((line) => JSON.parse(line).libsignal)).toEqual(['Closing session:', 'Session error:Error: Bad MAC']);
  });
});
