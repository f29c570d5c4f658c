import { proto, type WAMessage } from '@whiskeysockets/baileys';
import { describe, expect, it, vi } from 'vitest';
import type { StoredMessage } from '../../../../protocol';
import { SessionMemory } from '../../../../session-node/engines/baileys/session-memory';
import { toStoredMessage } from '../../../../session-node/messages/build';

const sent = (id: string, text: string): WAMessage => ({
  key: { remoteJid: '6281234567890@s.whatsapp.net', fromMe: true, id },
  message: proto.Message.fromObject({ conversation: text }),
  messageTimestamp: 1_800_000_000,
});

describe("the session's memory of messages, for a phone's retry request", () => {
  it('answers from memory first, without asking the device', async () => {
    const memory = new SessionMemory();
    memory.remember(sent('3EB0AAA', 'Halo kak'));
    const fromStore = vi.fn(async (): Promise<StoredMessage[]> => []);
    expect((await memory.getMessage({ id: '3EB0AAA' }, fromStore))?.conversation).toBe('Halo kak');
    expect(fromStore).not.toHaveBeenCalled();
  });

  it('finds a message sent before the node restarted in what the device keeps, and keeps it from then on', async () => {
    const memory = new SessionMemory();
    const fromStore = vi.fn(async (ids: string[]) => (ids[0] === '3EB0BBB' ? [toStoredMessage(sent('3EB0BBB', 'Pesanan dikirim'))] : []));
    expect((await memory.getMessage({ id: '3EB0BBB' }, fromStore))?.conversation).toBe('Pesanan dikirim');
    expect((await memory.getMessage({ id: '3EB0BBB' }, fromStore))?.conversation).toBe('Pesanan dikirim');
    expect(fromStore).toHaveBeenCalledTimes(1);
    expect(await memory.getMessage({ id: '3EB0CCC' }, fromStore)).toBeUndefined();
  });
});
