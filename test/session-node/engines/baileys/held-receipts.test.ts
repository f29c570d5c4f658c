import type { MessageReceiptType, WAMessage } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { HeldReceipts } from '../../../../session-node/engines/baileys/held-receipts';

type Sent = { jid: string; participant: string | undefined; ids: string[]; type: MessageReceiptType };

function socket(): {
  sendReceipt: (jid: string, participant: string | undefined, ids: string[], type: MessageReceiptType) => Promise<void>;
  sent: Sent[];
} {
  const sent: Sent[] = [];
  return {
    sent,
    sendReceipt: async (jid, participant, ids, type) => {
      sent.push({ jid, participant, ids, type });
    },
  };
}

const message = (id: string, extra: Partial<WAMessage['key']> = {}, category?: string): WAMessage =>
  ({ key: { id, remoteJid: '6281277001100@s.whatsapp.net', fromMe: false, ...extra }, ...(category ? { category } : {}) }) as WAMessage;

describe('held delivery receipts', () => {
  it('sends a customer message’s receipt only when it is released, once', async () => {
    const held = new HeldReceipts(() => {});
    const sock = socket();
    expect(held.hold(sock, message('M1'), undefined, undefined)).toBe(true);
    expect(sock.sent).toEqual([]);
    held.release('M1', sock);
    held.release('M1', sock);
    await Promise.resolve();
    expect(sock.sent).toEqual([{ jid: '6281277001100@s.whatsapp.net', participant: undefined, ids: ['M1'], type: undefined }]);
    expect(held.size).toBe(0);
  });

  it('keeps a group message’s participant and the receipt type Baileys chose', async () => {
    const held = new HeldReceipts(() => {});
    const sock = socket();
    held.hold(sock, message('G1', { remoteJid: '120363@g.us' }), '6281277001100@s.whatsapp.net', 'inactive');
    held.release('G1', sock);
    await Promise.resolve();
    expect(sock.sent).toEqual([{ jid: '120363@g.us', participant: '6281277001100@s.whatsapp.net', ids: ['G1'], type: 'inactive' }]);
  });

  it('lets Baileys answer at once for the account’s own messages and its other devices', () => {
    const held = new HeldReceipts(() => {});
    const sock = socket();
    expect(held.hold(sock, message('O1', { fromMe: true }), undefined, undefined)).toBe(false);
    expect(held.hold(sock, message('P1', {}, 'peer'), undefined, 'peer_msg')).toBe(false);
    expect(held.size).toBe(0);
  });

  it('drops a receipt whose socket is gone: WhatsApp delivers the message again', async () => {
    const held = new HeldReceipts(() => {});
    const old = socket();
    held.hold(old, message('M2'), undefined, undefined);
    held.release('M2', socket());
    await Promise.resolve();
    expect(old.sent).toEqual([]);
    expect(held.size).toBe(0);
  });

  it('reports a receipt that failed to go instead of throwing', async () => {
    const errors: unknown[] = [];
    const held = new HeldReceipts((error) => errors.push(error));
    const sock = { sendReceipt: async () => Promise.reject(new Error('Connection Closed')) };
    held.hold(sock, message('M3'), undefined, undefined);
    held.release('M3', sock);
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(1);
  });

  it('ignores a release for a message it never held', () => {
    const held = new HeldReceipts(() => {});
    expect(() => held.release('unknown', null)).not.toThrow();
    expect(() => held.release(undefined, null)).not.toThrow();
  });
});
