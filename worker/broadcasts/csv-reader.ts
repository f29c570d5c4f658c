/**
 * CSV as spreadsheets write it (RFC 4180 and what Excel and Google Sheets do besides): a byte-order
 * mark at the start, fields in double quotes with `""` for a quote and line breaks inside, CRLF, LF
 * or a lone CR between records, and a comma or (Excel in an Indonesian or European locale) a
 * semicolon between fields, told apart by the header line. Each record keeps the line it starts on,
 * for the messages a person reads. Pure.
 *
 * Read as it arrives (`CsvParser`): text goes in piece by piece and the records complete so far come
 * out, so a file of 100,000 rows is never held as rows at once; `readCsv` reads a whole text.
 */
import { english, type Said, said } from '../shared/said';

export type CsvRecord = { line: number; fields: string[] };
export type Delimiter = ',' | ';' | '\t';
export type CsvResult = { ok: true; delimiter: Delimiter; records: CsvRecord[] } | { ok: false; line: number; reason: string; said: Said };

/** A header line is waited for this long at most before the delimiter is told from what came. */
const HEADER_WAIT = 64 * 1024;

/** The delimiter the header line uses most, outside quotes: comma unless a semicolon or tab is more frequent. */
export function detectDelimiter(text: string): Delimiter {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

/** Whether the first line of `text` ended (a line break outside quotes). */
function headerEnded(text: string): boolean {
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) return true;
  }
  return false;
}

export class CsvParser {
  delimiter: Delimiter | null = null;
  /** Text not parsed yet: the header line before its end came, or a `"` or CR whose next character decides. */
  private pending = '';
  private started = false;
  private fields: string[] = [];
  private field = '';
  private line = 1;
  private recordLine = 1;
  private quotedFrom = 0;
  private inQuotes = false;
  /** Whether anything of the current record was read (a blank line has nothing) and of the current field. */
  private recordStarted = false;
  private fieldStarted = false;
  private records: CsvRecord[] = [];

  /** Reads the next piece of the text; answers the records it completed. */
  push(piece: string): CsvRecord[] {
    const text = this.begin(this.pending + piece);
    if (this.delimiter === null) {
      if (!headerEnded(text) && text.length < HEADER_WAIT) {
        this.pending = text;
        return [];
      }
      this.delimiter = detectDelimiter(text);
    }
    return this.parse(text, false);
  }

  /** The end of the text: the last records, or why the text as a whole cannot be read. */
  end(): CsvResult {
    const text = this.begin(this.pending);
    this.delimiter ??= detectDelimiter(text);
    const records = this.parse(text, true);
    if (this.inQuotes) {
      const problem = said('csv.unclosedQuote', { line: this.quotedFrom });
      return { ok: false, line: this.quotedFrom, reason: english(problem), said: problem };
    }
    if (this.recordStarted) this.endRecord();
    records.push(...this.records.splice(0));
    return { ok: true, delimiter: this.delimiter, records };
  }

  /** The text without the byte-order mark a spreadsheet may put at its very start. */
  private begin(text: string): string {
    if (this.started || text.length === 0) return text;
    this.started = true;
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
  }

  private endRecord(): void {
    this.fields.push(this.field);
    // A line with nothing on it is no record (a blank line between or after the rows).
    if (this.recordStarted) this.records.push({ line: this.recordLine, fields: this.fields });
    this.fields = [];
    this.field = '';
    this.recordStarted = false;
    this.fieldStarted = false;
  }

  private parse(text: string, final: boolean): CsvRecord[] {
    const delimiter = this.delimiter;
    let i = 0;
    this.pending = '';
    while (i < text.length) {
      const ch = text[i] as string;
      // A quote or CR at the end of a piece waits for the next character: `""` or CRLF may straddle two pieces.
      if (!final && i === text.length - 1 && (ch === '\r' || (ch === '"' && this.inQuotes))) {
        this.pending = ch;
        break;
      }
      if (this.inQuotes) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            this.field += '"';
            i += 2;
            continue;
          }
          this.inQuotes = false;
          i++;
          continue;
        }
        if (ch === '\r' || ch === '\n') {
          // A line break inside quotes is part of the field (written as LF).
          this.field += '\n';
          i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
          this.line++;
          continue;
        }
        this.field += ch;
        i++;
        continue;
      }
      if (ch === '"' && !this.fieldStarted) {
        this.inQuotes = true;
        this.recordStarted = true;
        this.fieldStarted = true;
        this.quotedFrom = this.line;
        i++;
        continue;
      }
      if (ch === delimiter) {
        this.fields.push(this.field);
        this.field = '';
        this.recordStarted = true;
        this.fieldStarted = false;
        i++;
        continue;
      }
      if (ch === '\r' || ch === '\n') {
        this.endRecord();
        i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
        this.line++;
        this.recordLine = this.line;
        continue;
      }
      // A quote inside an unquoted field, or after a closing quote, is taken as it is written.
      this.field += ch;
      this.recordStarted = true;
      this.fieldStarted = true;
      i++;
    }
    return this.records.splice(0);
  }
}

export function readCsv(input: string): CsvResult {
  const parser = new CsvParser();
  const records = parser.push(input);
  const end = parser.end();
  return end.ok ? { ...end, records: [...records, ...end.records] } : end;
}
