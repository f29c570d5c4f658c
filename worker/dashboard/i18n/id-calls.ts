/** Pengaturan panggilan di halaman perangkat (panggilan ditolak dengan pesan), dalam bahasa Indonesia (bagian dari `id.ts`). */
import type { calls as enCalls } from './en-calls';

export const calls: typeof enCalls = {
  title: 'Panggilan',
  intro:
    'Panggilan WhatsApp tidak bisa diangkat di sini. Kurir bisa langsung menolaknya dan mengirim teks kepada penelepon; setiap panggilan tetap tampil di kotak masuk dan sebagai event webhook call.received.',
  rejectVoice: 'Tolak panggilan suara',
  rejectVideo: 'Tolak panggilan video',
  rejectGroup: 'Tolak panggilan grup',
  groupHint: 'Panggilan grup hanya mengikuti sakelarnya sendiri.',
  when: 'Kapan',
  whenChoices: { always: 'Selalu', 'outside-hours': 'Hanya di luar jam kerja' },
  whenHint: 'Jam kerja diambil dari chatbot (Chatbot → Pengaturan). Tanpa jam kerja, tidak ada panggilan di luar jam kerja.',
  message: 'Teks untuk penelepon',
  messageHint: 'Dikirim sebagai pesan biasa setelah panggilan ditolak. Kosongkan untuk menolak tanpa pesan.',
  save: 'Simpan pengaturan panggilan',
  saved: 'Pengaturan panggilan disimpan.',
};
