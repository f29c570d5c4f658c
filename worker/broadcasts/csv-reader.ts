/**
 * CSV as spreadsheets write it (RFC 4180 and what Excel and Google Sheets do besides): a byte-order
 * mark at the start, fields in double quotes with `""` for a quote and line breaks inside, CRLF, LF
 * or a lone CR between records, and a comma or (Excel in an Indonesian or European locale) a
 * semicolon between fields, told apart by the header line. Each record keeps the line it starts on,
 * for the messages a person reads. Pure.
 */
import { english, type Said, said } from '../shared/said';

export type CsvRecord = { line: number; fields: string[] };
export type CsvResult =
  | { ok: true; delimiter: ',' | ';' | '\t'; records: CsvRecord[] }
  | { ok: false; line: number; reason: string; said: Said };

/** The delimiter the header line uses most, outside quotes: comma unless a semicolon or tab is more frequent. */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
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

export function readCsv(input: string): CsvResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quotedFrom = 0;
  let inQuotes = false;
  /** Whether anything of the current record was read (a blank line has nothing) and of the current field. */
  let recordStarted = false;
  let fieldStarted = false;
  let i = 0;

  const endRecord = () => {
    fields.push(field);
    // A line with nothing on it is no record (a blank line between or after the rows).
    if (recordStarted) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    recordStarted = false;
    fieldStarted = false;
  };

  while (i < text.length) {
    const ch = text[i] as string;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i++;
        continue;
      }
      if (ch === '\r' || ch === '\n') {
        // A line break inside quotes is part of the field (written as LF).
        field += '\n';
        i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      inQuotes = true;
      recordStarted = true;
      fieldStarted = true;
      quotedFrom = line;
      i++;
      continue;
    }
    if (ch === delimiter) {
      fields.push(field);
      field = '';
      recordStarted = true;
      fieldStarted = false;
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    // A quote inside an unquoted field, or after a closing quote, is taken as it is written.
    field += ch;
    recordStarted = true;
    fieldStarted = true;
    i++;
  }
  if (inQuotes) {
    const problem = said('csv.unclosedQuote', { line: quotedFrom });
    return { ok: false, line: quotedFrom, reason: english(problem), said: problem };
  }
  if (recordStarted) endRecord();
  return { ok: true, delimiter, records };
}
