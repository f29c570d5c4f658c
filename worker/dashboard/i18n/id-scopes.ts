/** The strings of the API key's scopes, in Indonesian (part of `id.ts`'s `apiKeys`). */
import type { Scope } from '../../api-keys/scopes';
import type { keyScopes as english } from './en-scopes';

export const keyScopes: typeof english = {
  legend: 'Yang boleh dilakukan key ini',
  hint: 'Centang hanya yang dibutuhkan program pemakainya. Permintaan di luar itu ditolak dengan 403.',
  column: 'Cakupan',
  roleLimit: 'Key paling banyak memegang yang boleh dilakukan peran Anda: hanya pemilik yang memberi members dan all.',
  beyondRole: (scopes: string) => `Peran Anda tidak boleh memberi key ${scopes}: hanya pemilik yang boleh.`,
  help: {
    'messages:send': 'kirim pesan, reaksi, status mengetik; cek nomor, baca grup',
    'messages:read': 'baca pesan terkirim dan diterima, event dan media',
    inbox: 'percakapan: baca, tugaskan, catatan, balasan',
    contacts: 'kontak dan pengaturannya',
    groups: 'buat grup, ubah anggota, nama, foto dan tautannya, keluar dari grup',
    broadcasts: 'broadcast dan kecepatannya',
    templates: 'template',
    chatbot: 'aturan dan pengaturan chatbot',
    assistant: 'asisten AI: penyedia model, pengaturan, dan aksinya',
    devices: 'tambah, tautkan, keluarkan dan hapus perangkat',
    webhooks: 'webhook dan pengirimannya',
    members: 'anggota workspace',
    reports: 'laporan',
    logs: 'log permintaan',
    all: 'semua di atas, dan yang akan datang',
  } satisfies Record<Scope, string>,
};
