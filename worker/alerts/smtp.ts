/**
 * Email from the worker itself, over a TCP socket (`cloudflare:sockets`), by worker-mailer: an SMTP
 * client written for workerd's `connect()` (TLS from the start, or STARTTLS), patched at install so
 * a server that hangs up fails the send instead of spinning, and a STARTTLS asked for is required
 * (`scripts/patch-worker-mailer.mjs`). One connection per email: alerts are rare.
 */
import { LogLevel, WorkerMailer, type WorkerMailerOptions } from 'worker-mailer';
import type { SmtpServer } from './settings';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = (server: SmtpServer, password: string | null, mail: Mail) => Promise<void>;

/** A mail server that does not answer within this is a failed attempt (tried again later). */
const SMTP_TIMEOUT_MS = 15_000;

export const smtpMailer: Mailer = async (server, password, mail) => {
  const options: WorkerMailerOptions = {
    host: server.host,
    port: server.port,
    secure: server.security === 'tls',
    startTls: server.security === 'starttls',
    authType: ['plain', 'login'],
    // Its debug level writes the AUTH lines (the password): never above errors, which say none.
    logLevel: LogLevel.NONE,
    socketTimeoutMs: SMTP_TIMEOUT_MS,
    responseTimeoutMs: SMTP_TIMEOUT_MS,
  };
  if (server.user && password !== null) options.credentials = { username: server.user, password };
  await WorkerMailer.send(options, { from: server.from, to: mail.to, subject: mail.subject, text: mail.text });
};
