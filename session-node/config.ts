/** The session-node's configuration, parsed once from the environment (and `.dev.vars`). */
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { z } from 'zod';

/** `.dev.vars` lines `KEY=value`; a secret set in the environment wins over the file. */
export function readDevVars(path = '.dev.vars'): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return {};
  }
  const vars: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/.exec(line);
    if (match?.[1] && match[2] !== undefined) vars[match[1]] = match[2];
  }
  return vars;
}

const schema = z.object({
  WORKER_URL: z.url().default('http://127.0.0.1:8787'),
  NODE_TOKEN: z.string().min(16, 'NODE_TOKEN must be set (in the environment or .dev.vars) and at least 16 characters'),
  NODE_ID: z.string().min(1).optional(),
  KURIR_ENGINE: z.enum(['baileys', 'simulator']).default('baileys'),
  SIM_CONTROL_PORT: z.coerce.number().int().min(0).max(65_535).default(8790),
  SIM_DELIVERED_MS: z.coerce.number().int().min(-1).default(100),
  SIM_READ_MS: z.coerce.number().int().min(-1).default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug']).default('info'),
  /** Baileys' own log level per session; never `trace`, which logs keys. */
  BAILEYS_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug']).default('warn'),
  KURIR_INTERACTIVE_VARIANT: z.string().optional(),
});

export type Config = {
  workerUrl: string;
  nodeToken: string;
  nodeId: string;
  engine: 'baileys' | 'simulator';
  simulator: { controlPort: number; deliveredMs: number; readMs: number };
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  baileysLogLevel: z.infer<typeof schema>['BAILEYS_LOG_LEVEL'];
  interactiveVariant: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, devVars = readDevVars()): Config {
  const merged = { ...devVars, ...Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) };
  const parsed = schema.safeParse(merged);
  if (!parsed.success) {
    throw new Error(`session-node configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const c = parsed.data;
  return {
    workerUrl: c.WORKER_URL.replace(/\/$/, ''),
    nodeToken: c.NODE_TOKEN,
    nodeId: c.NODE_ID ?? `${hostname()}-${process.pid}`,
    engine: c.KURIR_ENGINE,
    simulator: { controlPort: c.SIM_CONTROL_PORT, deliveredMs: c.SIM_DELIVERED_MS, readMs: c.SIM_READ_MS },
    logLevel: c.LOG_LEVEL,
    baileysLogLevel: c.BAILEYS_LOG_LEVEL,
    interactiveVariant: c.KURIR_INTERACTIVE_VARIANT,
  };
}
