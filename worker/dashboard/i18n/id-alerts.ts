/** The strings of device alerts in Indonesian (the keys of `en-alerts.ts`). */
import type { alerts as en, alertsSaid as enSaid } from './en-alerts';

export const alerts: typeof en = {
  nav: 'Peringatan',
  title: 'Peringatan',
  intro:
    'Saat WhatsApp mengeluarkan perangkat, atau perangkat terputus lebih lama dari batas di bawah, setiap halaman langsung menampilkannya kepada pemilik dan admin, dan pemilik diberi tahu lewat WhatsApp (dari perangkat lain workspace ini yang terhubung) dan email.',
  where: 'Ke mana peringatan dikirim',
  phone: 'Nomor WhatsApp pemilik',
  phoneHint:
    'Diawali kode negara, mis. 6281234567890. Dikirim dari perangkat lain workspace ini yang terhubung; kosongkan bila tidak perlu.',
  email: 'Alamat email',
  emailHint: 'Perlu server email di bawah; kosongkan bila tidak perlu.',
  afterMinutes: 'Beri tahu saya bila perangkat terputus selama (menit)',
  afterHint: 'Berlaku untuk semua perangkat workspace ini. Perangkat yang dikeluarkan WhatsApp langsung diberitahukan.',
  smtpTitle: 'Server email (SMTP)',
  smtpIntro:
    'Worker mengirim email sendiri lewat koneksi TCP. Port 25 tertutup bagi Cloudflare Workers: pakai 587 (STARTTLS) atau 465 (TLS).',
  smtpHost: 'Host',
  smtpPort: 'Port',
  smtpSecurity: 'Keamanan',
  security: { starttls: 'STARTTLS (biasanya port 587)', tls: 'TLS (biasanya port 465)', none: 'Tanpa enkripsi (hanya server uji lokal)' },
  smtpUser: 'Nama pengguna',
  smtpPassword: 'Kata sandi',
  passwordSet: 'Kata sandi sudah diatur. Kata sandi tidak pernah ditampilkan lagi; ketik yang baru untuk menggantinya.',
  passwordUnreadable: 'Kata sandi yang tersimpan tidak bisa dibaca lagi (ADMIN_TOKEN worker berubah): ketik ulang.',
  removePassword: 'Hapus kata sandi yang tersimpan',
  smtpFrom: 'Alamat pengirim',
  save: 'Simpan pengaturan peringatan',
  saved: 'Pengaturan peringatan disimpan.',
  testEmail: 'Kirim email uji',
  testSent: (to: string) => `Email uji terkirim ke ${to}.`,
  testFailed: (why: string) => `Email uji tidak terkirim: ${why}`,
  testNeeds: 'Simpan dulu alamat email dan server email.',
  banner: {
    label: 'Peringatan perangkat',
    loggedOut: (device: string) => `${device} dikeluarkan dari WhatsApp.`,
    disconnected: (device: string) => `${device} sudah cukup lama terputus.`,
    since: 'Sejak',
    open: 'Tautkan lagi',
    check: 'Buka perangkat',
  },
  notice: {
    subjectLoggedOut: (device: string) => `Kurir: ${device} dikeluarkan dari WhatsApp`,
    subjectDisconnected: (device: string) => `Kurir: ${device} terputus`,
    loggedOut: (device: string, since: string) =>
      `${device} dikeluarkan dari WhatsApp (${since}). Perangkat ini tidak mengirim dan menerima apa pun sampai ditautkan lagi.`,
    disconnected: (device: string, since: string, minutes: number) =>
      `${device} terputus sejak ${since} (lebih dari ${minutes} menit) dan belum tersambung kembali dengan sendirinya.`,
    link: (url: string) => `Tautkan lagi dengan QR atau kode penautan: ${url}`,
    linkRule: 'Tautan ini hanya bisa dipakai sekali, selama 24 jam, dan hanya membuka halaman penautan perangkat ini.',
    testSubject: 'Kurir: email uji',
    testBody: 'Begini cara Kurir menghubungi Anda saat perangkat dikeluarkan atau terus terputus.',
  },
  relink: {
    title: (device: string) => `Tautkan ${device} lagi`,
    intro:
      'Tautan ini membuka halaman penautan satu perangkat ini saja. Tautan hanya bisa dipakai sekali: lanjutkan di ponsel atau komputer tempat Anda akan memindai QR atau mengetik kode penautan.',
    continue: 'Lanjutkan',
    gone: 'Tautan ini tidak berlaku lagi: sudah dipakai, kedaluwarsa, atau perangkat sudah terhubung lagi. Masuk ke dasbor untuk melihat perangkat.',
    ended: 'Halaman penautan ini sudah ditutup. Masuk ke dasbor untuk melihat perangkat.',
    connected: 'Perangkat sudah terhubung lagi. Tidak ada lagi yang perlu dilakukan di sini.',
    onlyThis: 'Di sini hanya penautan perangkat ini yang terbuka; masuk untuk bagian lain dasbor.',
  },
};

export const alertsSaid: typeof enSaid = {
  'alerts.port25': () => 'port 25 tertutup bagi Cloudflare Workers: pakai 587 (STARTTLS) atau 465 (TLS)',
  'alerts.smtpNeeded': () => 'wajib diisi bila host server email diisi',
  'alerts.plainOnlyLocal': () => 'koneksi tanpa enkripsi hanya boleh untuk server uji lokal saat pengembangan lokal',
  'alerts.host': () => 'harus berupa nama host atau alamat IP, mis. smtp.example.com',
};
