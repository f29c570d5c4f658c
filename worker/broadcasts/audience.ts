/**
 * A broadcast's audience as rows of people: from a CSV upload (its header names the columns: a
 * phone column, an optional name column, every other column a variable) or from a list. Every row
 * ends as a recipient, a bad row (with its line and the reason) or a duplicate merged into the
 * first row of its number; none is dropped without a word. Pure.
 */
import { shown } from '../shared/fields';
import { english, type Said, said } from '../shared/said';
import { type CsvRecord, type Delimiter, readCsv } from './csv-reader';
import { normalisePhone } from './phone-number';
import { type Variables, variableName } from './variables';

/** The most recipients one campaign takes. */
export const MAX_RECIPIENTS = 100_000;

/**
 * `line`: the CSV line a row came from (null for a list or a label's contacts); `ref`: how a person
 * finds the row ("line 7", "recipients[6]", "contact ctc_…").
 */
export type AudienceRow = { line: number | null; ref: string; phone: string; name: string | null; vars: Variables };
/**
 * `reason`: the API's English (stored in the audience report); `said`: the same as data, for the
 * dashboard; `given`: what the row held (its phone cell, or the whole line when the line itself is
 * wrong), at most 64 characters. Reports written before them lack `said` and `given`.
 */
export type BadRow = { line: number | null; ref: string; reason: string; said?: Said; given?: string };
export type Duplicate = { line: number | null; ref: string; phone: string; mergedInto: string };
export type Audience = { recipients: AudienceRow[]; badRows: BadRow[]; duplicates: Duplicate[]; columns: string[] };
export type AudienceResult = ({ ok: true } & Audience) | { ok: false; reason: string; said: Said };

const refuse = (s: Said): AudienceResult => ({ ok: false, reason: english(s), said: s });
const badRow = (line: number | null, ref: string, s: Said, given: string): BadRow => ({
  line,
  ref,
  reason: english(s),
  said: s,
  given: shown(given),
});

/** Header names (as variable names) taken for the phone and the name column. */
const PHONE_HEADERS = new Set([
  'phone',
  'phone_number',
  'phonenumber',
  'number',
  'mobile',
  'whatsapp',
  'wa',
  'no_wa',
  'nomor',
  'nomor_wa',
  'nomor_hp',
  'no_hp',
  'nohp',
  'hp',
  'handphone',
  'telepon',
  'telp',
  'no_telp',
]);
const NAME_HEADERS = new Set(['name', 'nama', 'full_name', 'nama_lengkap']);

/** `columns`: the CSV's own names of the phone and name columns, which name those values too (`{{nomor}}`, `{{nama}}`). */
export type RowInput = {
  line: number | null;
  ref: string;
  phone: string;
  name?: string | null;
  vars?: Variables;
  columns?: { phone: string; name: string | null };
};

/** A later row of a number already written to the object: the values it gives that the first row left empty. */
export type Fill = { position: number; name: string | null; vars: Variables };

/**
 * Rows as recipients, bad rows and merged duplicates, a row at a time: the recipients are taken out
 * in chunks (`take`), each with its position, and only the numbers seen stay behind (to merge a
 * later row of the same number into its first). A later row whose first was taken already becomes a
 * `Fill` of that first row. At most `keep` bad rows and duplicates are kept; all are counted.
 */
export class AudienceBuilder {
  readonly badRows: BadRow[] = [];
  readonly duplicates: Duplicate[] = [];
  badRowCount = 0;
  duplicateCount = 0;
  /** Recipients so far (taken or not). */
  count = 0;
  private readonly seen = new Map<string, { ref: string; position: number }>();
  private chunk: AudienceRow[] = [];
  private fills: Fill[] = [];

  constructor(
    private readonly countryCode: string,
    private readonly keep = Number.POSITIVE_INFINITY,
  ) {}

  bad(row: BadRow): void {
    this.badRowCount++;
    if (this.badRows.length < this.keep) this.badRows.push(row);
  }

  add(row: RowInput): void {
    const phone = normalisePhone(row.phone, this.countryCode);
    if (!phone.ok) {
      this.bad(badRow(row.line, row.ref, phone.said, row.phone));
      return;
    }
    const name = row.name?.trim() || null;
    const vars: Variables = { ...row.vars, phone: phone.phone, ...(name ? { name } : {}) };
    if (row.columns) {
      vars[row.columns.phone] = phone.phone;
      if (row.columns.name && name) vars[row.columns.name] = name;
    }
    const first = this.seen.get(phone.phone);
    if (first) {
      // The first row of a number wins; a later one only fills what it left empty.
      const waiting = this.chunk[first.position - (this.count - this.chunk.length)];
      if (waiting) {
        for (const [key, value] of Object.entries(vars)) if (value && !waiting.vars[key]) waiting.vars[key] = value;
        waiting.name ??= name;
      } else this.fills.push({ position: first.position, name, vars });
      this.duplicateCount++;
      if (this.duplicates.length < this.keep)
        this.duplicates.push({ line: row.line, ref: row.ref, phone: phone.phone, mergedInto: first.ref });
      return;
    }
    this.seen.set(phone.phone, { ref: row.ref, position: this.count });
    this.chunk.push({ line: row.line, ref: row.ref, phone: phone.phone, name, vars });
    this.count++;
  }

  /** Recipients not taken yet. */
  waiting(): number {
    return this.chunk.length;
  }

  /** The recipients added since the last take (their first's position is `from`), and the fills of earlier ones. */
  take(): { from: number; recipients: AudienceRow[]; fills: Fill[] } {
    const taken = { from: this.count - this.chunk.length, recipients: this.chunk, fills: this.fills };
    this.chunk = [];
    this.fills = [];
    return taken;
  }
}

/** Rows (from a CSV or a list) as recipients, bad rows and merged duplicates. */
export function audienceOf(rows: RowInput[], countryCode: string): Audience {
  const builder = new AudienceBuilder(countryCode);
  for (const row of rows) builder.add(row);
  return { recipients: builder.take().recipients, badRows: builder.badRows, duplicates: builder.duplicates, columns: [] };
}

/** A CSV's header read: the variable names of its columns and which are the phone and the name. */
export type CsvHeader = {
  columns: string[];
  phoneAt: number;
  nameAt: number;
  /** The audience's columns as the report lists them: phone, name, then the others. */
  names: string[];
};

/** The header's columns, or why a file with this header cannot be read. */
export function readHeader(header: CsvRecord | undefined, countryCode: string): CsvHeader | { refused: Said } {
  if (!header) return { refused: said('csv.empty') };
  const columns = header.fields.map(variableName);
  const phoneAt = columns.findIndex((c) => PHONE_HEADERS.has(c));
  if (phoneAt === -1) {
    const looksLikeData = normalisePhone(header.fields[0] ?? '', countryCode).ok;
    return { refused: looksLikeData ? said('csv.headerLooksLikeData') : said('csv.noPhoneColumn', { line: header.line }) };
  }
  const nameAt = columns.findIndex((c) => NAME_HEADERS.has(c));
  const seen = new Map<string, number>();
  for (const [index, column] of columns.entries()) {
    if (!column) return { refused: said('csv.unnamedColumn', { column: index + 1 }) };
    const earlier = seen.get(column);
    if (earlier !== undefined) return { refused: said('csv.sameColumnName', { first: earlier + 1, second: index + 1, name: column }) };
    seen.set(column, index);
  }
  const names = ['phone', ...(nameAt === -1 ? [] : ['name']), ...columns.filter((_, i) => i !== phoneAt && i !== nameAt)];
  return { columns, phoneAt, nameAt, names };
}

/** One record after the header into the builder: a row, or a bad row (empty, or more fields than columns). */
export function addRecord(builder: AudienceBuilder, h: CsvHeader, record: CsvRecord, delimiter: Delimiter): void {
  const { columns, phoneAt, nameAt } = h;
  const ref = `line ${record.line}`;
  if (record.fields.every((f) => f.trim() === '')) {
    builder.bad(badRow(record.line, ref, said('csv.emptyRow'), ''));
    return;
  }
  if (record.fields.length > columns.length) {
    const name = delimiter === ';' ? 'semicolon' : 'comma';
    builder.bad(
      badRow(
        record.line,
        ref,
        said('csv.tooManyFields', { fields: record.fields.length, columns: columns.length, delimiter: name }),
        record.fields.join(delimiter),
      ),
    );
    return;
  }
  const vars: Variables = {};
  for (const [index, column] of columns.entries()) {
    if (index === phoneAt || index === nameAt) continue;
    vars[column] = (record.fields[index] ?? '').trim();
  }
  builder.add({
    line: record.line,
    ref,
    phone: record.fields[phoneAt] ?? '',
    name: nameAt === -1 ? null : (record.fields[nameAt] ?? ''),
    vars,
    columns: { phone: columns[phoneAt] ?? 'phone', name: nameAt === -1 ? null : (columns[nameAt] ?? null) },
  });
}

/** A CSV upload as an audience, or why the file as a whole cannot be read. */
export function audienceFromCsv(text: string, countryCode: string): AudienceResult {
  const csv = readCsv(text);
  if (!csv.ok) return refuse(csv.said);
  const [header, ...records] = csv.records;
  const h = readHeader(header, countryCode);
  if ('refused' in h) return refuse(h.refused);
  const builder = new AudienceBuilder(countryCode);
  for (const record of records) addRecord(builder, h, record, csv.delimiter);
  if (builder.count > MAX_RECIPIENTS) {
    return refuse(said('csv.tooManyRecipients', { recipients: builder.count, max: MAX_RECIPIENTS }));
  }
  return { ok: true, recipients: builder.take().recipients, badRows: builder.badRows, duplicates: builder.duplicates, columns: h.names };
}
