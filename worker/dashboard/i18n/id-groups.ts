/** The strings of the Groups pages, in Indonesian (part of `id.ts`). */
import type { groupsPage as en } from './en-groups';

export const groupsPage: typeof en = {
  nav: 'Grup',
  title: 'Grup',
  intro:
    'Grup WhatsApp tempat akun perangkat bergabung: buat grup, ubah anggota, nama dan deskripsinya, bagikan tautan undangan, atau keluar.',
  device: 'Perangkat',
  show: 'Tampilkan',
  noDevice: 'Tambahkan perangkat dulu: grup dimiliki akun WhatsApp yang tertaut.',
  subject: 'Nama',
  size: 'Anggota',
  empty: 'Akun ini belum ada di grup mana pun.',
  newTitle: 'Grup baru',
  participants: 'Nomor telepon',
  participantsHint: 'Satu per baris atau dipisah koma, dengan kode negara (6281234567890).',
  create: 'Buat grup',
  back: 'Semua grup perangkat ini',
  description: 'Deskripsi',
  descriptionHint: 'Kosongkan untuk menghapus deskripsi.',
  save: 'Simpan',
  saved: 'Tersimpan.',
  people: 'Anggota grup',
  phone: 'Nomor',
  role: 'Peran',
  roles: { superadmin: 'Pemilik', admin: 'Admin', member: 'Anggota' },
  hidden: 'Nomor disembunyikan',
  promote: 'Jadikan admin',
  demote: 'Cabut admin',
  remove: 'Keluarkan',
  removeConfirm: 'Keluarkan orang ini dari grup?',
  add: 'Tambah anggota',
  addSubmit: 'Tambah',
  results: 'WhatsApp tidak dapat mengubah semua orang:',
  reason: (action, code) => {
    if (code === 403 && action === 'add')
      return 'pengaturan privasinya hanya mengizinkan kontaknya menambahkannya: kirimkan tautan undangan';
    if (code === 404) return action === 'add' ? 'nomor ini tidak punya akun WhatsApp' : 'orang ini tidak ada di grup';
    if (code === 408) return 'orang ini baru keluar dari grup dan belum bisa ditambahkan lagi';
    if (code === 409) {
      if (action === 'add') return 'orang ini sudah ada di grup';
      if (action === 'promote') return 'orang ini sudah admin';
      if (action === 'demote') return 'orang ini bukan admin (pembuat grup tidak bisa dicabut)';
      return 'orang ini tidak ada di grup';
    }
    if (code === 500) return 'WhatsApp tidak menjawab untuk orang ini';
    return `WhatsApp menolak (${code})`;
  },
  inviteTitle: 'Tautan undangan',
  inviteHint: 'Siapa pun yang punya tautan ini bisa bergabung sampai tautan diatur ulang.',
  inviteShow: 'Tampilkan tautan undangan',
  inviteReset: 'Atur ulang tautan',
  inviteResetConfirm: 'Tautan yang sekarang tidak akan berlaku lagi. Atur ulang?',
  leaveTitle: 'Keluar dari grup',
  leaveHint: 'Akun keluar dari grup; percakapan dan pesannya tetap di kotak masuk.',
  leave: 'Keluar grup',
  leaveConfirm: 'Keluar dari grup ini? Hanya admin yang bisa menambahkan akun ini lagi.',
  left: 'Akun sudah keluar dari grup.',
};
