/**
 * A campaign's recipients and their outcomes as CSV, for a spreadsheet: streamed a page at a time
 * by position (the object's key), so a 100,000-recipient campaign is never built whole in memory;
 * and the sample file the new-broadcast form offers. Every cell is formula-safe: one a spreadsheet
 * would run (`= + - @`, and a tab or carriage return before one) is written with a leading `'`.
 */
import type { Outcome } from '../shared/outcome';
import type { RecipientView } from './views';

/** Recipients read from the object per page: one RPC of a few hundred KB at most. */
export const CSV_PAGE = 500;

export type RecipientsPage = { items: RecipientView[]; next: number | null };
export type ReadPage = (after: number, limit: number) => Promise<Outcome<RecipientsPage>>;

const HEADER = ['position', 'line', 'phone', 'name', 'status', 'reason', 'attempts', 'sent_at', 'message_id', 'variables'];

/** A cell as RFC 4180 quotes it, a would-be formula defused first. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | number | null)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

function recipientLine(r: RecipientView): string {
  return csvLine([
    r.position,
    r.line,
    r.phone,
    r.name,
    r.status,
    r.reason,
    r.attempts,
    r.sentAt,
    r.messageId,
    Object.keys(r.variables).length > 0 ? JSON.stringify(r.variables) : null,
  ]);
}

/**
 * The recipients as a CSV stream: the header, then each page as it is read. A page the object
 * refuses (the campaign gone meanwhile) ends the stream with an error rather than a file that
 * looks whole.
 */
export function recipientsCsv(read: ReadPage): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: number | null = -1;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte-order mark: Excel then reads the names' accents as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(HEADER)}`));
        return;
      }
      if (after === null) {
        controller.close();
        return;
      }
      const page = await read(after, CSV_PAGE);
      if (!page.ok) {
        controller.error(new Error(page.message));
        return;
      }
      controller.enqueue(encoder.encode(page.value.items.map(recipientLine).join('')));
      after = page.value.next;
    },
  });
}

/** The sample file: the columns the form reads (phone, name) and one variable, with numbers written as people write them. */
export const SAMPLE_CSV = [
  'phone,name,kota',
  '081234567801,Budi Santoso,Bandung',
  '+62 812-3456-7802,Siti Rahayu,Surabaya',
  '0857 1234 5603,Agus Wijaya,Medan',
  '6281398765404,Dewi Lestari,Yogyakarta',
  '',
].join('\r\n');

/** `Content-Disposition` for a download named `name` (ASCII only: campaign names go in the body, not the file name). */
export const attachment = (name: string) => `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
