import { createHmac, timingSafeEqual } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/**
 * True when `header` (the X-Kurir-Signature value) is `sha256=` and the hex HMAC-SHA256 of the raw
 * body bytes under the webhook's key. Never throws: a missing header, or one of another length,
 * is simply false (timingSafeEqual itself throws on buffers of different lengths).
 */
export function verifyKurirSignature(key, rawBody, header) {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', key).update(rawBody).digest('hex')}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// In a node:http receiver, verify the bytes as they arrived, before parsing them:
//   const chunks = [];
//   req.on('data', (chunk) => chunks.push(chunk));
//   req.on('end', () => {
//     const raw = Buffer.concat(chunks);
//     if (!verifyKurirSignature(KEY, raw, req.headers['x-kurir-signature'])) return res.writeHead(401).end();
//     const event = JSON.parse(raw.toString('utf8'));
//     …
//   });

// From a shell: node verify.mjs KEY [HEADER] < body   prints true or false
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  console.log(verifyKurirSignature(process.argv[2], Buffer.concat(chunks), process.argv[3]));
}
