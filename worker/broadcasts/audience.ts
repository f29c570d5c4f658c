/**
 * A broadcast's audience as rows of people: from a CSV upload (its header names the columns: a
 * phone column, an optional name column, every other column a variable) or from a list. Every row
 * ends as a recipient, a bad row (with its line and the reason) or a duplicate merged into the
 * first row of its number; none is dropped without a word. Pure.
 */
import { shown } from '../shared/fields';
import { english, type Said, said } from '../shared/said';
import { readCsv } from './csv-reader';
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

/** Rows (from a CSV or a list) as recipients, bad rows and merged duplicates. */
export function audienceOf(rows: RowInput[], countryCode: string): Audience {
  const recipients: AudienceRow[] = [];
  const badRows: BadRow[] = [];
  const duplicates: Duplicate[] = [];
  const byPhone = new Map<string, AudienceRow>();
  for (const row of rows) {
    const phone = normalisePhone(row.phone, countryCode);
    if (!phone.ok) {
      badRows.push(badRow(row.line, row.ref, phone.said, row.phone));
      continue;
    }
    const name = row.name?.trim() || null;
    const vars: Variables = { ...row.vars, phone: phone.phone, ...(name ? { name } : {}) };
    if (row.columns) {
      vars[row.columns.phone] = phone.phone;
      if (row.columns.name && name) vars[row.columns.name] = name;
    }
    const first = byPhone.get(phone.phone);
    if (first) {
      // The first row of a number wins; a later one only fills what it left empty.
      for (const [key, value] of Object.entries(vars)) if (value && !first.vars[key]) first.vars[key] = value;
      first.name ??= name;
      duplicates.push({ line: row.line, ref: row.ref, phone: phone.phone, mergedInto: first.ref });
      continue;
    }
    const recipient = { line: row.line, ref: row.ref, phone: phone.phone, name, vars };
    byPhone.set(phone.phone, recipient);
    recipients.push(recipient);
  }
  return { recipients, badRows, duplicates, columns: [] };
}

/** A CSV upload as an audience, or why the file as a whole cannot be read. */
export function audienceFromCsv(text: string, countryCode: string): AudienceResult {
  const csv = readCsv(text);
  if (!csv.ok) return refuse(csv.said);
  const [header, ...records] = csv.records;
  if (!header) return refuse(said('csv.empty'));
  const columns = header.fields.map(variableName);
  const phoneAt = columns.findIndex((c) => PHONE_HEADERS.has(c));
  if (phoneAt === -1) {
    const looksLikeData = normalisePhone(header.fields[0] ?? '', countryCode).ok;
    return refuse(looksLikeData ? said('csv.headerLooksLikeData') : said('csv.noPhoneColumn', { line: header.line }));
  }
  const nameAt = columns.findIndex((c) => NAME_HEADERS.has(c));
  const seen = new Map<string, number>();
  for (const [index, column] of columns.entries()) {
    if (!column) return refuse(said('csv.unnamedColumn', { column: index + 1 }));
    const earlier = seen.get(column);
    if (earlier !== undefined) {
      return refuse(said('csv.sameColumnName', { first: earlier + 1, second: index + 1, name: column }));
    }
    seen.set(column, index);
  }

  const rows: RowInput[] = [];
  const badRows: BadRow[] = [];
  const aliases = { phone: columns[phoneAt] ?? 'phone', name: nameAt === -1 ? null : (columns[nameAt] ?? null) };
  for (const record of records) {
    if (record.fields.every((f) => f.trim() === '')) {
      badRows.push(badRow(record.line, `line ${record.line}`, said('csv.emptyRow'), ''));
      continue;
    }
    if (record.fields.length > columns.length) {
      const delimiter = csv.delimiter === ';' ? 'semicolon' : 'comma';
      badRows.push(
        badRow(
          record.line,
          `line ${record.line}`,
          said('csv.tooManyFields', { fields: record.fields.length, columns: columns.length, delimiter }),
          record.fields.join(csv.delimiter),
        ),
      );
      continue;
    }
    const vars: Variables = {};
    for (const [index, column] of columns.entries()) {
      if (index === phoneAt || index === nameAt) continue;
      vars[column] = (record.fields[index] ?? '').trim();
    }
    const phone = record.fields[phoneAt] ?? '';
    rows.push({
      line: record.line,
      ref: `line ${record.line}`,
      phone,
      name: nameAt === -1 ? null : (record.fields[nameAt] ?? ''),
      vars,
      columns: aliases,
    });
  }
  const audience = audienceOf(rows, countryCode);
  if (audience.recipients.length > MAX_RECIPIENTS) {
    return refuse(said('csv.tooManyRecipients', { recipients: audience.recipients.length, max: MAX_RECIPIENTS }));
  }
  const names = ['phone', ...(nameAt === -1 ? [] : ['name']), ...columns.filter((_, i) => i !== phoneAt && i !== nameAt)];
  return {
    ok: true,
    ...audience,
    badRows: [...badRows, ...audience.badRows].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
    columns: names,
  };
}
