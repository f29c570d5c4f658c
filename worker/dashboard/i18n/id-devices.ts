/** Perangkat yang tidak terhubung: sebabnya dengan kata-kata biasa, dan apa yang terjadi berikutnya. */
import type { offline as en } from './en-devices';

export const offline: typeof en = {
  reasons: {
    loggedOut: 'Perangkat dihapus dari Perangkat tertaut di ponsel, atau keluar dari sana.',
    logout: 'Perangkat dikeluarkan dari Kurir.',
    temporarilyBanned: 'WhatsApp memblokir nomor ini untuk sementara.',
    forbidden: 'WhatsApp menolak login ini; nomornya mungkin diblokir.',
    banned: 'WhatsApp memblokir nomor ini.',
    unauthorized: 'WhatsApp tidak lagi menerima login ini. Tautkan perangkat lagi.',
    multideviceMismatch: 'WhatsApp di ponsel tidak dapat menautkan perangkat ini. Perbarui WhatsApp di ponsel, lalu tautkan lagi.',
    connectionReplaced: 'Login WhatsApp ini sekarang dipakai di tempat lain (Kurir lain, atau sesi kedua).',
    restartRequired: 'WhatsApp meminta mulai ulang setelah penautan; Kurir menyambung lagi dengan sendirinya.',
    linkingTimedOut: 'Kode QR tidak dipindai tepat waktu. Tautkan lagi untuk kode baru.',
    connectionLost: 'Sambungan ke WhatsApp terputus.',
    connectionClosed: 'WhatsApp menutup sambungan.',
    sessionNodeGone: 'Session-node yang memegang perangkat ini berhenti, atau kehilangan sambungannya ke Kurir.',
    unresolved:
      'WhatsApp tidak dapat dijangkau dari mesin ini: nama web.whatsapp.com tidak dapat ditemukan (tidak ada internet, atau DNS diblokir).',
    refused: 'WhatsApp tidak dapat dijangkau dari mesin ini: sambungan ditolak atau terputus di tengah jalan.',
    noAnswer: 'WhatsApp tidak menjawab tepat waktu.',
    tls: 'Sambungan aman ke WhatsApp tidak dapat dibuat; mungkin terhalang proxy atau firewall.',
    network: 'WhatsApp tidak dapat dijangkau dari mesin ini.',
    unknown: 'Sambungan berakhir karena sebab yang tidak dikenal Kurir.',
  },
  detail: 'Rincian teknis',
  retryingIn: 'Mencoba lagi dalam',
  seconds: 'dtk',
  failedAttempts: (n: number) => (n === 1 ? '1 percobaan gagal.' : `${n} percobaan gagal berturut-turut.`),
  tryNow: 'Coba lagi sekarang',
  simulatorHint: 'Hanya ingin mencoba Kurir? Perintah ini menjalankannya dengan WhatsApp tiruan, tanpa jaringan:',
};
