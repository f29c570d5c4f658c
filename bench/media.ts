/**
 * A 5 MB image sent end to end (`POST /messages/media`, multipart, through the simulator, which
 * fetches the stored file from the worker's media door and "uploads" it), beside the text send
 * baseline in the same run, in turns, with the CPU Kurir's workerd spent per send of each.
 */
import { randomBytes } from 'node:crypto';
import type { Stack } from '../test/e2e/stack';
import { treeCpuMs } from './cpu';
import { closedLoop, type LoadResult, type LoadSample, loadSample, request, summarize } from './load';

/** 5 MB, under the image limit of 5 MiB. */
export const IMAGE_BYTES = 5_000_000;

/** Turns of text sends and image sends, so a slow stretch of the shared machine falls on both. */
const TURNS = 4;

export type MediaRun = {
  inFlight: number;
  imageBytes: number;
  text: LoadResult & CpuPerSend;
  image: LoadResult & CpuPerSend;
};

/** CPU ms per send: Kurir's workerd, and its whole `wrangler dev` (with the proxy that carries the bodies). */
type CpuPerSend = { workerdCpuMsPerSend: number | null; wranglerTreeCpuMsPerSend: number | null };

/**
 * A JPEG's first bytes (SOI, a JFIF APP0 segment) and random bytes after: the sniffer reads the
 * head, as WhatsApp's servers take the bytes as they are. Random, so nothing compresses it.
 */
function jpeg(size: number): Buffer {
  const head = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0,
  ]);
  const bytes = randomBytes(size);
  head.copy(bytes);
  return bytes;
}

const BOUNDARY = 'kurir-bench-boundary';

/**
 * The multipart body of send `i`: the payload first (the contract's order), then the image with
 * `i` written into it, so no two sends carry the same bytes and each one uploads (the same bytes
 * within 24 h would reuse the first upload).
 */
function imageBody(deviceId: string, image: Buffer, i: number): Buffer {
  const payload = JSON.stringify({ deviceId, phoneNumber: '6281234567890', type: 'image', caption: `bench ${i}` });
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="payload"\r\nContent-Type: application/json\r\n\r\n${payload}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="promo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const body = Buffer.concat([head, image, tail]);
  body.writeUInt32BE(i, head.length + 32);
  return body;
}

/** CPU ms Kurir's workerd and its whole `wrangler dev` process tree used so far, or null off Linux. */
function cpuMs(stack: Stack): { workerd: number; tree: number } | null {
  const pid = stack.worker?.pid;
  const tree = pid === undefined ? null : treeCpuMs(pid);
  if (!tree) return null;
  return { workerd: tree.workerd ?? 0, tree: Object.values(tree).reduce((sum, ms) => sum + ms, 0) };
}

/**
 * `total` image sends and five times as many text sends at `inFlight`, in turns; `key` is an API
 * key of the workspace of `deviceId`.
 */
export async function measureMedia(
  stack: Stack,
  s: { key: string; deviceId: string },
  load: { total: number; inFlight: number },
): Promise<MediaRun> {
  const image = jpeg(IMAGE_BYTES);
  const text = async (i: number) =>
    (await request(`${stack.workerUrl}/messages`, {
      method: 'POST',
      headers: { 'X-API-Key': s.key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ deviceId: s.deviceId, phoneNumber: '6281234567890', content: `bench ${i}` }),
    })) === 201;
  const media = async (i: number) => {
    const body = imageBody(s.deviceId, image, i);
    return (
      (await request(`${stack.workerUrl}/messages/media`, {
        method: 'POST',
        headers: { 'X-API-Key': s.key, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': String(body.length) },
        body,
      })) === 201
    );
  };
  // Warm-up: V8 compiles both paths, the device object prepares its statements.
  await closedLoop(Math.min(20, load.total), load.inFlight, text);
  await closedLoop(Math.min(8, load.total), load.inFlight, (i) => media(1_000_000 + i));
  const samples = { text: [] as LoadSample[], image: [] as LoadSample[] };
  const cpu = { text: { workerd: 0, tree: 0 }, image: { workerd: 0, tree: 0 } };
  let known = true;
  const shares = { text: Math.ceil((5 * load.total) / TURNS), image: Math.ceil(load.total / TURNS) };
  for (let turn = 0; turn < TURNS; turn++) {
    for (const kind of ['text', 'image'] as const) {
      const share = shares[kind];
      const before = cpuMs(stack);
      samples[kind].push(
        await loadSample(share, load.inFlight, (i) => (kind === 'text' ? text(turn * share + i) : media(turn * share + i))),
      );
      const after = cpuMs(stack);
      if (before === null || after === null) known = false;
      else {
        cpu[kind].workerd += after.workerd - before.workerd;
        cpu[kind].tree += after.tree - before.tree;
      }
    }
  }
  const perSend = (kind: 'text' | 'image', result: LoadResult): CpuPerSend => {
    const per = (ms: number) => (known && result.count > 0 ? Math.round((ms / result.count) * 10) / 10 : null);
    return { workerdCpuMsPerSend: per(cpu[kind].workerd), wranglerTreeCpuMsPerSend: per(cpu[kind].tree) };
  };
  const textResult = summarize(samples.text);
  const imageResult = summarize(samples.image);
  return {
    inFlight: load.inFlight,
    imageBytes: IMAGE_BYTES,
    text: { ...textResult, ...perSend('text', textResult) },
    image: { ...imageResult, ...perSend('image', imageResult) },
  };
}
