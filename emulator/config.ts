/** The emulator process's settings, from its environment (`npm start` and the test stack set them). */
import { z } from 'zod';

const schema = z.object({
  /** The control API and the WebSocket; the session-node finds the emulator here. */
  SIM_CONTROL_PORT: z.coerce.number().int().min(0).max(65_535).default(8790),
  SIM_DELIVERED_MS: z.coerce.number().int().min(-1).default(100),
  SIM_READ_MS: z.coerce.number().int().min(-1).default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug']).default('info'),
  /** A file to append a line to for every message a Kurir device sends (the tests count sends across restarts). */
  SIM_SENT_LOG: z.string().min(1).optional(),
});

export type EmulatorConfig = {
  port: number;
  deliveredMs: number;
  readMs: number;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  sentLog?: string;
};

export function emulatorConfig(env: NodeJS.ProcessEnv = process.env): EmulatorConfig {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')));
  if (!parsed.success)
    throw new Error(`emulator configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const c = parsed.data;
  return {
    port: c.SIM_CONTROL_PORT,
    deliveredMs: c.SIM_DELIVERED_MS,
    readMs: c.SIM_READ_MS,
    logLevel: c.LOG_LEVEL,
    ...(c.SIM_SENT_LOG ? { sentLog: c.SIM_SENT_LOG } : {}),
  };
}
