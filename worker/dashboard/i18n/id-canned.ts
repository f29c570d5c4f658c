/** Teks halaman Balasan cepat dan pemilihnya di kotak balasan, dalam bahasa Indonesia (kunci sama dengan `en-canned.ts`). */
import type { canned as en, cannedSaid as enSaid } from './en-canned';

export const canned: typeof en = {
  nav: 'Balasan cepat',
  title: 'Balasan cepat',
  intro:
    'Jawaban yang tim berikan berulang kali. Di percakapan, ketik / lalu pintasannya di kotak balasan: teksnya masuk dengan nama dan data kontak terisi.',
  viewOnly: 'Pemilik dan admin yang menulis balasan cepat; Anda bisa memakainya dari kotak balasan.',
  new: 'Balasan cepat baru',
  newTitle: 'Balasan cepat baru',
  editTitle: (shortcut) => `Ubah balasan cepat /${shortcut}`,
  empty: 'Belum ada balasan cepat.',
  shortcut: 'Pintasan',
  shortcutHint: 'Satu kata huruf kecil (huruf, angka, - atau _), diketik setelah / di kotak balasan, mis. salam.',
  text: 'Teks',
  textHint: 'Variabel: {{name}}, {{phone}} dan data kontak apa pun, mis. {{kota}}. Nilai cadangan setelah garis tegak: {{name|kak}}.',
  edit: 'Ubah',
  deleteConfirm: 'Hapus balasan cepat ini?',
  created: 'Balasan cepat dibuat.',
  saved: 'Balasan cepat disimpan.',
  deleted: 'Balasan cepat dihapus.',
  more: 'Berikutnya',
  picker: {
    label: 'Balasan cepat',
    none: (q) => (q ? `Tidak ada balasan cepat yang cocok dengan “${q}”.` : 'Belum ada balasan cepat.'),
  },
};

export const cannedSaid: typeof enSaid = {
  'canned.shortcut': () => 'harus satu kata huruf kecil dari huruf, angka, - atau _ (maksimal 32 karakter), tanpa / di depan, mis. salam',
  'canned.duplicate': (p) => `pintasan /${p.shortcut} sudah dipakai balasan cepat lain di workspace ini`,
  'canned.notFound': (p) => `balasan cepat ${p.id} tidak ditemukan`,
  'canned.cursor': () => 'bukan kursor dari daftar ini: kirim nextCursor dari halaman sebelumnya apa adanya',
};
