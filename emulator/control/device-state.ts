/**
 * What the control API keeps per Kurir device (by its label, `dev_…`): what it did besides
 * sending (`activity`), the faults armed for its next sends, and the chats it wrote to (a refusal
 * "at once" has to reach a send whose recipients the session already knows).
 */
import type { BinaryNode } from '@whiskeysockets/baileys';
import type { FailNextRequest, WithholdRequest } from '../../protocol';

const KEPT = 1_000;

export type ReadKey = { remoteJid: string; id: string; fromMe: false; participant?: string };

export class DeviceState {
  readonly presence: Array<{ jid: string; state: string }> = [];
  readonly reads: ReadKey[] = [];
  readonly calls: Array<{ to: string; action: string; callId: string }> = [];
  /** The chats (user JIDs) the device sent messages to, newest last. */
  readonly chats = new Set<string>();
  /** Numbers whose messages from this device are withheld (`withhold`): never delivered, or refused with a code. */
  private readonly withheld = new Map<string, { code?: number | undefined }>();
  private refuseAtOnce = 0;
  private refuseLater: { count: number; code: number } | null = null;

  recordPresence(jid: string, state: string): void {
    this.presence.push({ jid, state });
    if (this.presence.length > KEPT) this.presence.shift();
  }

  recordReads(receipt: BinaryNode): void {
    const { to, participant } = receipt.attrs;
    if (!to) return;
    const ids = [
      receipt.attrs.id,
      ...(Array.isArray(receipt.content) ? receipt.content : []).flatMap((list) =>
        Array.isArray(list.content) ? list.content.map((item) => item.attrs.id) : [],
      ),
    ];
    for (const id of ids) if (id) this.reads.push({ remoteJid: to, id, fromMe: false, ...(participant ? { participant } : {}) });
    if (this.reads.length > KEPT) this.reads.splice(0, this.reads.length - KEPT);
  }

  recordChat(jid: string): void {
    this.chats.delete(jid);
    this.chats.add(jid);
    if (this.chats.size > KEPT) {
      const oldest = this.chats.values().next().value;
      if (oldest !== undefined) this.chats.delete(oldest);
    }
  }

  recordCall(to: string, action: string, callId: string): void {
    this.calls.push({ to, action, callId });
    if (this.calls.length > KEPT) this.calls.shift();
  }

  withhold(request: WithholdRequest): void {
    if (request.release) this.withheld.delete(request.to);
    else this.withheld.set(request.to, request.code === undefined ? {} : { code: request.code });
  }

  /** Whether messages to the number `pn` are withheld, and how. */
  withheldFor(pn: string): { code?: number | undefined } | null {
    return this.withheld.get(pn) ?? null;
  }

  failNext(request: FailNextRequest): void {
    if (request.code === undefined) this.refuseAtOnce = request.count;
    else this.refuseLater = { count: request.count, code: request.code };
  }

  /** Takes one refusal "at once", if armed. */
  takeRefusal(): boolean {
    if (this.refuseAtOnce <= 0) return false;
    this.refuseAtOnce--;
    return true;
  }

  /** Takes one later refusal's code, if armed. */
  takeErrorAck(): number | null {
    if (!this.refuseLater || this.refuseLater.count <= 0) return null;
    this.refuseLater.count--;
    return this.refuseLater.code;
  }
}
