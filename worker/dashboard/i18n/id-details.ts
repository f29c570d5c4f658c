/** Rincian di bawah galat 404 dan 409 halaman dasbor, dalam bahasa Indonesia (kode sama dengan `en-details.ts`). */
import type { detailSaid as en, Thing } from './en-details';

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
};
