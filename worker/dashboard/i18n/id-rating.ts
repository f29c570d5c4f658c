/** Pertanyaan penilaian: panelnya di halaman perangkat, penilaian di percakapan, dan penilaian di laporan. */
import type { rating as en } from './en-rating';

export const rating: typeof en = {
  panel: {
    title: 'Penilaian setelah selesai',
    intro:
      'Saat percakapan diselesaikan, pelanggan ditanya bagaimana pelayanannya. Jawabannya disimpan di percakapan, dicatat untuk agennya, dan dihitung di laporan.',
    enabled: 'Minta penilaian dari pelanggan',
    kind: 'Tanya dengan',
    kinds: { buttons: 'Tiga tombol (nilai 1, 3, 5)', poll: 'Polling lima pilihan (nilai 1 sampai 5)' },
    language: 'Bahasa pertanyaan dan jawaban',
    languages: { id: 'Indonesia', en: 'Inggris' },
    text: 'Pertanyaan',
    textHint: 'Kosongkan untuk pertanyaan bawaan dalam bahasa yang dipilih. Paling banyak 255 karakter.',
    answerHours: 'Jawaban berlaku selama (jam)',
    answerHoursHint: 'Jawaban yang lebih lambat diabaikan. 1 sampai 168.',
    save: 'Simpan penilaian',
    saved: 'Pengaturan penilaian disimpan.',
  },
  asked: 'Penilaian ditanyakan',
  score: (score: number) => `Dinilai ${score}/5`,
  stars: (score: number) => `${'★'.repeat(score)}${'☆'.repeat(5 - score)}`,
  report: {
    title: 'Penilaian',
    average: 'Rata-rata',
    count: 'Jawaban',
    averageOf: (n: number | null) => (n === null ? '—' : n.toLocaleString('id', { minimumFractionDigits: 1, maximumFractionDigits: 2 })),
    distribution: 'Jawaban per nilai (semua)',
    scoreLabel: (score: string) => `${score} ★`,
  },
};
