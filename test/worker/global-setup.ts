/**
 * Once per run of the worker project: a mail server on 127.0.0.1 (smtp-server, in Node) that the
 * worker's alert emails reach over `cloudflare:sockets`, as a real one would, and beside it a small
 * HTTP page of what it received, which the tests inside workerd read (`inject('smtp')`); and a fake
 * OpenAI-compatible provider for the assistant (`inject('openai')`).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { FakeOpenAI } from '../e2e/fake-openai';

export const SMTP_USER = 'alerts';
export const SMTP_PASSWORD = 'mail-server-secret';

declare module 'vitest' {
  export interface ProvidedContext {
    smtp: { port: number; inbox: string };
    /** The fake OpenAI-compatible provider's address (`test/e2e/fake-openai.ts`); a test's base URL is `{openai}/{scope}/v1`. */
    openai: string;
  }
}

type Received = { from: string; to: string[]; raw: string };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    // Plain SMTP on the loopback only (what the settings allow in local development), with a login.
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('invalid user name or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const inbox = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(received));
  });
  await new Promise<void>((resolve) => inbox.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  project.provide('smtp', { port, inbox: `http://127.0.0.1:${(inbox.address() as AddressInfo).port}/` });
  const openai = new FakeOpenAI();
  await openai.start();
  project.provide('openai', openai.url);
  return async () => {
    await openai.stop();
    inbox.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  };
}
