import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { StatusEvent } from '../../protocol';
import type { Engine, EngineSession, SessionContext } from '../../session-node/engines/engine';
import { renderQr, withTerminalQr } from '../../session-node/terminal-qr';
import { MemoryAuthStore, recordingContext } from './engines/baileys/helpers';
import { bareGroup, noGroups } from './engines/no-groups';

/** An engine whose one session reports the statuses a test hands it. */
function scriptedEngine() {
  let report: ((event: StatusEvent) => void) | null = null;
  const engine: Engine = {
    name: 'baileys',
    async start(context: SessionContext): Promise<EngineSession> {
      report = (event) => context.report.status(event);
      return {
        send: async () => {
          throw new Error('not used');
        },
        requestPairingCode: async () => 'ABCD1234',
        read: async () => undefined,
        presence: async () => undefined,
        rejectCall: async () => undefined,
        checkNumbers: async () => [],
        listGroups: async () => [],
        groupDetails: async (id) => bareGroup(id),
        groups: noGroups,
        fetchHistory: async () => undefined,
        downloadMedia: async () => '',
        reconnectNow: async () => undefined,
        logout: async () => undefined,
        stop: async () => undefined,
      };
    },
    close: async () => undefined,
  };
  return { engine, status: (event: StatusEvent) => report?.(event) };
}

describe('QR codes in the terminal', () => {
  it('draws each new QR once, with the device id and name, and passes every status on unchanged', async () => {
    const { engine, status } = scriptedEngine();
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
    const written: string[] = [];
    const wrapped = withTerminalQr(engine, { logger, write: (text) => written.push(text), render: (qr) => `[${qr}]` });
    const recording = recordingContext(new MemoryAuthStore());
    await wrapped.start(recording.context);

    status({ status: 'CONNECTING' });
    status({ status: 'QR', qr: 'ref-one' });
    status({ status: 'QR', qr: 'ref-one' });
    status({ status: 'QR', qr: 'ref-two' });
    status({ status: 'CONNECTED', phoneNumber: '6281234567890' });

    expect(recording.statuses.map((s) => s.status)).toEqual(['CONNECTING', 'QR', 'QR', 'QR', 'CONNECTED']);
    expect(written).toEqual(['\nTest device (dev_test)\n[ref-one]\n', '\nTest device (dev_test)\n[ref-two]\n']);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, device: 'dev_test', name: 'Test device' });
    expect(String(lines[0]?.msg)).toContain('waits for a scan');
  });

  it('renders a scannable block of characters', () => {
    const drawn = renderQr('2@AbCdEf,noise,identity,adv');
    const rows = drawn.split('\n').filter(Boolean);
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => r.length)).size).toBe(1);
    expect(drawn).toMatch(/[█▀▄]/);
  });
});
