/** A simulator engine with one device and its control API, for the simulator's tests. */
import pino from 'pino';
import { afterEach } from 'vitest';
import type { EngineSession } from '../../../../session-node/engines/engine';
import { createSimulatorEngine, type SimulatorEngine } from '../../../../session-node/engines/simulator';
import { type RecordingContext, type RecordingOptions, recordingContext } from '../recording-context';

export const PHONE = '6281298765432';
export const LID = '123456789012345';

export interface Simulated extends RecordingContext {
  engine: SimulatorEngine;
  session: EngineSession;
  /** A control request for this device; resolves with the status and the JSON body. */
  control(method: 'GET' | 'POST', action: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

const engines: SimulatorEngine[] = [];

afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.close()));
});

export async function simulate(options: RecordingOptions = {}, files: Record<string, Buffer> = {}): Promise<Simulated> {
  const engine = await createSimulatorEngine({
    controlPort: 0,
    deliveredMs: -1,
    readMs: -1,
    callTimeoutMs: 20,
    logger: pino({ level: 'silent' }),
    fetchMedia: async (url) => files[url] ?? Buffer.alloc(0),
    wait: async () => undefined,
  });
  engines.push(engine);
  const recording = recordingContext(
    { initialCreds: null, saveCreds: async () => undefined, getKeys: async () => ({}), setKeys: async () => undefined },
    options,
  );
  const session = await engine.start(recording.context);
  const base = `http://127.0.0.1:${engine.controlPort}/sim/devices/${recording.context.device.id}`;
  return {
    ...recording,
    engine,
    session,
    async control(method, action, body) {
      const response = await fetch(`${base}/${action}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}

export const idOf = (body: unknown): string => {
  if (body !== null && typeof body === 'object' && 'id' in body && typeof body.id === 'string') return body.id;
  throw new Error(`no id in ${JSON.stringify(body)}`);
};
