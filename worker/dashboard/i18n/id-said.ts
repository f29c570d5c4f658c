/** Pesan Kurir sendiri dalam bahasa Indonesia: kode yang sama dengan `en-said.ts`. */
import type { said as en, Nested } from './en-said';
import { storedIn } from './said-stored';

const idNumber = (n: number) => n.toLocaleString('id-ID');
/** "baris 3, baris 7 dan 2 lainnya". */
const idRows = (rows: string[], more: number) => `${rows.map(idRef).join(', ')}${more > 0 ? ` dan ${more} lainnya` : ''}`;
/** A row's reference as the API writes it (`line 7`, `recipients[2]`), in Indonesian. */
const idRef = (ref: string) => ref.replace(/^line (\d+)$/, 'baris $1');
/** A nested message in Indonesian, or the English `reason` it was stored with when the catalogue no longer says it. */
const nested = (s: Nested | undefined, reason: string): string => (s && storedIn(said, s, reason)) ?? reason;

export const said: typeof en = {
  // Text fields (worker/shared/fields.ts, validation.ts).
  'text.empty': () => 'tidak boleh kosong',
  'text.tooShort': (p) => `minimal ${p.min} karakter`,
  'text.tooLong': (p) => `maksimal ${p.max} karakter (terisi ${p.length})`,
  'text.loneSurrogate': (p) => `berisi surrogate UTF-16 tanpa pasangan (U+${p.unit} di indeks ${p.index}); kirim Unicode yang utuh`,
  'text.nul': (p) => `berisi karakter NUL (U+0000 di indeks ${p.index})`,
  'phone.plus': () => 'tulis nomornya tanpa "+" di depan, mis. 6281234567890',
  'phone.leadingZero': () => 'pakai format internasional: kode negara di depan, tanpa 0 di awal (mis. 6281234567890, bukan 081234567890)',
  'phone.digits': () => 'harus 8 sampai 15 angka, kode negara di depan, mis. 6281234567890',
  'query.wholeNumber': (p) =>
    `harus bilangan bulat dari ${p.min} sampai ${idNumber(p.max)}, ditulis dengan angka biasa (terisi "${p.got}")`,
  'cursor.unknown': () => 'bukan penanda halaman dari daftar ini: buka lagi halaman sebelumnya',

  // Contacts and the chatbot's business hours.
  'contacts.tooManyFields': () => 'maksimal 50 kolom khusus',
  'contacts.noChange': () => 'ubah setidaknya satu isian',
  'hours.fromBeforeTo': () => 'jam mulai harus sebelum jam selesai',
  'hours.time': (p) => `harus berformat JJ:MM, ${p.first} sampai ${p.last}`,
  'hours.timeZone': () => 'harus zona waktu IANA seperti Asia/Jakarta',

  // Broadcasts: the pace, the file and its rows (worker/broadcasts/).
  'pace.maxBelowMin': () => 'tidak boleh kurang dari jeda minimum',
  'broadcast.tooManyVariables': () => 'maksimal 50 variabel per penerima',
  'phone.empty': () => 'nomor teleponnya kosong',
  'phone.exponent': (p) =>
    `"${p.written}" adalah angka yang dipendekkan spreadsheet ke bentuk eksponen; format kolom telepon sebagai teks lalu ekspor lagi`,
  'phone.notDigits': (p) => `"${p.written}" berisi karakter selain angka`,
  'phone.noCountryCode': (p) => `"${p.written}" tidak punya kode negara: tulis sebagai +${p.countryCode}… atau dengan 0 di depannya`,
  'phone.noCountryCodeAfterPlus': (p) => `"${p.written}" tidak punya kode negara setelah + atau 00`,
  'phone.tooShort': (p) => `"${p.written}" terlalu pendek untuk nomor telepon (${p.digits} angka, minimal 8)`,
  'phone.tooLong': (p) => `"${p.written}" terlalu panjang untuk nomor telepon (${p.digits} angka, maksimal 15)`,
  'csv.unclosedQuote': (p) => `isian berkutip yang dibuka di baris ${p.line} tidak pernah ditutup`,
  'csv.empty': () => 'berkasnya kosong: perlu baris judul (phone, name, …) dan satu baris per penerima',
  'csv.headerLooksLikeData': () => 'baris 1 harus menamai kolom (mis. "phone,name,kota"); isinya tampak seperti baris data',
  'csv.noPhoneColumn': (p) =>
    `baris judul (baris ${p.line}) tidak punya kolom telepon: beri nama salah satu dari phone, nomor, no_hp, whatsapp, wa`,
  'csv.unnamedColumn': (p) => `kolom ${p.column} di baris judul tidak bernama`,
  'csv.sameColumnName': (p) => `kolom ${p.first} dan ${p.second} di baris judul sama-sama bernama "${p.name}"`,
  'csv.emptyRow': () => 'barisnya kosong',
  'csv.tooManyFields': (p) =>
    `barisnya berisi ${p.fields} isian, baris judul ${p.columns} (${p.delimiter === 'semicolon' ? 'titik koma' : 'koma'} di dalam nilai perlu diapit tanda kutip)`,
  'csv.tooManyRecipients': (p) => `berkasnya berisi ${idNumber(p.recipients)} penerima; satu kampanye paling banyak ${idNumber(p.max)}`,
  'csv.unreadable': (p) => `CSV-nya tidak bisa dibaca: ${nested(p.why, p.reason)}`,
  'audience.allRefused': (p) => `tidak ada penerima tersisa: ke-${p.rows} barisnya ditolak`,
  'audience.noContact': () => 'audiens tidak punya penerima (tidak ada kontak berlabel ini)',
  'audience.noRecipient': () => 'tidak ada penerima',
  'audience.badRow': (p) => `${idRef(p.ref)}: ${nested(p.why, p.reason)}`,
  'message.noValue': (p) =>
    `{{${p.name}}} tidak punya nilai untuk ${idRows(p.rows, p.more)}; isi nilainya di ${p.rows.length + p.more === 1 ? 'baris itu' : 'baris-baris itu'}, atau beri placeholder nilai cadangan: {{${p.name}|…}}`,
  'message.cannotSend': (p) => `pesannya tidak bisa dikirim ke semua penerima: ${p.problems} masalah`,
};
