/**
 * A fake OpenAI-compatible provider on 127.0.0.1 for the assistant's tests: scripted chat
 * completions (answers, tool calls, slow answers, errors) and transcriptions, with every request
 * recorded so a test can check what Kurir asked.
 *
 * Tests that share one server keep apart by a scope of their own in the path:
 * `{url}/{scope}/v1` is a provider's base URL. Node tests script it directly (`script`,
 * `requests`); tests inside workerd use the same over HTTP:
 * `POST {url}/{scope}/_fake/script` with `{ replies?: Scripted[], transcripts?: Scripted[] }`,
 * `GET {url}/{scope}/_fake/requests`, `POST {url}/{scope}/_fake/reset`.
 * A scope with nothing scripted answers every completion with `defaultReply`.
 *
 * It is also the receiver of the assistant's actions: `POST {url}/{scope}/action` records the
 * call (raw body and headers, to check the signature) and answers as scripted (`actions` in the
 * script: a status, a body, a delay, a body of a given size sent in chunks);
 * `GET {url}/{scope}/_fake/actions` lists the calls received.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Scripted = {
  /** The assistant's text. */
  content?: string;
  /** Functions the model calls; `arguments` as the model wrote them (a string) or an object. */
  toolCalls?: { name: string; arguments: string | Record<string, unknown> }[];
  /** Wait this long before answering (a slow provider, a timeout). */
  delayMs?: number;
  /** Answer with this HTTP status and an OpenAI-style error body instead. */
  status?: number;
  /** Retry-After header with the error, seconds. */
  retryAfter?: number;
  /** A transcription's text (transcripts only). */
  text?: string;
  usage?: { prompt_tokens: number; completion_tokens: number };
};

export type Recorded = {
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body of a completion; for a transcription, the form's text fields and the file's size. */
  body: Record<string, unknown>;
  at: number;
};

/** How the action receiver answers one call. */
export type ScriptedAction = {
  status?: number;
  /** The answer's text (default `{"ok":true}`). */
  body?: string;
  /** Answer with this many bytes instead, sent in 1 KiB chunks without Content-Length. */
  size?: number;
  delayMs?: number;
};

/** One call the action receiver got: the body exactly as it arrived. */
export type RecordedAction = { headers: IncomingHttpHeaders; raw: string; at: number };

type Scope = {
  replies: Scripted[];
  transcripts: Scripted[];
  requests: Recorded[];
  actions: ScriptedAction[];
  actionCalls: RecordedAction[];
};

export const DEFAULT_REPLY = 'Fake answer.';

export class FakeOpenAI {
  private server: Server | null = null;
  private readonly scopes = new Map<string, Scope>();
  url = '';
  /** The key a request must carry (Authorization: Bearer), or null to take any. */
  requiredKey: string | null = null;

  /** The base URL a workspace's provider points at for `scope`. */
  baseUrl(scope: string): string {
    return `${this.url}/${scope}/v1`;
  }

  script(scope: string, replies: Scripted[], transcripts: Scripted[] = []): void {
    const s = this.scope(scope);
    s.replies.push(...replies);
    s.transcripts.push(...transcripts);
  }

  requests(scope: string): Recorded[] {
    return this.scope(scope).requests;
  }

  reset(scope: string): void {
    this.scopes.delete(scope);
  }

  private scope(name: string): Scope {
    let s = this.scopes.get(name);
    if (!s) {
      s = { replies: [], transcripts: [], requests: [], actions: [], actionCalls: [] };
      this.scopes.set(name, s);
    }
    return s;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (/^\/[^/]*\/action$/.test(new URL(req.url ?? '/', 'http://fake').pathname)) {
          this.answerAction(req.url ?? '/', req.headers, Buffer.concat(chunks), res);
          return;
        }
        this.answer(req.method ?? 'GET', req.url ?? '/', req.headers, Buffer.concat(chunks)).then(
          ({ status, body, headers }) => {
            res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
            res.end(JSON.stringify(body));
          },
          (error: unknown) => {
            res.writeHead(500, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ error: { message: String(error) } }));
          },
        );
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** The action receiver: records the call, then answers as scripted (a client that gives up ends it). */
  private answerAction(url: string, headers: IncomingHttpHeaders, raw: Buffer, res: ServerResponse): void {
    const scope = this.scope(new URL(url, 'http://fake').pathname.split('/')[1] ?? '');
    scope.actionCalls.push({ headers, raw: raw.toString('utf8'), at: Date.now() });
    const next = scope.actions.shift() ?? {};
    const reply = () => {
      if (res.destroyed) return;
      if (next.size === undefined) {
        res.writeHead(next.status ?? 200, { 'Content-Type': 'application/json' });
        res.end(next.body ?? '{"ok":true}');
        return;
      }
      res.writeHead(next.status ?? 200, { 'Content-Type': 'text/plain', 'Transfer-Encoding': 'chunked' });
      let left = next.size;
      const more = () => {
        while (left > 0 && !res.destroyed) {
          const n = Math.min(1024, left);
          left -= n;
          if (!res.write('x'.repeat(n))) return void res.once('drain', more);
        }
        if (!res.destroyed) res.end();
      };
      more();
    };
    if (next.delayMs) setTimeout(reply, next.delayMs);
    else reply();
  }

  private async answer(
    method: string,
    url: string,
    headers: IncomingHttpHeaders,
    raw: Buffer,
  ): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    const [, scopeName = '', ...rest] = new URL(url, 'http://fake').pathname.split('/');
    const path = `/${rest.join('/')}`;
    const scope = this.scope(scopeName);
    if (path === '/_fake/script' && method === 'POST') {
      const {
        replies = [],
        transcripts = [],
        actions = [],
      } = JSON.parse(raw.toString('utf8') || '{}') as {
        replies?: Scripted[];
        transcripts?: Scripted[];
        actions?: ScriptedAction[];
      };
      this.script(scopeName, replies, transcripts);
      scope.actions.push(...actions);
      return { status: 200, body: { ok: true } };
    }
    if (path === '/_fake/requests') return { status: 200, body: scope.requests };
    if (path === '/_fake/actions') return { status: 200, body: scope.actionCalls };
    if (path === '/_fake/reset' && method === 'POST') {
      this.reset(scopeName);
      return { status: 200, body: { ok: true } };
    }
    const isChat = path === '/v1/chat/completions' && method === 'POST';
    const isTranscription = path === '/v1/audio/transcriptions' && method === 'POST';
    if (!isChat && !isTranscription) return { status: 404, body: { error: { message: `no route ${method} ${path}` } } };
    const body = isChat ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : formFields(headers, raw);
    scope.requests.push({ path, headers, body, at: Date.now() });
    if (this.requiredKey !== null && headers.authorization !== `Bearer ${this.requiredKey}`) {
      return { status: 401, body: { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } } };
    }
    const next = (isChat ? scope.replies : scope.transcripts).shift() ?? {};
    if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    if (next.status && next.status >= 400) {
      return {
        status: next.status,
        body: { error: { message: `scripted failure ${next.status}`, type: 'server_error' } },
        headers: next.retryAfter !== undefined ? { 'Retry-After': String(next.retryAfter) } : undefined,
      };
    }
    if (isTranscription) return { status: 200, body: { text: next.text ?? '' } };
    const toolCalls = (next.toolCalls ?? []).map((c, i) => ({
      id: `call_${scope.requests.length}_${i}`,
      type: 'function',
      function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) },
    }));
    return {
      status: 200,
      body: {
        id: `chatcmpl-${scope.requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: String(body.model ?? ''),
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: toolCalls.length && next.content === undefined ? null : (next.content ?? DEFAULT_REPLY),
              ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
            },
            finish_reason: toolCalls.length ? 'tool_calls' : 'stop',
          },
        ],
        usage: next.usage ?? { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 },
      },
    };
  }
}

/** A multipart form's text fields, and its file's name and size (enough to check a transcription request). */
function formFields(headers: IncomingHttpHeaders, raw: Buffer): Record<string, unknown> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(String(headers['content-type'] ?? ''));
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) return {};
  const out: Record<string, unknown> = {};
  for (const part of raw.toString('latin1').split(`--${mark}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const value = part.slice(split + 4).replace(/\r\n$/, '');
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (!name) continue;
    const fileName = /filename="([^"]*)"/.exec(head)?.[1];
    out[name] = fileName === undefined ? value : { fileName, size: Buffer.byteLength(value, 'latin1') };
  }
  return out;
}
