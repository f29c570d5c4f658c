/** A real webhook receiver on 127.0.0.1 for end-to-end tests: records every request, answers as told. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { waitUntil } from '../../scripts/wait-until';

export type Received = {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { id: string; seq: number; event: string; data: Record<string, unknown> };
  /** The status this receiver answered with. */
  answered: number;
};

export class Receiver {
  readonly got: Received[] = [];
  /** The status to answer with (a test that changes it has it reset after each test: `answerOk`). */
  status: (request: Received) => number = () => 200;
  private server: Server | null = null;
  url = '';

  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const received: Received = { headers: req.headers, raw, body: JSON.parse(raw), answered: 0 };
        received.answered = this.status(received);
        this.got.push(received);
        res.writeHead(received.answered, { 'Content-Type': 'text/plain' });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;
  }

  /** Back to answering 200 to everything. */
  answerOk(): void {
    this.status = () => 200;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** Successful deliveries (the ones answered 2xx), one per event id. */
  delivered(): Map<string, Received> {
    const out = new Map<string, Received>();
    for (const r of this.got) if (r.answered >= 200 && r.answered < 300) out.set(r.body.id, r);
    return out;
  }

  static signatureValid(received: Received, key: string): boolean {
    const header = String(received.headers['x-kurir-signature'] ?? '');
    const expected = `sha256=${createHmac('sha256', key).update(received.raw).digest('hex')}`;
    return header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));
  }

  async waitFor(predicate: () => boolean, timeoutMs = 30_000, what = 'the expected webhooks'): Promise<void> {
    await waitUntil(predicate, { timeoutMs, what: () => `${what}; got ${this.got.map((g) => g.body.event).join(', ')}` });
  }
}
