/** Teks bagian Aksi asisten AI, dalam bahasa Indonesia (kunci sama dengan `en-actions.ts`). */
import type { assistantActions as en, actionSaid as enSaid } from './en-actions';

export const assistantActions: typeof en = {
  title: 'Aksi asisten AI',
  sectionTitle: 'Aksi',
  manage: 'Kelola aksi',
  intro:
    'Aksi membuat asisten AI bisa bertanya ke sistem Anda saat menjawab, mis. status pesanan. Kurir memeriksa argumen dari model dengan skemanya, lalu mengirimnya (POST) ke URL, ditandatangani seperti webhook (X-Kurir-Signature), dan memberikan jawabannya kembali ke model. Setiap panggilan dicatat di percakapan.',
  empty: 'Belum ada aksi.',
  name: 'Nama',
  nameHint: 'Yang dipanggil model: huruf kecil, angka dan _, diawali huruf, mis. order_status.',
  description: 'Deskripsi',
  descriptionHint: 'Apa gunanya dan kapan dipakai: model membacanya untuk memutuskan.',
  parameters: 'Argumen (JSON Schema)',
  parametersHint:
    'JSON Schema sebuah objek, mis. {"type": "object", "properties": {"orderId": {"type": "string"}}, "required": ["orderId"]}.',
  url: 'URL',
  urlHint: 'Kurir mengirim setiap panggilan ke sini (https://). Jawab dalam 10 detik, paling banyak 16 KB.',
  addTitle: 'Tambah aksi',
  add: 'Tambah aksi',
  newSecret: 'Kunci tanda tangan',
  secretWarning: 'Salin sekarang: kunci ini tidak ditampilkan lagi. Periksa X-Kurir-Signature dengannya seperti pada webhook.',
  created: (name) => `Aksi ${name} ditambahkan.`,
  deleted: 'Aksi dihapus.',
  deleteConfirm: 'Hapus aksi ini? Asisten tidak bisa memanggilnya lagi.',
  notJson: 'bukan JSON: tulis skemanya sebagai objek JSON',
};

export const actionSaid: typeof enSaid = {
  'action.name': () => 'harus diawali huruf kecil dan hanya berisi huruf kecil, angka dan _ (maksimal 64 karakter), mis. order_status',
  'action.reserved': (p) => `${p.name} adalah alat milik asisten sendiri: pilih nama lain`,
  'action.schema': (p) => `bukan JSON Schema objek yang bisa dipakai: ${p.problem}`,
  'action.duplicate': (p) => `aksi lain di workspace ini sudah bernama ${p.name}`,
  'action.tooMany': (p) => `satu workspace paling banyak punya ${p.max} aksi: hapus salah satu dulu`,
  'action.notFound': (p) => `aksi ${p.id} tidak ditemukan`,
};
