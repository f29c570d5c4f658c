/** Kesehatan dan pemanasan nomor di halaman perangkat, opsinya, dan tanda pesan yang tidak terkirim. */
import type { health as enHealth, undelivered as enUndelivered } from './en-health';

export const health: typeof enHealth = {
  title: 'Kesehatan nomor',
  intro:
    'Yang Kurir lihat dari nomor ini selama 7 hari terakhir. WhatsApp tidak memberi tahu apa pun sebelum memblokir nomor: inilah tanda-tanda yang datang lebih dulu.',
  score: 'Skor',
  outOf: (score: number) => `${score} dari 100`,
  levels: { good: 'Baik', watch: 'Perlu diawasi', 'at-risk': 'Berisiko' },
  age: 'Umur nomor',
  ageDays: (n: number) => `${n} hari sejak ditautkan`,
  whatToDo: 'Yang menurunkannya, dan yang perlu dilakukan',
  allWell: 'Tidak ada yang menurunkan skor. Pertahankan: kirim pesan hanya kepada orang yang menantikannya.',
  advice: {
    'warming-up': {
      what: 'Nomor ini masih baru: WhatsApp mengawasi nomor baru yang mengirim pesan ke banyak orang asing.',
      todo: 'Buat kampanye kecil dan hanya kepada orang yang mengenal Anda; pemanasan di bawah menaikkan batas harian dari minggu ke minggu.',
    },
    'too-many-starts': {
      what: 'Nomor ini memulai lebih banyak percakapan baru per hari daripada yang diizinkan pemanasannya.',
      todo: 'Kirim kampanye ke lebih sedikit kontak baru per hari, dan biarkan pelanggan menulis lebih dulu bila bisa.',
    },
    'few-replies': {
      what: 'Sedikit percakapan yang dimulainya mendapat balasan.',
      todo: 'Kirim hanya kepada orang yang meminta kabar dari Anda, buat setiap pesan personal, beri cara untuk berhenti, dan berhenti mengirim ke yang tidak pernah membalas.',
    },
    failures: {
      what: 'Banyak pengiriman gagal.',
      todo: 'Periksa nomor sebelum kampanye (harus terdaftar di WhatsApp) dan hapus yang gagal.',
    },
    undelivered: {
      what: 'Banyak pesan diterima WhatsApp tetapi tidak pernah sampai.',
      todo: 'Hentikan kampanye sehari, hapus nomor yang tidak menerima, dan minta pelanggan menyimpan nomor Anda atau menulis lebih dulu.',
    },
    'unstable-connection': {
      what: 'Koneksi ke WhatsApp sering macet.',
      todo: 'Periksa jaringan mesin yang menjalankan session-node: koneksi yang stabil terlihat seperti ponsel sungguhan.',
    },
  },
  lastDays: '7 hari terakhir',
  day: 'Hari',
  counts: {
    sent: 'Terkirim',
    delivered: 'Sampai',
    failed: 'Gagal',
    undelivered: 'Tidak sampai',
    started: 'Percakapan dimulai',
    replied: 'Dibalas',
    mended: 'Sesi dipulihkan',
    stalled: 'Koneksi macet',
  },
  total: 'Jumlah',
  warmup: {
    title: 'Pemanasan',
    intro:
      'Batas harian pesan siaran untuk nomor baru, naik seiring umurnya. Setelah hari terakhir, hanya kecepatan kampanye sendiri yang berlaku.',
    capToday: (cap: number, day: number) => `Batas hari ini: ${cap} pesan siaran (hari ke-${day} nomor ini).`,
    over: 'Pemanasan nomor ini sudah selesai: kampanye mengikuti kecepatannya sendiri.',
    off: 'Pemanasan nonaktif: kampanye mengikuti kecepatannya sendiri sejak hari pertama.',
    fromDay: 'Mulai hari ke',
    cap: 'Pesan per hari',
    today: 'hari ini',
    untilDay: 'Berakhir pada hari ke',
    enabled: 'Panaskan nomor ini',
    stepsHint: 'Hari ke-0 adalah hari nomor ditautkan. Kosongkan baris untuk menghapusnya; hari harus naik dari baris ke baris.',
    step: (n: number) => `Tahap ${n}`,
    save: 'Simpan pemanasan',
    saved: 'Pemanasan disimpan.',
  },
  options: {
    title: 'Pengiriman dan riwayat',
    autoRead: 'Tandai pesan masuk sudah dibaca (centang biru) saat tiba',
    undeliveredAfter: 'Tidak sampai setelah (menit)',
    undeliveredAfterHint:
      'Pesan terkirim tanpa tanda sampai setelah selama ini ditandai “Tidak sampai” dan dikirim sekali lagi bila itu bisa membantu. 1 sampai 1440.',
    historyDays: 'Riwayat yang dibawa saat perangkat ditautkan',
    historyChoices: { '0': 'Tidak ada', '1': '1 hari', '7': '7 hari', '30': '30 hari' },
    save: 'Simpan opsi',
    saved: 'Opsi disimpan.',
  },
};

export const undelivered: typeof enUndelivered = {
  mark: 'Tidak sampai',
  reasons: {
    'no-receipt': 'tidak ada tanda sampai dari WhatsApp',
    '463': 'WhatsApp menolaknya untuk nomor ini',
  },
  code: (code: string) => `WhatsApp menolaknya (kode ${code})`,
  resent: 'dikirim ulang',
};
