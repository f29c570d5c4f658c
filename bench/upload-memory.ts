/**
 * workerd's memory while it takes large files at once: `N` documents of `MB` megabytes sent together
 * to `POST /messages/media` (multipart, with Content-Length, as curl and browsers send them), or
 * fetched by it from a local file server (`--url`), through the real stack (wrangler dev and a
 * session-node with the simulator, which reads each stored file back through the worker's media
 * door). workerd's RSS (VmRSS of every `workerd` process under wrangler) is read before, every
 * 100 ms while the files go, and 5 s after; `--rounds=R` sends the burst R times, one after the
 * other, to tell memory kept for good from memory the allocator keeps for the next burst. Prints
 * JSON; Linux only.
 * Usage: node --import tsx bench/upload-memory.ts [N=3] [MB=90] [--url] [--rounds=1]
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Stack } from '../test/e2e/stack';
import { descendants, treeCpuMs } from './cpu';

const [n = 3, mb = 90] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'))
  .map(Number);
const byUrl = process.argv.includes('--url');
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 1);
const size = mb * 1_000_000;

/** The summed VmRSS of the workerd processes under `root`, in MB. */
function workerdRssMb(root: number | undefined): number {
  if (root === undefined) return Number.NaN;
  let kb = 0;
  for (const pid of descendants(root)) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'workerd') continue;
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return Math.round(kb / 1024);
}

/** A PDF's first bytes and random ones after: a document of `bytes`, each file its own (no upload reuse). */
function pdf(bytes: number): Buffer {
  const file = randomBytes(bytes);
  Buffer.from('%PDF-1.7\n').copy(file);
  return file;
}

const BOUNDARY = 'kurir-upload-memory';
function multipart(deviceId: string, file: Buffer, i: number): Buffer {
  const payload = JSON.stringify({ deviceId, phoneNumber: '6281234567890', type: 'document', fileName: `katalog-${i}.pdf` });
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="payload"\r\nContent-Type: application/json\r\n\r\n${payload}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="katalog-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const stack = new Stack({ nodeEnv: { SIM_DELIVERED_MS: '-1', SIM_READ_MS: '-1' } });
const files = Array.from({ length: n }, () => pdf(size));
const server = createServer((req, res) => {
  const file = files[Number(req.url?.slice(1))] ?? Buffer.alloc(0);
  res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': file.length });
  res.end(file);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const filesUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
try {
  await stack.start();
  const d = await stack.linkedDevice();
  const rss = () => workerdRssMb(stack.worker?.pid);
  const send = async (i: number) => {
    const res = byUrl
      ? await fetch(`${stack.workerUrl}/messages/media`, {
          method: 'POST',
          headers: { 'X-API-Key': d.key, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            deviceId: d.deviceId,
            phoneNumber: '6281234567890',
            type: 'document',
            fileName: `katalog-${i}.pdf`,
            mediaUrl: `${filesUrl}/${i}`,
          }),
        })
      : await fetch(`${stack.workerUrl}/messages/media`, {
          method: 'POST',
          headers: { 'X-API-Key': d.key, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: multipart(d.deviceId, files[i] ?? Buffer.alloc(0), i),
        });
    return { status: res.status, body: (await res.text()).slice(0, 200) };
  };
  // Warm-up: one file larger than an R2 part, so that every path it takes (and local R2's) is loaded before the baseline.
  files.push(pdf(6_000_000));
  await send(files.length - 1);
  files.pop();
  await new Promise((r) => setTimeout(r, 3000));
  const before = rss();
  const results = [];
  for (let round = 0; round < rounds; round++) {
    let peak = rss();
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 100);
    const started = performance.now();
    const cpuBefore = treeCpuMs(stack.worker?.pid ?? 0)?.workerd ?? Number.NaN;
    const answers = await Promise.all(files.map((_, i) => send(i)));
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    clearInterval(sampler);
    peak = Math.max(peak, rss());
    await new Promise((r) => setTimeout(r, 5000));
    results.push({
      statuses: answers.map((a) => a.status),
      ...(answers.some((a) => a.status !== 201) ? { answers } : {}),
      seconds,
      workerdCpuMs: Math.round((treeCpuMs(stack.worker?.pid ?? 0)?.workerd ?? Number.NaN) - cpuBefore),
      workerdRssPeakMb: peak,
      workerdRssAfterMb: rss(),
    });
  }
  console.log(
    JSON.stringify({ mode: byUrl ? 'mediaUrl' : 'multipart upload', files: n, fileMb: mb, workerdRssBeforeMb: before, rounds: results }),
  );
} finally {
  server.close();
  await stack.stop();
}
