import http from 'node:http';

/**
 * A closed-loop load: `inFlight` requests at all times until `total` have been made (bounded, so it
 * always stops by itself). Reports requests per second over the run and latency percentiles.
 */
export type LoadResult = { count: number; errors: number; seconds: number; rps: number; p50: number; p99: number; max: number };

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/** The latencies of a load's successful requests, its failures, and how long it ran. */
export type LoadSample = { latencies: number[]; errors: number; seconds: number };

/** `request(i)` resolves true when the request succeeded (its latency counts), false when it failed. */
export async function loadSample(total: number, inFlight: number, request: (i: number) => Promise<boolean>): Promise<LoadSample> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        if (await request(i).catch(() => false)) latencies.push(performance.now() - t);
        else errors++;
      }
    }),
  );
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

/** Several samples of one load as one result: requests per second over their summed time, percentiles over all their latencies. */
export function summarize(samples: readonly LoadSample[]): LoadResult {
  const sorted = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  return {
    count: sorted.length,
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    seconds: round(seconds, 2),
    rps: round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

export async function closedLoop(total: number, inFlight: number, request: (i: number) => Promise<boolean>): Promise<LoadResult> {
  return summarize([await loadSample(total, inFlight, request)]);
}

/**
 * A minimal HTTP client for the loads (node:http with keep-alive): lighter than fetch, so that the
 * load generator, which shares the machine, takes less of it. Resolves with the status.
 */

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

type Init = { method?: string; headers?: Record<string, string>; body?: string | Uint8Array };

export function request(url: string, init: Init = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** `request`, for a JSON answer: resolves with the status and the parsed body. */
export function requestJson<T>(url: string, init: Init = {}): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as T });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
