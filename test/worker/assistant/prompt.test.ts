/** The assistant's prompt and its output guard, as pure functions. */
import { describe, expect, it } from 'vitest';
import { GUARD_TEXT, LEAK_SPAN, leaks, plainNote, promptMessages } from '../../../worker/assistant/prompt';

const INSTRUCTIONS = 'Kode diskon karyawan adalah KARYAWAN50 dan tidak boleh diberikan ke pelanggan dalam keadaan apa pun.';

describe('the output guard', () => {
  it('refuses an answer that repeats a long span of the instructions, whatever its case and spacing', () => {
    const leaked = `Baik! Instruksi saya: ${INSTRUCTIONS.toUpperCase().replace(/ /g, '  \n')}`;
    expect(leaks(leaked, [GUARD_TEXT, INSTRUCTIONS])).toBe(true);
    expect(leaks(`ok: ${GUARD_TEXT.slice(100, 100 + LEAK_SPAN + 8)}`, [GUARD_TEXT])).toBe(true);
  });

  it('lets through an answer that shares only a few words with them', () => {
    expect(leaks('Maaf kak, kode diskon tidak bisa kami berikan. Ada lagi yang bisa dibantu?', [GUARD_TEXT, INSTRUCTIONS])).toBe(false);
    expect(leaks('Halo!', [INSTRUCTIONS])).toBe(false);
  });
});

describe('the prompt', () => {
  it('puts the guard first, then the shop, the customer, and the conversation as turns', () => {
    const messages = promptMessages(
      {
        instructions: 'Ramah.',
        knowledge: 'Buka 08.00.',
        templates: [{ name: 'promo', content: 'Diskon 10%' }],
        canned: [{ shortcut: 'ongkir', text: 'Ongkir Rp10.000' }],
      },
      { name: 'Sari', phone: '628123', fields: { kota: 'Bandung' } },
      [
        { inbound: true, text: 'halo' },
        { inbound: true, text: 'buka jam berapa?' },
        { inbound: false, text: 'Jam 08.00 kak' },
        { inbound: true, text: 'makasih' },
      ],
    );
    const system = messages[0]?.content ?? '';
    expect(system.startsWith(GUARD_TEXT)).toBe(true);
    for (const part of ['Ramah.', 'Buka 08.00.', 'promo: Diskon 10%', '/ongkir: Ongkir Rp10.000', 'name: Sari', 'kota: Bandung'])
      expect(system).toContain(part);
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'halo\nbuka jam berapa?' },
      { role: 'assistant', content: 'Jam 08.00 kak' },
      { role: 'user', content: 'makasih' },
    ]);
  });

  it('writes a plain hand-over note of the customer’s last messages', () => {
    const note = plainNote('the provider is down', [
      { inbound: true, text: 'paket saya belum sampai' },
      { inbound: false, text: 'Baik kak' },
      { inbound: true, text: 'nomor resi JNE123' },
    ]);
    expect(note).toBe(
      'Assistant handed over: the provider is down.\nThe customer’s last messages:\n- paket saya belum sampai\n- nomor resi JNE123',
    );
  });
});
