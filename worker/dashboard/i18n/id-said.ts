/** Pesan Kurir sendiri dalam bahasa Indonesia: kode yang sama dengan `en-said.ts`. */
import type { Permission } from '../../members/roles';
import type { AddressKind, AddressProblem } from '../../webhooks/address-problem';
import type { said as en, Nested } from './en-said';
import { actionSaid } from './id-actions';
import { alertsSaid } from './id-alerts';
import { assistantSaid } from './id-assistant';
import { cannedSaid } from './id-canned';
import { detailSaid } from './id-details';
import { storedIn } from './said-stored';

const idNumber = (n: number) => n.toLocaleString('id-ID');

const COUNTRY_NAMES_ID: Record<string, string> = {
  '62': 'Indonesia',
  '1': 'Amerika Utara',
  '60': 'Malaysia',
  '65': 'Singapura',
  '61': 'Australia',
  '44': 'Inggris',
  '91': 'India',
  '7': 'Rusia atau Kazakhstan',
};
/** "nomor HP Indonesia", "nomor telepon rumah Malaysia". */
const planNameId = (p: { countryCode: string; kind: 'mobile' | 'fixed' | 'any' }) =>
  `${p.kind === 'mobile' ? 'nomor HP' : p.kind === 'fixed' ? 'nomor telepon tetap' : 'nomor'} ${COUNTRY_NAMES_ID[p.countryCode] ?? `+${p.countryCode}`}`;
/** "baris 3, baris 7 dan 2 lainnya". */
const idRows = (rows: string[], more: number) => `${rows.map(idRef).join(', ')}${more > 0 ? ` dan ${more} lainnya` : ''}`;
/** A row's reference as the API writes it (`line 7`, `recipients[2]`), in Indonesian. */
const idRef = (ref: string) => ref.replace(/^line (\d+)$/, 'baris $1');
/** A nested message in Indonesian, or the English `reason` it was stored with when the catalogue no longer says it. */
const nested = (s: Nested | undefined, reason: string): string => (s && storedIn(said, s, reason)) ?? reason;

const idKinds: Record<AddressKind, (cidr: string) => string> = {
  notAnAddress: () => 'alamat yang tidak sah',
  thisNetwork: (r) => `alamat kosong atau "jaringan ini" (${r})`,
  private: (r) => `alamat privat (${r})`,
  carrierNat: (r) => `alamat NAT operator (${r})`,
  loopback: (r) => `alamat loopback (${r})`,
  linkLocalMetadata: (r) => `alamat link-local (${r}, tempat layanan metadata cloud menjawab)`,
  ietf: (r) => `alamat protokol IETF (${r})`,
  benchmarking: (r) => `alamat uji kinerja (${r})`,
  multicast: (r) => `alamat multicast (${r})`,
  reserved: (r) => `alamat cadangan atau broadcast (${r})`,
  unspecified: (r) => `alamat kosong (${r})`,
  loopbackOne: (r) => `alamat loopback (${r})`,
  compatible: (r) => `alamat IPv4-compatible (${r}, usang)`,
  localNat64: (r) => `alamat NAT64 lokal (${r})`,
  discard: (r) => `alamat buangan (${r})`,
  uniqueLocal: (r) => `alamat unique-local (${r})`,
  linkLocal: (r) => `alamat link-local (${r})`,
  siteLocal: (r) => `alamat site-local (${r}, usang)`,
};
/** What each permission opens, as the menu names it. */
const idPermissions: Record<Permission, string> = {
  inbox: 'kotak masuk',
  devices: 'perangkat',
  broadcasts: 'broadcast',
  developer: 'menu Developer (API Key, log permintaan)',
  webhooks: 'webhook',
  members: 'anggota',
  chatbot: 'chatbot',
  cannedReplies: 'pengelolaan balasan cepat',
  labels: 'pengelolaan label',
  assistant: 'asisten AI',
};
const idVia = { mapped: 'IPv4-mapped', translated: 'IPv4-translated', nat64: 'NAT64', '6to4': '6to4' } as const;
const idAddress = (p: AddressProblem): string => {
  if (p.kind === 'notAnAddress') return `${idKinds.notAnAddress(p.cidr)} (${p.address})`;
  const what = idKinds[p.kind](p.cidr);
  return p.via ? `${p.address}, alamat ${idVia[p.via]} dari ${p.inner}, ${what}` : `${p.address}, ${what}`;
};

export const said: typeof en = {
  ...cannedSaid,
  ...actionSaid,
  ...alertsSaid,
  ...assistantSaid,
  ...detailSaid,
  // Text fields (worker/shared/fields.ts, validation.ts).
  'text.empty': () => 'tidak boleh kosong',
  'field.required': () => 'wajib diisi',
  'dashboard.shown': (p) => p.text,
  'field.notANumber': () => 'harus berupa angka',
  'field.wrongKind': () => 'bukan nilai yang diterima isian ini',
  'field.atLeast': (p) => (p.inclusive ? `paling kecil ${p.min}` : `harus lebih dari ${p.min}`),
  'field.atMost': (p) => (p.inclusive ? `paling besar ${p.max}` : `harus kurang dari ${p.max}`),
  'field.maxChars': (p) => `maksimal ${p.max} karakter`,
  'field.chooseAtLeast': (p) => `pilih paling sedikit ${p.min}`,
  'field.chooseAtMost': (p) => `pilih paling banyak ${p.max}`,
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

  // Webhook and media URLs (worker/webhooks/url-policy.ts).
  'url.tooLong': (p) => `maksimal ${idNumber(p.max)} karakter${p.normalised ? ' setelah dinormalkan' : ''}`,
  'url.control': (p) => `tidak boleh berisi karakter kontrol (U+${p.code} di indeks ${p.index})`,
  'url.loneSurrogate': () => 'harus Unicode yang utuh (ada surrogate UTF-16 tanpa pasangan)',
  'url.notAbsolute': () => 'harus URL lengkap, mis. https://toko.example.com/kurir',
  'url.httpOnlyLocal': () => 'http:// hanya boleh ke localhost selama worker berjalan lokal; pakai https://',
  'url.httpsOrLocal': () => 'harus https:// (atau http:// ke localhost, 127.0.0.1 atau [::1])',
  'url.https': () => 'harus https://',
  'url.noHost': () => 'harus menyebut host-nya: https://host/path',
  'url.credentials': () => 'tidak boleh memuat nama pengguna atau kata sandi; pakai kunci HMAC untuk mengautentikasi permintaan',
  'url.portZero': () => 'port 0 bukan port yang didengarkan server',
  'url.pointsTo': (p) => `tidak boleh mengarah ke ${idAddress(p.problem)}`,
  'url.address': (p) => idAddress(p.problem),
  'url.metadata': (p) => `tidak boleh mengarah ke layanan metadata cloud (${p.name})`,
  'url.localSuffix': (p) => `tidak boleh mengarah ke nama yang hanya dikenal di jaringan lokal (.${p.suffix})`,
  'url.noDot': (p) => `harus host publik: "${p.name}" tidak bertitik, jadi hanya dikenal di jaringan lokal`,

  // The dashboard's refusals (worker/dashboard/session.ts, csrf.ts).
  'role.mayNotUse': (p) => `peran Anda tidak boleh membuka ${idPermissions[p.permission]}`,
  'csrf.otherOrigin': () => 'permintaan lintas situs ditolak: Origin-nya bukan dasbor ini',
  'csrf.crossSite': () => 'permintaan lintas situs ditolak',
  'csrf.token': () => 'token CSRF tidak ada atau salah: muat ulang halaman lalu coba lagi',

  // Contacts and the chatbot's business hours.
  'contacts.tooManyFields': () => 'maksimal 50 kolom khusus',
  'contacts.noChange': () => 'ubah setidaknya satu isian',
  'regex.tooLong': (p) => `maksimal ${p.max} karakter`,
  'regex.backreference': () => 'backreference (\\1, \\k<name>) tidak didukung: perlu mesin backtracking',
  'regex.lookaround': () => 'lookahead dan lookbehind ((?=, (?!, (?<=, (?<!) tidak didukung',
  'regex.invalid': () => 'bukan ekspresi reguler yang bisa dijalankan bot ini',
  'body.tooLarge': (p) => `isian ini lebih dari ${p.max.toLocaleString('id-ID')} byte`,
  'hours.fromBeforeTo': () => 'jam mulai harus sebelum jam selesai',
  'hours.time': (p) => `harus berformat JJ:MM, ${p.first} sampai ${p.last}`,
  'hours.timeZone': () => 'harus zona waktu IANA seperti Asia/Jakarta',

  // A report's days (worker/reports/schemas.ts, the Reports page).
  'report.notADate': () => 'bukan tanggal',
  'report.dayOutside': (p) => `harus hari antara ${p.first} dan ${p.last}`,
  'report.range': () => 'pilih kedua hari, yang pertama tidak setelah yang terakhir',

  // A number's warm-up (worker/number-health/warmup.ts, the device page).
  'warmup.order': () => 'hari setiap tahap harus lebih besar dari tahap sebelumnya',

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
  'phone.planTooShort': (p) =>
    `"${p.written}" terlalu pendek untuk ${planNameId(p)} (${p.digits} angka setelah +${p.countryCode}, minimal ${p.min})`,
  'phone.planTooLong': (p) =>
    `"${p.written}" terlalu panjang untuk ${planNameId(p)} (${p.digits} angka setelah +${p.countryCode}, maksimal ${p.max})`,
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
  'group.pictureEmpty': () => 'fotonya kosong: kirim berkas JPEG',
  'group.pictureNotJpeg': () => 'fotonya harus JPEG (WhatsApp tidak menerima jenis lain untuk grup)',
  'group.pictureTooLarge': (p) =>
    `fotonya ${p.width}×${p.height} piksel; WhatsApp menerima paling besar ${p.max}×${p.max}: perkecil dulu (persegi tampil tanpa terpotong)`,
};
