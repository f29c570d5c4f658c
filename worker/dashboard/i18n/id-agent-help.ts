/** Bantuan asisten untuk agen dalam percakapan: saran balasan, ringkasan, transkrip pesan suara (bagian `id.ts`). */
import type { agentHelp as en } from './en-agent-help';

export const agentHelp: typeof en = {
  suggest: 'Sarankan balasan',
  suggested: 'Disarankan oleh asisten: baca dan ubah dulu sebelum mengirim.',
  summarise: 'Ringkas',
  summaryTitle: 'Ringkasan',
  summaryHint: 'Ditulis asisten dari pesan-pesan terakhir percakapan; periksa dulu sebelum dipakai.',
  saveNote: 'Simpan sebagai catatan',
  transcribe: 'Transkripsikan',
  transcript: 'Transkrip',
  failures: {
    'no-provider': 'Belum ada penyedia AI untuk workspace ini. Pemilik atau admin dapat mengaturnya di pengaturan asisten.',
    'key-unreadable':
      'Kunci penyedia AI tidak bisa dibaca lagi (token admin server berubah). Masukkan kuncinya lagi di pengaturan asisten.',
    'no-transcription': 'Penyedia AI belum punya model transkripsi, jadi pesan suara tidak bisa ditranskripsikan.',
    'not-audio': 'Pesan ini bukan pesan suara.',
    'no-media': 'Berkas audio pesan ini tidak tersimpan, jadi tidak bisa ditranskripsikan.',
    'too-large': 'Berkas audionya terlalu besar untuk ditranskripsikan (lebih dari 25 MB).',
    empty: 'Penyedia AI menjawab tanpa teks. Coba lagi.',
    timeout: 'Penyedia AI tidak menjawab tepat waktu. Coba lagi sebentar lagi.',
    'rate-limited': 'Penyedia AI sedang sibuk (terlalu banyak permintaan). Coba lagi sebentar lagi.',
    unavailable: 'Penyedia AI sedang tidak berfungsi. Coba lagi nanti.',
    unreachable: 'Penyedia AI tidak bisa dihubungi. Periksa alamatnya di pengaturan asisten.',
    refused: 'Penyedia AI menolak permintaan. Periksa kunci dan modelnya di pengaturan asisten.',
    malformed: 'Jawaban penyedia AI tidak bisa dibaca Kurir. Periksa alamat dan modelnya di pengaturan asisten.',
    'not-bound': 'Workers AI tidak tersedia di server ini.',
  },
  status: (status: number) => `(Penyedia menjawab ${status}.)`,
};
