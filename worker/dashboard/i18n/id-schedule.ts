import type { schedule as en } from './en-schedule';

/** "Kirim nanti" di kotak masuk: balasan yang dijadwalkan dari kolom balas, tampil di percakapan sampai terkirim. */
export const schedule: typeof en = {
  later: 'Kirim nanti',
  sendAt: 'Kirim pada',
  sendAtHint: (zone: string) => `Waktu Anda (${zone}); paling lama setahun ke depan. Tetap terkirim walau halaman ini ditutup.`,
  schedule: 'Jadwalkan',
  sendAtRequired: 'Pilih kapan dikirim.',
  badTime: 'Bukan tanggal dan jam.',
  scheduledFor: 'Dijadwalkan',
  cancel: 'Batalkan pesan terjadwal',
  cancelConfirm: 'Batalkan pesan terjadwal ini? Pesan tidak akan dikirim.',
};
