import { describe, expect, it } from 'vitest';
import { type Relay, UNACKED_KEPT_MS, UnackedSends } from '../../../../session-node/engines/baileys/unacked-sends';

const relay = (id: string): Relay => ({ jid: '6281277001001@s.whatsapp.net', content: { conversation: id }, options: { messageId: id } });
const logger = { info: () => undefined, warn: () => undefined };

describe('messages written but not acked', () => {
  it('are due again, oldest first, until their ack; an ack before the send was kept counts too', () => {
    const unacked = new UnackedSends();
    unacked.sent(relay('A'));
    unacked.sent(relay('B'));
    unacked.acked('C');
    unacked.sent(relay('C'));
    unacked.sent(relay('D'));
    unacked.acked('B');
    expect(unacked.due().map((r) => r.options.messageId)).toEqual(['A', 'D']);
    // Due again on the socket after, until acked.
    expect(unacked.due().map((r) => r.options.messageId)).toEqual(['A', 'D']);
    unacked.acked('A');
    unacked.acked('D');
    expect(unacked.size).toBe(0);
  });

  it('are forgotten once older than the delivery watch’s window, past the count kept, or when the session ends', () => {
    let now = 0;
    const unacked = new UnackedSends(UNACKED_KEPT_MS, () => now, 3);
    unacked.sent(relay('OLD'));
    now = UNACKED_KEPT_MS / 2;
    for (const id of ['A', 'B', 'C']) unacked.sent(relay(id));
    expect(unacked.size).toBe(3);
    now = UNACKED_KEPT_MS + 1;
    expect(unacked.due().map((r) => r.options.messageId)).toEqual(['A', 'B', 'C']);
    now = UNACKED_KEPT_MS * 2;
    expect(unacked.due()).toEqual([]);
    unacked.sent(relay('E'));
    unacked.clear();
    expect(unacked.due()).toEqual([]);
  });

  it('go again on the next socket under their ids; a refusal drops one, a socket closing under it keeps it', async () => {
    const unacked = new UnackedSends();
    for (const id of ['A', 'REFUSED', 'B', 'C']) unacked.sent(relay(id));
    const relayed: string[] = [];
    const watched: string[] = [];
    let open = true;
    await unacked.resend({
      relay: async (r) => {
        const id = r.options.messageId;
        if (id === 'REFUSED') throw new Error('not-acceptable');
        if (id === 'B') {
          open = false;
          throw new Error('Connection Closed');
        }
        relayed.push(id);
      },
      current: () => open,
      sent: (id) => watched.push(id),
      logger,
    });
    expect(relayed).toEqual(['A']);
    expect(watched).toEqual(['A']);
    // A is still unacked (the new socket may die too); B and C wait for the next socket.
    expect(unacked.due().map((r) => r.options.messageId)).toEqual(['A', 'B', 'C']);
  });
});
