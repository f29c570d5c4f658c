import { proto, type WAMessage } from '@whiskeysockets/baileys';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthEvent } from '../../../../protocol';
import { MEND_WINDOW_MS, SessionHealth, StallWatch } from '../../../../session-node/engines/baileys/session-health';
import { phoneDigits } from '../../../../session-node/messages/jids';

const JID = '6281277001001@s.whatsapp.net';
const failed = (id: string): WAMessage => ({
  key: { remoteJid: JID, fromMe: false, id },
  messageStubType: proto.WebMessageInfo.StubType.CIPHERTEXT,
  messageStubParameters: ['Bad MAC'],
});
const readable = (id: string): WAMessage => ({ key: { remoteJid: JID, fromMe: false, id }, message: { conversation: 'halo' } });

describe('mended sessions', () => {
  it('counts an undecryptable message that arrives readable once, and a flood for one contact as one mend', () => {
    let now = 0;
    const reports: HealthEvent[] = [];
    const health = new SessionHealth(
      (e) => reports.push(e),
      phoneDigits,
      () => now,
    );
    health.upserted(Array.from({ length: 500 }, (_, i) => failed(`F${i}`)));
    expect(reports).toEqual([]);
    health.upserted([readable('F1'), readable('F2'), readable('OTHER')]);
    expect(reports).toEqual([{ signal: 'session-mended', cause: 'undecryptable', contact: '6281277001001', timestamp: 0 }]);
    now += MEND_WINDOW_MS;
    health.upserted([readable('F3')]);
    expect(reports).toHaveLength(2);
  });

  it('counts a contact asking again and a contact who reinstalled', () => {
    const reports: HealthEvent[] = [];
    const health = new SessionHealth(
      (e) => reports.push(e),
      phoneDigits,
      () => 5,
    );
    health.retryAsked({ tag: 'receipt', attrs: { from: JID, type: 'retry', id: 'M1' } });
    health.identityChanged({ tag: 'notification', attrs: { from: '6281277001002@s.whatsapp.net', type: 'encrypt' } });
    expect(reports.map((r) => [r.cause, r.contact])).toEqual([
      ['retry-asked', '6281277001001'],
      ['identity-changed', '6281277001002'],
    ]);
  });
});

describe('a socket that carries nothing', () => {
  afterEach(() => vi.useRealTimers());

  it('is stalled when a wait hears nothing at all, not when other frames flow', () => {
    vi.useFakeTimers();
    const stalls: number[] = [];
    const watch = new StallWatch(() => stalls.push(Date.now()), 1_000);
    watch.sent('M1');
    vi.advanceTimersByTime(500);
    watch.frame();
    vi.advanceTimersByTime(600);
    // A pong came meanwhile: slow, not stalled.
    expect(stalls).toEqual([]);
    watch.sent('M2');
    watch.acked('M2');
    const done = watch.waiting();
    vi.advanceTimersByTime(1_000);
    expect(stalls).toHaveLength(1);
    done();
  });
});
