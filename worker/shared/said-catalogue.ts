/**
 * The catalogue of Kurir's own messages: one entry per code, holding the message in English (the
 * API's words: the error bodies keep them as they are) and in Indonesian (the dashboard's), each a
 * function of the code's values. Said as data and rendered by worker/shared/said.ts.
 */

export type Lang = 'en' | 'id';

export type Entry<P> = { en: (p: P) => string; id: (p: P) => string };
// biome-ignore lint/complexity/noBannedTypes: a message without values takes an empty object
type NoValues = {};
/** Both languages of one message; the Indonesian function is typed by the English one's values. */
const entry = <P = NoValues>(en: (p: P) => string, id: (p: NoInfer<P>) => string): Entry<P> => ({ en, id });

const idNumber = (n: number) => n.toLocaleString('id-ID');
const enNumber = (n: number) => n.toLocaleString('en-US');
/** "line 3, line 7 and 2 more" / "baris 3, baris 7 dan 2 lainnya". */
const enRows = (rows: string[], more: number) => `${rows.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
const idRows = (rows: string[], more: number) => `${rows.map(idRef).join(', ')}${more > 0 ? ` dan ${more} lainnya` : ''}`;
/** A row's reference as the API writes it (`line 7`, `recipients[2]`), in Indonesian. */
const idRef = (ref: string) => ref.replace(/^line (\d+)$/, 'baris $1');

/** A `Said` inside another one's values (typed loosely: `Said` is made from this catalogue). */
type Nested = { code: string; values: object };

/**
 * What a stored message says in `lang`, or undefined when the catalogue no longer says it the way it
 * was stored: its code is gone or renamed, or its values no longer fit (rendering them throws, or
 * the English they make is not the `english` stored with them). A campaign's audience report keeps
 * its bad rows' messages as data; an older report must still render, in the stored English.
 */
export function sayStoredIn(s: Nested, english: string, lang: Lang): string | undefined {
  const message: Entry<object> | undefined = Object.hasOwn(MESSAGES, s.code) ? Reflect.get(MESSAGES, s.code) : undefined;
  if (!message) return undefined;
  try {
    return message.en(s.values) === english ? message[lang](s.values) : undefined;
  } catch {
    return undefined;
  }
}

/** A nested message in `lang`, or the English `reason` it was stored with when the catalogue no longer says it. */
const nestedIn = (s: Nested | undefined, reason: string, lang: Lang): string => (s && sayStoredIn(s, reason, lang)) ?? reason;

export const MESSAGES = {
  // Text fields (worker/shared/fields.ts, validation.ts).
  'text.empty': entry(
    () => 'must not be empty',
    () => 'tidak boleh kosong',
  ),
  'text.tooShort': entry(
    (p: { min: number }) => `must be at least ${p.min} characters`,
    (p) => `minimal ${p.min} karakter`,
  ),
  'text.tooLong': entry(
    (p: { max: number; length: number }) => `must be at most ${p.max} characters (got ${p.length})`,
    (p) => `maksimal ${p.max} karakter (terisi ${p.length})`,
  ),
  'text.loneSurrogate': entry(
    (p: { unit: string; index: number }) =>
      `holds an unpaired UTF-16 surrogate (U+${p.unit} at index ${p.index}); send well-formed Unicode`,
    (p) => `berisi surrogate UTF-16 tanpa pasangan (U+${p.unit} di indeks ${p.index}); kirim Unicode yang utuh`,
  ),
  'text.nul': entry(
    (p: { index: number }) => `holds a NUL character (U+0000 at index ${p.index})`,
    (p) => `berisi karakter NUL (U+0000 di indeks ${p.index})`,
  ),
  'phone.plus': entry(
    () => 'write the number without the leading "+", e.g. 6281234567890',
    () => 'tulis nomornya tanpa "+" di depan, mis. 6281234567890',
  ),
  'phone.leadingZero': entry(
    () => 'use the international format: country code first and no leading 0 (e.g. 6281234567890 instead of 081234567890)',
    () => 'pakai format internasional: kode negara di depan, tanpa 0 di awal (mis. 6281234567890, bukan 081234567890)',
  ),
  'phone.digits': entry(
    () => 'must be 8 to 15 digits, country code first, e.g. 6281234567890',
    () => 'harus 8 sampai 15 angka, kode negara di depan, mis. 6281234567890',
  ),
  'query.wholeNumber': entry(
    (p: { min: number; max: number; got: string }) =>
      `must be a whole number from ${p.min} to ${enNumber(p.max)}, in plain decimal digits (got "${p.got}")`,
    (p) => `harus bilangan bulat dari ${p.min} sampai ${idNumber(p.max)}, ditulis dengan angka biasa (terisi "${p.got}")`,
  ),
  'cursor.unknown': entry(
    () => 'is not a cursor this list gave out: pass nextCursor from the previous page as it is',
    () => 'bukan penanda halaman dari daftar ini: buka lagi halaman sebelumnya',
  ),

  // Contacts and the chatbot's business hours.
  'contacts.tooManyFields': entry(
    () => 'at most 50 custom fields',
    () => 'maksimal 50 kolom khusus',
  ),
  'contacts.noChange': entry(
    () => 'change at least one field',
    () => 'ubah setidaknya satu isian',
  ),
  'hours.fromBeforeTo': entry(
    () => 'from must be before to',
    () => 'jam mulai harus sebelum jam selesai',
  ),
  'hours.time': entry(
    (p: { first: string; last: string }) => `must be HH:MM, ${p.first} to ${p.last}`,
    (p) => `harus berformat JJ:MM, ${p.first} sampai ${p.last}`,
  ),
  'hours.timeZone': entry(
    () => 'must be an IANA time zone such as Asia/Jakarta',
    () => 'harus zona waktu IANA seperti Asia/Jakarta',
  ),

  // Broadcasts: the pace, the file and its rows (worker/broadcasts/).
  'pace.maxBelowMin': entry(
    () => 'must be at least paceMinMs',
    () => 'tidak boleh kurang dari jeda minimum',
  ),
  'broadcast.tooManyVariables': entry(
    () => 'at most 50 variables per recipient',
    () => 'maksimal 50 variabel per penerima',
  ),
  'phone.empty': entry(
    () => 'the phone number is empty',
    () => 'nomor teleponnya kosong',
  ),
  'phone.exponent': entry(
    (p: { written: string }) =>
      `"${p.written}" is a number a spreadsheet shortened to exponent form; format the phone column as text and export again`,
    (p) =>
      `"${p.written}" adalah angka yang dipendekkan spreadsheet ke bentuk eksponen; format kolom telepon sebagai teks lalu ekspor lagi`,
  ),
  'phone.notDigits': entry(
    (p: { written: string }) => `"${p.written}" holds characters other than digits`,
    (p) => `"${p.written}" berisi karakter selain angka`,
  ),
  'phone.noCountryCode': entry(
    (p: { written: string; countryCode: string }) =>
      `"${p.written}" has no country code: write it as +${p.countryCode}… or with its leading 0`,
    (p) => `"${p.written}" tidak punya kode negara: tulis sebagai +${p.countryCode}… atau dengan 0 di depannya`,
  ),
  'phone.noCountryCodeAfterPlus': entry(
    (p: { written: string }) => `"${p.written}" has no country code after the + or 00`,
    (p) => `"${p.written}" tidak punya kode negara setelah + atau 00`,
  ),
  'phone.tooShort': entry(
    (p: { written: string; digits: number }) => `"${p.written}" is too short for a phone number (${p.digits} digits, at least 8)`,
    (p) => `"${p.written}" terlalu pendek untuk nomor telepon (${p.digits} angka, minimal 8)`,
  ),
  'phone.tooLong': entry(
    (p: { written: string; digits: number }) => `"${p.written}" is too long for a phone number (${p.digits} digits, at most 15)`,
    (p) => `"${p.written}" terlalu panjang untuk nomor telepon (${p.digits} angka, maksimal 15)`,
  ),
  'csv.unclosedQuote': entry(
    (p: { line: number }) => `the quoted field that opens on line ${p.line} is never closed`,
    (p) => `isian berkutip yang dibuka di baris ${p.line} tidak pernah ditutup`,
  ),
  'csv.empty': entry(
    () => 'the file is empty: it needs a header line (phone, name, …) and a row per recipient',
    () => 'berkasnya kosong: perlu baris judul (phone, name, …) dan satu baris per penerima',
  ),
  'csv.headerLooksLikeData': entry(
    () => 'line 1 must name the columns (e.g. "phone,name,kota"); it looks like a row of data',
    () => 'baris 1 harus menamai kolom (mis. "phone,name,kota"); isinya tampak seperti baris data',
  ),
  'csv.noPhoneColumn': entry(
    (p: { line: number }) => `the header line (line ${p.line}) has no phone column: name one of phone, nomor, no_hp, whatsapp, wa`,
    (p) => `baris judul (baris ${p.line}) tidak punya kolom telepon: beri nama salah satu dari phone, nomor, no_hp, whatsapp, wa`,
  ),
  'csv.unnamedColumn': entry(
    (p: { column: number }) => `column ${p.column} of the header line has no name`,
    (p) => `kolom ${p.column} di baris judul tidak bernama`,
  ),
  'csv.sameColumnName': entry(
    (p: { first: number; second: number; name: string }) =>
      `columns ${p.first} and ${p.second} of the header line both name the variable "${p.name}"`,
    (p) => `kolom ${p.first} dan ${p.second} di baris judul sama-sama bernama "${p.name}"`,
  ),
  'csv.emptyRow': entry(
    () => 'the row is empty',
    () => 'barisnya kosong',
  ),
  'csv.tooManyFields': entry(
    (p: { fields: number; columns: number; delimiter: 'semicolon' | 'comma' }) =>
      `the row has ${p.fields} fields, the header ${p.columns} (a ${p.delimiter} inside a value needs quotes)`,
    (p) =>
      `barisnya berisi ${p.fields} isian, baris judul ${p.columns} (${p.delimiter === 'semicolon' ? 'titik koma' : 'koma'} di dalam nilai perlu diapit tanda kutip)`,
  ),
  'csv.tooManyRecipients': entry(
    (p: { recipients: number; max: number }) => `the file has ${p.recipients} recipients; a campaign takes at most ${p.max}`,
    (p) => `berkasnya berisi ${idNumber(p.recipients)} penerima; satu kampanye paling banyak ${idNumber(p.max)}`,
  ),
  'csv.unreadable': entry(
    (p: { reason: string; why?: Nested }) => `the CSV cannot be read: ${p.reason}`,
    (p) => `CSV-nya tidak bisa dibaca: ${nestedIn(p.why, p.reason, 'id')}`,
  ),
  'audience.allRefused': entry(
    (p: { rows: number }) => `no recipient left to send to: all ${p.rows} rows are refused`,
    (p) => `tidak ada penerima tersisa: ke-${p.rows} barisnya ditolak`,
  ),
  'audience.noContact': entry(
    () => 'the audience has no recipient (no contact has these labels)',
    () => 'audiens tidak punya penerima (tidak ada kontak berlabel ini)',
  ),
  'audience.noRecipient': entry(
    () => 'no recipient',
    () => 'tidak ada penerima',
  ),
  'audience.badRow': entry(
    (p: { ref: string; reason: string; why?: Nested }) => `${p.ref}: ${p.reason}`,
    (p) => `${idRef(p.ref)}: ${nestedIn(p.why, p.reason, 'id')}`,
  ),
  'message.noValue': entry(
    (p: { name: string; rows: string[]; more: number }) =>
      `{{${p.name}}} has no value for ${enRows(p.rows, p.more)}; give ${p.rows.length + p.more === 1 ? 'that row' : 'those rows'} a value, or the placeholder a fallback: {{${p.name}|…}}`,
    (p) =>
      `{{${p.name}}} tidak punya nilai untuk ${idRows(p.rows, p.more)}; isi nilainya di ${p.rows.length + p.more === 1 ? 'baris itu' : 'baris-baris itu'}, atau beri placeholder nilai cadangan: {{${p.name}|…}}`,
  ),
  'message.cannotSend': entry(
    (p: { problems: number }) => `the message cannot be sent to every recipient: ${p.problems} problem(s)`,
    (p) => `pesannya tidak bisa dikirim ke semua penerima: ${p.problems} masalah`,
  ),

  // zod's own checks, named from the values their issues carry (zodIssueSaid).
  'zod.required': entry(
    () => 'is required',
    () => 'wajib diisi',
  ),
  'zod.type': entry(
    (p: { expected: string }) => `must be a ${p.expected}`,
    (p) =>
      `harus berupa ${{ string: 'teks', number: 'angka', int: 'bilangan bulat', boolean: 'ya/tidak', array: 'daftar', object: 'objek' }[p.expected] ?? p.expected}`,
  ),
  'zod.oneOf': entry(
    (p: { values: string[] }) => `must be one of ${p.values.join(', ')}`,
    (p) => `harus salah satu dari ${p.values.join(', ')}`,
  ),
  'zod.textAtLeast': entry(
    (p: { min: number }) => (p.min === 1 ? 'must not be empty' : `must be at least ${p.min} characters`),
    (p) => (p.min === 1 ? 'tidak boleh kosong' : `minimal ${p.min} karakter`),
  ),
  'zod.textAtMost': entry(
    (p: { max: number }) => `must be at most ${p.max} characters`,
    (p) => `maksimal ${p.max} karakter`,
  ),
  'zod.itemsAtLeast': entry(
    (p: { min: number }) => `must hold at least ${p.min}`,
    (p) => (p.min === 1 ? 'pilih setidaknya satu' : `minimal ${p.min} isian`),
  ),
  'zod.itemsAtMost': entry(
    (p: { max: number }) => `must hold at most ${p.max}`,
    (p) => `maksimal ${p.max} isian`,
  ),
  'zod.numberAtLeast': entry(
    (p: { min: number }) => `must be at least ${enNumber(p.min)}`,
    (p) => `minimal ${idNumber(p.min)}`,
  ),
  'zod.numberAtMost': entry(
    (p: { max: number }) => `must be at most ${enNumber(p.max)}`,
    (p) => `maksimal ${idNumber(p.max)}`,
  ),
  'zod.wholeNumber': entry(
    () => 'must be a whole number',
    () => 'harus bilangan bulat',
  ),
  'zod.email': entry(
    () => 'must be an email address, e.g. dewi@example.com',
    () => 'harus alamat email, mis. dewi@example.com',
  ),
  'zod.dateTime': entry(
    () => 'must be a date and time',
    () => 'harus tanggal dan jam',
  ),
  'zod.format': entry(
    () => 'is not in the expected format',
    () => 'formatnya tidak sesuai',
  ),
  'zod.unknownFields': entry(
    (p: { keys: string[] }) => `unknown field${p.keys.length === 1 ? '' : 's'} ${p.keys.map((k) => `"${k}"`).join(', ')}`,
    (p) => `isian tidak dikenal: ${p.keys.map((k) => `"${k}"`).join(', ')}`,
  ),
};
