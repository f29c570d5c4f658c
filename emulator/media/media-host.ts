/**
 * The media host: WhatsApp's `mmg` servers in miniature, over HTTPS on 127.0.0.1. A client uploads
 * a file it encrypted itself (AES-CBC and HMAC under a key only the message carries) to
 * `/mms/<type>/<sha256 of the encrypted bytes>` with the auth token of its `media_conn`; the host
 * checks the hash, keeps the opaque bytes and answers their `url` and `direct_path`; anyone with
 * the path downloads them. It cannot read what it keeps.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { Logger } from 'pino';
import type { TlsCertificate } from './certificate';

/** The largest upload taken (WhatsApp's documents go to 2 GB; this is a test host). */
const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** What the host keeps in all; the oldest files go first past it. */
const MAX_KEPT_BYTES = 512 * 1024 * 1024;

export class MediaHost {
  private server: Server | null = null;
  private readonly files = new Map<string, Buffer>();
  private kept = 0;
  private port = 0;
  /** Uploads per auth token (each device gets its own token: the control API counts a session's uploads). */
  private readonly uploadsByAuth = new Map<string, number>();

  constructor(
    private readonly certificate: TlsCertificate,
    private readonly logger: Logger,
  ) {}

  async listen(port = 0): Promise<void> {
    const server = createServer({ key: this.certificate.key, cert: this.certificate.cert }, (req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'media host request failed');
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    this.server = server;
  }

  /** `host:port`, as `media_conn` names hosts. */
  get hostname(): string {
    return `127.0.0.1:${this.port}`;
  }

  uploadsBy(auth: string): number {
    return this.uploadsByAuth.get(auth) ?? 0;
  }

  /**
   * Serves `bytes` at a path of its own and answers its URL: a group's picture, which WhatsApp
   * serves in the clear from its `pps` hosts (not encrypted, unlike a message's media).
   */
  publish(bytes: Buffer): string {
    const path = `/v/t61.24694-24/${randomBytes(12).toString('hex')}.jpg`;
    this.keep(path, bytes);
    return `https://${this.hostname}${path}?ccb=11-4&oh=${randomBytes(8).toString('hex')}`;
  }

  /** The stored (encrypted) bytes at a direct path, for tests. */
  file(directPath: string): Buffer | undefined {
    return this.files.get(new URL(directPath, 'https://x').pathname);
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    server?.closeAllConnections();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `https://${this.hostname}`);
    if (req.method === 'POST' && url.pathname.startsWith('/mms/')) return this.upload(req, res, url);
    if (req.method === 'GET') {
      const bytes = this.files.get(url.pathname);
      if (!bytes) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': bytes.length });
      res.end(bytes);
      return;
    }
    res.writeHead(405).end();
  }

  private async upload(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const auth = url.searchParams.get('auth') ?? '';
    const declared = url.pathname.split('/').pop() ?? '';
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_UPLOAD_BYTES) {
        res.writeHead(413, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'too large' }));
        req.destroy();
        return;
      }
      chunks.push(chunk as Buffer);
    }
    const bytes = Buffer.concat(chunks);
    const hash = createHash('sha256').update(bytes).digest('base64url');
    if (hash !== declared.replace(/=+$/, '')) {
      res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'hash mismatch' }));
      return;
    }
    const directPath = `/v/t62.7118-24/${randomBytes(12).toString('hex')}.enc`;
    this.keep(directPath, bytes);
    this.uploadsByAuth.set(auth, (this.uploadsByAuth.get(auth) ?? 0) + 1);
    const query = `?ccb=11-4&oh=${randomBytes(8).toString('hex')}&oe=${Math.floor(Date.now() / 1000 + 30 * 86_400).toString(16)}`;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ url: `https://${this.hostname}${directPath}${query}`, direct_path: `${directPath}${query}` }));
  }

  private keep(path: string, bytes: Buffer): void {
    this.files.set(path, bytes);
    this.kept += bytes.length;
    for (const [oldest, old] of this.files) {
      if (this.kept <= MAX_KEPT_BYTES) break;
      this.files.delete(oldest);
      this.kept -= old.length;
    }
  }
}
