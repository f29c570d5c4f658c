/** Rincian di bawah galat 404 dan 409 halaman dasbor, dalam bahasa Indonesia (kode sama dengan `en-details.ts`). */
import type { Change, detailSaid as en, Thing } from './en-details';

const things: Record<Thing, string> = {
  workspace: 'Workspace',
  device: 'Perangkat',
  template: 'Templat',
  contact: 'Kontak',
  webhook: 'Webhook',
  delivery: 'Pengiriman webhook',
  member: 'Anggota',
  broadcast: 'Broadcast',
  message: 'Pesan',
  record: 'Pesan',
  poll: 'Polling',
  conversation: 'Percakapan',
  'API key': 'API key',
};

const statuses: Record<string, string> = {
  CONNECTING: 'menghubungkan',
  QR: 'menunggu pindaian QR',
  DISCONNECTED: 'terputus',
  LOGGED_OUT: 'keluar',
  COMPLETED: 'selesai',
  CANCELLED: 'dibatalkan',
  FAILED: 'gagal',
};
const actions: Record<string, string> = { pause: 'dijeda', resume: 'dilanjutkan', cancel: 'dibatalkan' };
const changes: Record<Change, string> = { edited: 'diedit', deleted: 'dihapus' };
const types: Record<string, string> = { image: 'Foto', video: 'Video', audio: 'Audio', document: 'Dokumen', sticker: 'Stiker' };
/** "JPEG, PNG or WebP" → "JPEG, PNG atau WebP". */
const formats = (list: string) => list.replace(' or ', ' atau ').replace('any type', 'semua jenis berkas');
/** 6303984 → "6,0 MB" (as the attach form's hint counts them). */
const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 })} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;

export const detailSaid: typeof en = {
  'detail.notFound': (p) =>
    `${things[p.thing]}${p.id ? ` ${p.id}` : ''} tidak ditemukan${p.workspace ? ` di workspace ${p.workspace}` : ''}`,
  'detail.noMedia': (p) => (p.id ? `media ${p.id} tidak ditemukan` : 'media tidak ditemukan'),
  'detail.noSuchMember': () => 'anggota itu tidak ada di workspace ini',
  'detail.noWorkspaceOpen': () => 'belum ada workspace yang dibuka: pilih dulu',
  'detail.lastOwner': () => 'pemilik terakhir sebuah workspace tidak bisa dikeluarkan',
  'detail.notConnected': (p) => `perangkat tidak terhubung (status: ${statuses[p.status] ?? p.status})`,
  'detail.nodeDropped': () => 'perangkat tidak terhubung (sambungan ke session-node terputus)',
  'detail.alreadyLinked': () => 'perangkat sudah tertaut',
  'detail.alreadyConnected': () => 'perangkat sudah terhubung',
  'detail.loggedOut': () => 'perangkat sudah keluar; hubungkan lagi dulu',
  'detail.noNodeYet': () => 'belum ada session-node yang memegang perangkat ini; coba lagi beberapa detik lagi',
  'detail.tooManyWebhooks': (p) => `satu perangkat paling banyak punya ${p.max} webhook; hapus satu dulu`,
  'detail.webhookRemoved': () => 'webhook pengiriman ini sudah dihapus',
  'detail.eventGone': () => 'peristiwa pengiriman ini sudah tidak disimpan',
  'detail.broadcastStarted': (p) => `broadcast ${p.id} sudah dimulai`,
  'detail.broadcastEnded': (p) =>
    `broadcast ${p.id} sudah berakhir (${statuses[p.status] ?? p.status}); tidak bisa ${actions[p.action] ?? p.action} lagi`,
  'detail.fileEmpty': () => 'berkasnya kosong',
  'detail.fileFormat': (p) => `${types[p.type] ?? p.type} hanya menerima ${formats(p.formats)}; berkas ini formatnya lain`,
  'detail.voiceNoteFormat': () => 'pesan suara harus berformat OGG Opus (hanya itu yang diputar WhatsApp sebagai pesan suara)',
  'detail.fileTooLarge': (p) =>
    `berkas ini ${megabytes(p.bytes)}; ${types[p.type] ?? p.type} paling besar ${p.max.replace(' for a static sticker', ' untuk stiker diam')}`,
  'detail.editWindow': (p) => `WhatsApp hanya mengizinkan pesan diedit 15 menit setelah dikirim; pesan ini dikirim ${p.minutes} menit lalu`,
  'detail.revokeWindow': (p) =>
    `WhatsApp hanya mengizinkan pesan dihapus untuk semua orang 60 jam (2 hari 12 jam) setelah dikirim; pesan ini dikirim ${p.hours} jam lalu`,
  'detail.notOwnMessage': (p) => `hanya pesan yang dikirim perangkat ini yang bisa ${changes[p.change]}`,
  'detail.deletedForEveryone': () => 'pesan ini sudah dihapus untuk semua orang',
  'detail.notSent': (p) => `pesan ini tidak terkirim (statusnya ${p.status}), jadi tidak bisa ${changes[p.change]}`,
  'detail.notKept': (p) => `pesan ini sudah tidak disimpan perangkat ini, jadi tidak bisa ${changes[p.change]}`,
  'detail.notEditable': () => 'hanya teks, atau keterangan foto, video, atau dokumen, yang bisa diedit',
  'detail.noAnswer': () => 'sesi tidak menjawab tepat waktu; belum diketahui apakah pesan terkirim',
};
