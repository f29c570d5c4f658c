/**
 * A CSV campaign, read as it streams, twice: once to refuse it or preview it (its rows checked a
 * chunk at a time, only the report kept), and again as the loader loads it, a chunk at a time
 * (`csvRecipients`), so that its rows are never all in memory. A message a chunk's rows cannot fill
 * is refused with that chunk's rows named.
 */
import { contactIdFor } from '../contacts/contacts';
import { isOptedOut } from '../contacts/opt-out';
import type { Db } from '../shared/db';
import { badRequest, type Issue, saidBadRequest, saidIssue } from '../shared/errors';
import { said } from '../shared/said';
import type { AudienceReport } from './broadcast-store';
import type { AudienceInput, CampaignInput, Preview } from './campaign-input';
import { RECIPIENTS_PER_CHUNK, type RecipientChunk } from './campaign-loader';
import { type CsvChunk, type CsvEnd, type CsvSource, csvChunks, NotUtf8 } from './csv-stream';
import { type CampaignMessage, messageProblems, renderMessage } from './message';

export type CsvInput = Omit<CampaignInput, 'audience'> & { audience: Extract<AudienceInput, { type: 'csv' | 'file' }> };

export async function readCsvCampaign(
  db: Db,
  workspaceId: string,
  input: CsvInput,
  message: CampaignMessage,
): Promise<{ report: AudienceReport; recipients: () => AsyncIterable<RecipientChunk>; preview: Preview }> {
  const a = input.audience;
  const where = a.type === 'file' ? 'file' : 'audience.csv';
  const source = a.csv;
  let optedOut = 0;
  const samples: Preview['samples'] = [];
  const chunks = csvChunks(source, input.countryCode, RECIPIENTS_PER_CHUNK);
  const end = await readAll(chunks, where, async ({ recipients }) => {
    const problems = messageProblems(message, recipients);
    if (problems.length > 0) throw saidBadRequest(said('message.cannotSend', { problems: problems.length }), problems);
    const out = await isOptedOut(
      db,
      workspaceId,
      recipients.map((r) => contactIdFor(workspaceId, r.phone)),
    );
    for (const r of recipients) {
      if (out.has(contactIdFor(workspaceId, r.phone))) optedOut++;
      else if (samples.length < 3) samples.push({ phone: r.phone, name: r.name, text: renderMessage(message, r.vars).text, vars: r.vars });
    }
  });
  const { builder, header } = end;
  if (builder.count === 0) {
    const issues: Issue[] = builder.badRows
      .slice(0, 49)
      .map((row) =>
        saidIssue(
          where === 'file' ? 'file' : 'audience',
          said('audience.badRow', { ref: row.ref, reason: row.reason, ...(row.said ? { why: row.said } : {}) }),
        ),
      );
    throw saidBadRequest(
      builder.badRowCount > 0 ? said('audience.allRefused', { rows: builder.badRowCount }) : said('audience.noContact'),
      issues.length > 0 ? issues : [saidIssue(where === 'file' ? 'file' : 'audience', said('audience.noRecipient'))],
    );
  }
  const report: AudienceReport = {
    source: 'csv',
    labels: null,
    fileName: a.type === 'file' ? a.fileName : null,
    columns: header.names,
    badRows: builder.badRows,
    badRowCount: builder.badRowCount,
    duplicates: builder.duplicates,
    duplicateCount: builder.duplicateCount,
  };
  const recipients = () => csvRecipients(db, workspaceId, source, input.countryCode, where);
  return { report, recipients, preview: { recipients: builder.count, optedOut, audience: report, samples } };
}

type CsvRead = Extract<CsvEnd, { ok: true }>;

/** The CSV's next chunk, or its end; throws the 400 that refuses the file (not UTF-8, unreadable). */
async function step(chunks: AsyncGenerator<CsvChunk, CsvEnd>, where: string): Promise<{ chunk: CsvChunk } | { end: CsvRead }> {
  let next: IteratorResult<CsvChunk, CsvEnd>;
  try {
    next = await chunks.next();
  } catch (error) {
    if (error instanceof NotUtf8) {
      throw badRequest('the file is not UTF-8 text', [
        { path: where, message: 'save it as "CSV UTF-8" (Excel) or download it as CSV (Google Sheets): the file is not UTF-8' },
      ]);
    }
    throw error;
  }
  if (!next.done) return { chunk: next.value };
  if (next.value.ok) return { end: next.value };
  throw saidBadRequest(said('csv.unreadable', { reason: next.value.reason, why: next.value.said }), [saidIssue(where, next.value.said)]);
}

/** Runs `each` on every chunk of the CSV in turn; its end. */
async function readAll(
  chunks: AsyncGenerator<CsvChunk, CsvEnd>,
  where: string,
  each: (chunk: CsvChunk) => Promise<void>,
): Promise<CsvRead> {
  try {
    for (;;) {
      const next = await step(chunks, where);
      if ('end' in next) return next.end;
      await each(next.chunk);
    }
  } finally {
    await close(chunks);
  }
}

/** A file refused or dropped midway stops being read: an upload's stream from R2 is closed, not left to the collector. */
async function close(chunks: AsyncGenerator<CsvChunk, CsvEnd>): Promise<void> {
  // The value is what a finished generator would answer; nothing reads it.
  await chunks.return({ ok: false, reason: 'no longer read', said: said('csv.empty') }).catch(() => undefined);
}

/** The CSV's recipients for the loader, read again a chunk at a time, each opted-out contact marked skipped. */
async function* csvRecipients(
  db: Db,
  workspaceId: string,
  source: CsvSource,
  countryCode: string,
  where: string,
): AsyncGenerator<RecipientChunk> {
  const chunks = csvChunks(source, countryCode, RECIPIENTS_PER_CHUNK);
  try {
    yield* loadChunks(db, workspaceId, chunks, where);
  } finally {
    await close(chunks);
  }
}

async function* loadChunks(
  db: Db,
  workspaceId: string,
  chunks: AsyncGenerator<CsvChunk, CsvEnd>,
  where: string,
): AsyncGenerator<RecipientChunk> {
  for (;;) {
    const next = await step(chunks, where);
    if ('end' in next) return;
    const { recipients, fills } = next.chunk;
    const out = await isOptedOut(
      db,
      workspaceId,
      recipients.map((r) => contactIdFor(workspaceId, r.phone)),
    );
    yield {
      recipients: recipients.map((r) => ({
        line: r.line,
        phone: r.phone,
        name: r.name,
        vars: r.vars,
        skipped: out.has(contactIdFor(workspaceId, r.phone)) ? 'opted out' : null,
      })),
      fills,
    };
  }
}
