/** The strings of a campaign's check, confirmation, message types and downloads, in Indonesian (part of `id.ts`). */
import type { campaigns as en } from './en-campaigns';

const n = (x: number) => x.toLocaleString('id-ID');

export const campaigns: typeof en = {
  number: 'Nomor',
  recipient: 'Penerima',
  message: 'Pesan',
  given: 'Isian',
  firstShown: (shown, total) => `Ditampilkan ${n(shown)} pertama dari ${n(total)}.`,
  type: {
    legend: 'Jenis pesan',
    hint: 'Hanya isian jenis yang dipilih yang dikirim; yang lain diabaikan.',
    text: 'Teks',
    template: 'Teks dari templat',
    media: 'Gambar, video atau dokumen',
    interactive: 'Tombol atau daftar',
  },
  confirm: {
    title: 'Kirim broadcast ini?',
    recipients: (x) => `${n(x)} penerima`,
    duration: {
      underMinute: 'kurang dari semenit',
      minutes: (x) => `sekitar ${n(x)} menit`,
      hours: (x) => `sekitar ${n(x)} jam`,
      days: (days, perDay) => `sekitar ${n(days)} hari dengan ${n(perDay)} per hari`,
    },
    pace: (min, max) => `Dengan kecepatan perangkat ini: satu pesan tiap ${min}–${max} detik, dan batas hariannya.`,
    scheduled: 'Mulai pada waktu yang Anda pilih.',
    yes: 'Ya, kirim',
    change: 'Ubah dulu',
  },
  sampleCsv: 'Unduh contoh CSV',
  recipientsCsv: 'Unduh penerima dan hasilnya (CSV)',
  fields: {
    kept: (columns) => `Kontak menyimpan nama tiap baris dan kolom ini sebagai isian: ${columns}.`,
    skipped: (columns, max) => `Tidak disimpan sebagai isian kontak (maksimal ${max} kolom): ${columns}.`,
  },
};
