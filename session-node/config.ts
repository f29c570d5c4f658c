/** The session-node's configuration, parsed once from the environment (and `.dev.vars`). */
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { z } from 'zod';

const LINE = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/;

/**
 * The variables of a `.dev.vars` text (the dotenv format wrangler reads): `KEY=value` lines, the
 * value optionally in double quotes. Blank lines and `#` comments are skipped; outside quotes a
 * `#` starts a comment, as dotenv reads it, so a value holding one must be quoted.
 */
export function parseDevVars(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = LINE.exec(line);
    const key = match?.[1];
    const rest = match?.[2];
    if (key === undefined || rest === undefined) continue;
    const quoted = /^"([^"]*)"\s*(?:#.*)?$/.exec(rest);
    vars[key] = quoted?.[1] ?? (rest.split('#', 1)[0] ?? '').trim();
  }
  return vars;
}

/** The variables of the `.dev.vars` file at `path`, or none when it cannot be read. */
export function readDevVars(path = '.dev.vars'): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return {};
  }
  return parseDevVars(text);
}

const schema = z.object({
  WORKER_URL: z.url().default('http://127.0.0.1:8787'),
  NODE_TOKEN: z.string().min(16, 'NODE_TOKEN must be set (in the environment or .dev.vars) and at least 16 characters'),
  NODE_ID: z.string().min(1).optional(),
  KURIR_ENGINE: z.enum(['baileys', 'simulator', 'emulator']).default('baileys'),
  /**
   * `emulator` only: where the WhatsApp emulator's control API answers (it tells the node its
   * WebSocket, its root key and its media certificate). `http://127.0.0.1:$SIM_CONTROL_PORT` by default.
   */
  EMULATOR_URL: z.url().optional(),
  SIM_CONTROL_PORT: z.coerce.number().int().min(0).max(65_535).default(8790),
  SIM_DELIVERED_MS: z.coerce.number().int().min(-1).default(100),
  SIM_READ_MS: z.coerce.number().int().min(-1).default(500),
  /** A file the simulator appends a line to for every message it sends (chaos tests count them across restarts). */
  SIM_SENT_LOG: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug']).default('info'),
  /** Baileys' own log level per session; never `trace`, which logs keys. */
  BAILEYS_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug']).default('warn'),
  KURIR_INTERACTIVE_VARIANT: z.string().optional(),
  /** Draw each device's QR on stdout (`terminal-qr.ts`). */
  KURIR_TERMINAL_QR: z.enum(['true', 'false']).default('true'),
});

export type Config = {
  workerUrl: string;
  nodeToken: string;
  nodeId: string;
  engine: 'baileys' | 'simulator' | 'emulator';
  /** `emulator` only: the emulator's control API, which the node asks what to trust. */
  emulatorUrl: string | null;
  simulator: { controlPort: number; deliveredMs: number; readMs: number; sentLog?: string };
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  baileysLogLevel: z.infer<typeof schema>['BAILEYS_LOG_LEVEL'];
  interactiveVariant: string | undefined;
  terminalQr: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, devVars = readDevVars()): Config {
  const merged = { ...devVars, ...Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) };
  const parsed = schema.safeParse(merged);
  if (!parsed.success) {
    throw new Error(`session-node configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const c = parsed.data;
  if (c.EMULATOR_URL && c.KURIR_ENGINE !== 'emulator') {
    // A node for the real WhatsApp never trusts another root: there is no way to give it one.
    throw new Error(`session-node configuration: EMULATOR_URL is only for KURIR_ENGINE=emulator (this node runs ${c.KURIR_ENGINE})`);
  }
  return {
    workerUrl: c.WORKER_URL.replace(/\/$/, ''),
    nodeToken: c.NODE_TOKEN,
    nodeId: c.NODE_ID ?? `${hostname()}-${process.pid}`,
    engine: c.KURIR_ENGINE,
    emulatorUrl: c.KURIR_ENGINE === 'emulator' ? (c.EMULATOR_URL ?? `http://127.0.0.1:${c.SIM_CONTROL_PORT}`).replace(/\/$/, '') : null,
    simulator: {
      controlPort: c.SIM_CONTROL_PORT,
      deliveredMs: c.SIM_DELIVERED_MS,
      readMs: c.SIM_READ_MS,
      ...(c.SIM_SENT_LOG ? { sentLog: c.SIM_SENT_LOG } : {}),
    },
    logLevel: c.LOG_LEVEL,
    baileysLogLevel: c.BAILEYS_LOG_LEVEL,
    interactiveVariant: c.KURIR_INTERACTIVE_VARIANT,
    terminalQr: c.KURIR_TERMINAL_QR === 'true',
  };
}
