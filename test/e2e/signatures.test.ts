/**
 * The signature checks of docs/webhooks.md (docs/signatures/, embedded verbatim) against a real
 * signed delivery: each language's verifier runs as a subprocess on the delivery's key, raw body
 * and X-Kurir-Signature header. A language whose runtime is not installed fails its test, saying what is missing.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/stack';
import { type Received, Receiver } from './receiver';
import { Stack } from './stack';

const HMAC_KEY = 'signature-test-key-0123456789';
const DIR = path.join(ROOT, 'docs', 'signatures');

type Verifier = { language: string; command: string; args: (file: string) => string[]; file: string; probe: string[] };

const VERIFIERS: Verifier[] = [
  { language: 'Node', command: process.execPath, args: (f) => [f], file: 'verify.mjs', probe: ['--version'] },
  { language: 'PHP', command: 'php', args: (f) => [f], file: 'verify.php', probe: ['--version'] },
  { language: 'Python', command: 'python3', args: (f) => [f], file: 'verify.py', probe: ['--version'] },
  { language: 'Go', command: 'go', args: (f) => ['run', f], file: 'verify.go', probe: ['version'] },
];

/** Why the runtime cannot run here, or null when it can. */
function missing(verifier: Verifier): string | null {
  const probe = spawnSync(verifier.command, verifier.probe, { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    return `${verifier.language}: \`${verifier.command} ${verifier.probe.join(' ')}\` failed (${probe.error?.message ?? `exit ${probe.status}`}); .ci/run installs it`;
  }
  return null;
}

/** What the verifier prints for (key, body, header); `header` undefined leaves the argument out. */
function verify(verifier: Verifier, body: Buffer, header?: string): string {
  const args = [...verifier.args(path.join(DIR, verifier.file)), HMAC_KEY, ...(header === undefined ? [] : [header])];
  const run = spawnSync(verifier.command, args, { input: body, encoding: 'utf8', timeout: 60_000, cwd: DIR });
  if (run.status !== 0) throw new Error(`${verifier.language} verifier failed (${run.status}): ${run.stderr}`);
  return run.stdout.trim();
}

const stack = new Stack();
const receiver = new Receiver();
let delivery: Received;

beforeAll(async () => {
  await receiver.start();
  await stack.start();
  const d = await stack.linkedDevice();
  const hook = await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, {
    url: receiver.url,
    events: ['message.inbound'],
    hmacKey: HMAC_KEY,
  });
  expect(hook.status).toBe(201);
  // Text beyond ASCII, so the bytes signed and the characters read differ.
  const sent = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, {
    from: '6281298765432',
    text: 'Halo kak, kopi susu 2 ☕ — bisa? 👋',
  });
  await receiver.waitFor(() => receiver.got.some((r) => r.body.data.id === sent.body.id));
  const got = receiver.got.find((r) => r.body.data.id === sent.body.id);
  if (!got) throw new Error('no delivery');
  delivery = got;
}, 180_000);

afterAll(async () => {
  await stack.stop();
  await receiver.stop();
}, 60_000);

describe('verifying webhook signatures', () => {
  it('the delivery is signed as docs/webhooks.md says', () => {
    expect(Receiver.signatureValid(delivery, HMAC_KEY)).toBe(true);
  });

  for (const verifier of VERIFIERS) {
    it(`${verifier.language} (${verifier.file}): true for the real signature, false for a missing, wrong or short one`, () => {
      // A runtime that is missing fails the test, saying which: never a silent skip.
      const why = missing(verifier);
      if (why) throw new Error(why);
      const body = Buffer.from(delivery.raw, 'utf8');
      const header = String(delivery.headers['x-kurir-signature']);
      expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(verify(verifier, body, header)).toBe('true');
      expect(verify(verifier, body)).toBe('false');
      const flipped = `${header.slice(0, -1)}${header.endsWith('0') ? '1' : '0'}`;
      expect(verify(verifier, body, flipped)).toBe('false');
      expect(verify(verifier, body, 'sha256=abc')).toBe('false');
      expect(verify(verifier, Buffer.concat([body, Buffer.from(' ')]), header)).toBe('false');
    }, 120_000);
  }
});
