/** Teks dua panel Kotak masuk, panel kontak, notifikasi, kotak balasan dan menu, dalam bahasa Indonesia (bagian dari `id.ts`). */
import type { desk as en } from './en-desk';

export const desk: typeof en = {
  menu: 'Menu',
  choose: 'Pilih percakapan di sebelah kiri untuk membaca dan membalasnya.',
  backToList: 'Semua percakapan',
  listLabel: 'Percakapan',
  conversationLabel: 'Percakapan terbuka',
  contact: 'Kontak',
  showContact: 'Detail kontak',
  number: 'Nomor',
  /** The inbox's notice of a device that is not connected (its status in words after the name). */
  offline: (device: string, status: string) => `${device} tidak terhubung (${status}): pesan dari perangkat ini belum bisa dikirim.`,
  offlineLink: 'Lihat perangkat',
  labels: 'Label',
  noLabels: 'Tanpa label',
  fields: 'Kolom',
  noFields: 'Tanpa kolom',
  optOut: 'Broadcast',
  optedOut: 'Berhenti berlangganan: broadcast melewati kontak ini',
  subscribed: 'Menerima broadcast',
  otherConversations: 'Percakapan lain',
  noOtherConversations: 'Tidak ada di perangkat lain.',
  editContact: 'Ubah data',
  composerHint: 'Enter mengirim, Shift+Enter membuat baris baru, / di awal memilih balasan cepat.',
  alerts: 'Beri tahu saya pesan baru',
  alertsHint: 'Bunyi dan notifikasi desktop untuk pesan baru di percakapan milik Anda atau yang belum ditugaskan (hanya di browser ini).',
  newMessage: 'Pesan baru',
};
