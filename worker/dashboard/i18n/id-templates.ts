/** Teks halaman Templat, dalam bahasa Indonesia (bagian dari `id.ts`). */
import type { templates as en } from './en-templates';

export const templates: typeof en = {
  nav: 'Templat',
  title: 'Templat',
  intro:
    'Teks untuk dipakai ulang: broadcast atau pengiriman lewat API (templateId) memakai teks templat. Variabel seperti {{name}} diisi untuk tiap penerima.',
  new: 'Templat baru',
  newTitle: 'Templat baru',
  editTitle: (name: string) => `Ubah templat “${name}”`,
  empty: 'Belum ada templat.',
  content: 'Teks',
  contentHint:
    'Variabel: {{name}}, {{phone}} dan kolom mana pun dari CSV broadcast, mis. {{kota}}. Pengganti setelah garis tegak: {{name|kak}}.',
  edit: 'Ubah',
  deleteConfirm: 'Hapus templat ini? Broadcast yang sudah dibuat tetap memakai teksnya.',
  created: 'Templat dibuat.',
  saved: 'Templat disimpan.',
  deleted: 'Templat dihapus.',
  sample: {
    title: 'Contoh kontak',
    intro: 'Pratinjau mengisi teks dengan kontak ini. Kosongkan nama untuk melihat penggantinya.',
    name: 'Nama kontak',
    phone: 'Telepon kontak',
    fields: 'Kolom lain',
    fieldsHint: 'Satu per baris, sebagai kolom=nilai, mis. kota=Bandung.',
  },
  preview: 'Pratinjau',
  previewTitle: 'Pratinjau',
  previewFor: (who: string) => `Seperti yang dibaca ${who}:`,
  someone: 'kontak tanpa nama',
  missing: (names: string) =>
    `Tanpa nilai dan tanpa pengganti: ${names}. Broadcast menolak penerima yang tidak memilikinya; pengiriman lewat API membawa teks apa adanya.`,
  pickerLink: 'Kelola templat',
};
