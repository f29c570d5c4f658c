/** The strings of the AI assistant's settings page and its rules in Indonesian (the keys of `en-assistant.ts`). */
import type { assistant as en, assistantSaid as enSaid } from './en-assistant';

/** ": kata-kata penyedia", bila ada. */
const after = (detail: string) => (detail ? `: ${detail}` : '');

export const assistant: typeof en = {
  nav: 'Asisten',
  title: 'Asisten AI',
  intro:
    'Asisten menjawab pelanggan dari informasi toko sendiri dan menyerahkan percakapan ke orang saat perlu. Asisten memanggil model yang Anda pilih di sini.',
  provider: {
    title: 'Penyedia model',
    intro:
      'Endpoint chat completions apa pun yang kompatibel dengan OpenAI (OpenAI, atau server lokal maupun hosting yang memakai API-nya), atau Cloudflare Workers AI bila worker dipasang dengannya.',
    kind: 'Penyedia',
    kinds: { openai: 'Endpoint kompatibel OpenAI', 'workers-ai': 'Cloudflare Workers AI' },
    baseUrl: 'URL dasar',
    baseUrlHint: 'Sampai versinya, mis. https://api.openai.com/v1. Tidak dipakai untuk Workers AI.',
    model: 'Model',
    modelHint: 'Sesuai nama dari penyedia, mis. gpt-4o-mini, atau @cf/meta/llama-3.1-8b-instruct untuk Workers AI.',
    apiKey: 'API key',
    keySet: 'Key sudah diatur. Key tidak pernah ditampilkan lagi; ketik yang baru untuk menggantinya.',
    keyUnreadable: 'Key yang tersimpan tidak bisa dibaca lagi (ADMIN_TOKEN worker berubah): ketik ulang.',
    removeKey: 'Hapus key yang tersimpan',
    transcriptionModel: 'Model transkripsi (pesan suara)',
    transcriptionHint: 'Di URL dasar yang sama, mis. whisper-1. Kosongkan bila pesan suara tidak perlu ditranskripsi.',
    notBound: 'Workers AI tidak terpasang di worker ini: pasang worker dengan [ai] binding = "AI" untuk memakainya.',
    save: 'Simpan penyedia',
    saved: 'Penyedia disimpan.',
    remove: 'Hapus penyedia',
    removeConfirm: 'Hapus penyedia model? Asisten berhenti menjawab sampai penyedia diatur lagi.',
    removed: 'Penyedia dihapus.',
    none: 'Belum ada penyedia: asisten belum bisa menjawab.',
  },
  test: {
    title: 'Uji koneksi',
    intro: 'Mengirim satu pertanyaan singkat ke model dengan pengaturan yang tersimpan.',
    run: 'Uji koneksi',
    ok: 'Terhubung.',
    failed: 'Koneksi gagal.',
    reply: (reply: string) => `Model menjawab: “${reply}”`,
  },
  devices: {
    title: 'Di setiap perangkat',
    intro: 'Apakah asisten menjawab di sebuah perangkat, dan kapan, diatur per perangkat. Pengaturannya menyusul di sini.',
  },
};

export const assistantSaid: typeof enSaid = {
  'assistant.printable': () => 'harus berupa karakter yang tercetak tanpa spasi',
  'assistant.urlCredentials': () => 'tidak boleh memuat kredensial; berikan key sebagai apiKey',
  'assistant.urlQuery': () => 'tidak boleh memuat query atau fragmen: /chat/completions ditambahkan di belakangnya',
  'assistant.baseUrlNeeded': () => 'wajib diisi untuk penyedia yang kompatibel dengan OpenAI',
  'assistant.notForWorkersAi': () => 'tidak dipakai untuk Workers AI',
  'assistant.notBound': () => 'Workers AI tidak terpasang di worker ini (pasang dengan [ai] binding = "AI" di wrangler.toml)',
  'assistant.none': () => 'workspace ini belum punya penyedia AI',
  'assistant.keyUnreadable': () => 'key yang tersimpan tidak bisa dibaca lagi (ADMIN_TOKEN berubah): atur key lagi',
  'assistant.test.ok': (p) => `penyedia menjawab dengan ${p.model} dalam ${p.ms} ms`,
  'assistant.test.keyRefused': (p) => `penyedia menolak key (${p.status})${after(p.detail)}`,
  'assistant.test.modelUnknown': (p) => `penyedia tidak mengenal model "${p.model}", atau URL dasarnya salah (404)${after(p.detail)}`,
  'assistant.test.refused': (p) => `penyedia menolak permintaan (${p.status})${after(p.detail)}`,
  'assistant.test.rateLimited': (p) => `penyedia membatasi laju key ini (429)${after(p.detail)}`,
  'assistant.test.unavailable': (p) => `penyedia gagal (${p.status})${after(p.detail)}`,
  'assistant.test.unreachable': (p) => `penyedia tidak bisa dihubungi${after(p.detail)}`,
  'assistant.test.timeout': (p) => `penyedia tidak menjawab dalam ${p.ms} ms`,
  'assistant.test.malformed': () => 'jawaban penyedia bukan chat completion',
};
