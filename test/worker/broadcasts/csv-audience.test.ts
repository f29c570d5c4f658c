import { describe, expect, it } from 'vitest';
import { audienceFromCsv } from '../../../worker/broadcasts/audience';
import { readCsv } from '../../../worker/broadcasts/csv-reader';
import { sayIn } from '../../../worker/shared/said';

function audience(text: string) {
  const result = audienceFromCsv(text, '62');
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

describe('reading a CSV as spreadsheets write it', () => {
  it('drops a byte-order mark and reads CRLF lines', () => {
    const csv = readCsv('\uFEFFphone,name\r\n081234567890,Budi\r\n081234567891,Sari\r\n');
    expect(csv).toEqual({
      ok: true,
      delimiter: ',',
      records: [
        { line: 1, fields: ['phone', 'name'] },
        { line: 2, fields: ['081234567890', 'Budi'] },
        { line: 3, fields: ['081234567891', 'Sari'] },
      ],
    });
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields, counting lines as a person sees them', () => {
    const csv = readCsv('phone,name,alamat\n0811111111,"Tan, Budi","Jl. ""Mawar"" 1\nBandung"\n0822222222,Sari,Medan\n');
    expect(csv.ok && csv.records).toEqual([
      { line: 1, fields: ['phone', 'name', 'alamat'] },
      { line: 2, fields: ['0811111111', 'Tan, Budi', 'Jl. "Mawar" 1\nBandung'] },
      { line: 4, fields: ['0822222222', 'Sari', 'Medan'] },
    ]);
  });

  it('reads semicolon-separated files (Excel in an Indonesian locale) and a lone CR between lines', () => {
    const csv = readCsv('nomor;nama;kota\r0811111111;Budi;Bandung, Jawa Barat\r');
    expect(csv).toMatchObject({
      ok: true,
      delimiter: ';',
      records: [{ line: 1 }, { line: 2, fields: ['0811111111', 'Budi', 'Bandung, Jawa Barat'] }],
    });
  });

  it('refuses a quoted field that is never closed, naming the line it opens on', () => {
    expect(readCsv('phone,name\n0811,"Budi\n0822,Sari\n')).toMatchObject({
      ok: false,
      line: 2,
      reason: 'the quoted field that opens on line 2 is never closed',
    });
  });
});

describe('a CSV audience', () => {
  it('normalises numbers, lists every bad row with its line and reason, and keeps the other columns as variables', () => {
    const a = audience(
      [
        'phone,name,Kota Asal',
        '+62 812-1111-1111,Budi,Bandung',
        '0812ABC,Sari,Medan',
        ',Tono,Solo',
        '081222222222,Ani,',
        '',
        '6.28123E+11,Rudi,Bogor',
      ].join('\n'),
    );
    expect(a.recipients).toEqual([
      {
        line: 2,
        ref: 'line 2',
        phone: '6281211111111',
        name: 'Budi',
        vars: { kota_asal: 'Bandung', phone: '6281211111111', name: 'Budi' },
      },
      { line: 5, ref: 'line 5', phone: '6281222222222', name: 'Ani', vars: { kota_asal: '', phone: '6281222222222', name: 'Ani' } },
    ]);
    expect(a.badRows).toMatchObject([
      { line: 3, ref: 'line 3', reason: '"0812ABC" holds characters other than digits' },
      { line: 4, ref: 'line 4', reason: 'the phone number is empty' },
      { line: 7, ref: 'line 7', reason: expect.stringContaining('exponent form') },
    ]);
    // The same reasons as the dashboard says them in Indonesian.
    expect(a.badRows.map((r) => r.said && sayIn(r.said, 'id'))).toEqual([
      '"0812ABC" berisi karakter selain angka',
      'nomor teleponnya kosong',
      expect.stringContaining('bentuk eksponen'),
    ]);
    expect(a.columns).toEqual(['phone', 'name', 'kota_asal']);
  });

  it('merges rows of the same number (written differently) into the first, which only takes the values it lacked', () => {
    const a = audience('no_hp,nama,kota\n081211111111,Budi,\n+6281211111111,Budi S,Bandung\n6281211111111,,Jakarta\n');
    expect(a.recipients).toEqual([
      {
        line: 2,
        ref: 'line 2',
        phone: '6281211111111',
        name: 'Budi',
        // The file's own column names name the number and the name too: {{no_hp}}, {{nama}}.
        vars: { kota: 'Bandung', phone: '6281211111111', name: 'Budi', no_hp: '6281211111111', nama: 'Budi' },
      },
    ]);
    expect(a.duplicates).toEqual([
      { line: 3, ref: 'line 3', phone: '6281211111111', mergedInto: 'line 2' },
      { line: 4, ref: 'line 4', phone: '6281211111111', mergedInto: 'line 2' },
    ]);
  });

  it('reports a row with more fields than the header and a row of empty fields, and ignores blank lines', () => {
    const a = audience('phone,name\n081211111111,Budi,extra\n,\n\n\n081233333333,Sari\n');
    expect(a.badRows).toMatchObject([
      { line: 2, ref: 'line 2', reason: expect.stringContaining('3 fields, the header 2') },
      { line: 3, ref: 'line 3', reason: 'the row is empty' },
    ]);
    expect(a.recipients.map((r) => r.line)).toEqual([6]);
  });

  it('refuses a file whose header names no phone column, or that starts with data', () => {
    expect(audienceFromCsv('nama,kota\nBudi,Bandung\n', '62')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no phone column'),
    });
    expect(audienceFromCsv('081211111111,Budi\n', '62')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('must name the columns'),
    });
    expect(audienceFromCsv('phone,Name,name\n', '62')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('both name the variable "name"'),
    });
    expect(audienceFromCsv('\uFEFF', '62')).toMatchObject({ ok: false, reason: expect.stringContaining('the file is empty') });
  });
});
