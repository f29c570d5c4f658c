/**
 * Changing a message this device sent, after the fact: editing its text or caption (WhatsApp
 * allows it for 15 minutes after the send) and deleting it for everyone (for 60 hours). The node is asked first;
 * the record says so (`editedAt` and the new `content`, or `deletedAt`) only once the node sent
 * the edit or the delete.
 */
import type { CAPTIONED_MEDIA_TYPES } from '../../protocol';
import type { DeviceIdentity } from '../kernel/device-state';
import type { Outcome } from '../shared/outcome';
import { answerWithin, failure, type MessagesPartDeps } from './messages-part';
import type { StoredRecord } from './record-store';

/** How long after its send WhatsApp accepts an edit of a message. */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;

/**
 * How long after its send WhatsApp lets the sender delete a message for everyone: 2 days and 12
 * hours since 2022 (it was 68 minutes before). Its phones refuse a later revoke; a recipient's
 * phone ignores one that arrives late, so the worker says no rather than report a delete that
 * did not happen.
 */
export const REVOKE_WINDOW_MS = 60 * 60 * 60 * 1000;

/** What a send stands on is what an edit or a delete stands on: the same store, node and limits. */
export type ChangesPartDeps = MessagesPartDeps;

type Refusal = Extract<Outcome<never>, { ok: false }>;
type CaptionOf = (typeof CAPTIONED_MEDIA_TYPES)[number];

/** The Baileys message fields whose text an edit may change, with what the edit must name. */
const EDITABLE: Record<string, CaptionOf | null> = {
  conversation: null,
  extendedTextMessage: null,
  imageMessage: 'image',
  videoMessage: 'video',
  documentMessage: 'document',
  documentWithCaptionMessage: 'document',
};

export class ChangesPart {
  constructor(private readonly deps: ChangesPartDeps) {}

  /** Gives a sent text or caption new text; `id` is the record's id or the message's messaging-app id. */
  async edit(device: DeviceIdentity, id: string, text: string): Promise<Outcome<StoredRecord>> {
    const found = this.sentRecord(device, id, 'edited');
    if (!found.ok) return found;
    const { record, key } = found.value;
    const kind = this.editableKind(record);
    if (kind !== null && typeof kind === 'object') return kind;
    const age = this.deps.clock.now() - record.createdAt;
    if (age > EDIT_WINDOW_MS) {
      return {
        ok: false,
        status: 409,
        message: `WhatsApp allows editing a message for 15 minutes after it was sent; this one was sent ${Math.floor(age / 60_000)} minutes ago`,
      };
    }
    const content = { kind: 'edit' as const, target: key, text, ...(kind ? { captionOf: kind } : {}) };
    return this.change(device, record.id, this.deps.node.call('send', { content }, this.deps.hardLimitMs), (now) =>
      this.deps.records.edit(record.id, text, now),
    );
  }

  /** Deletes a sent message for everyone; `id` is the record's id or the message's messaging-app id. */
  async revoke(device: DeviceIdentity, id: string): Promise<Outcome<StoredRecord>> {
    const found = this.sentRecord(device, id, 'deleted');
    if (!found.ok) return found;
    const { record, key } = found.value;
    const age = this.deps.clock.now() - record.createdAt;
    if (age > REVOKE_WINDOW_MS) {
      return refusal(
        `WhatsApp allows deleting a message for everyone for 2 days and 12 hours (60 hours) after it was sent; this one was sent ${Math.floor(age / 3_600_000)} hours ago`,
      );
    }
    const call = this.deps.node.call('send', { content: { kind: 'revoke', target: key } }, this.deps.hardLimitMs);
    return this.change(device, record.id, call, (now) => this.deps.records.revoke(record.id, now));
  }

  private async change(
    device: DeviceIdentity,
    recordId: string,
    call: Promise<unknown>,
    write: (now: number) => void,
  ): Promise<Outcome<StoredRecord>> {
    const { clock, storage, records, followUp } = this.deps;
    const answer = await answerWithin(clock, this.deps.timeoutMs, call);
    if (answer.kind === 'timeout') {
      return { ok: false, status: 504, message: `the session did not answer within ${this.deps.timeoutMs} ms; the outcome is unknown` };
    }
    if (answer.kind === 'failed') return failure(answer.error);
    storage.transactionSync(() => write(clock.now()));
    followUp.soon();
    const row = records.get(recordId, device);
    return row ? { ok: true, value: row } : { ok: false, status: 404, message: `record ${recordId} not found` };
  }

  /** The record of a message this device sent, with the full key the node needs, or why it cannot change. */
  private sentRecord(
    device: DeviceIdentity,
    id: string,
    change: 'edited' | 'deleted',
  ): Outcome<{ record: StoredRecord; key: { remoteJid: string; id: string; fromMe: boolean; participant?: string } }> {
    const { records, store } = this.deps;
    const byId = records.get(id, device);
    const record =
      byId ??
      (() => {
        const found = records.byMessageId(id);
        return found ? records.get(found.id, device) : null;
      })();
    if (!record) return { ok: false, status: 404, message: `message ${id} not found` };
    if (record.direction !== 'OUTBOUND') return refusal(`only a message this device sent can be ${change}`);
    if (record.deletedAt !== null) return refusal('the message was deleted for everyone');
    if (record.messageId === null || (record.status !== 'SENT' && !['DELIVERED', 'READ', 'PLAYED'].includes(record.status))) {
      return refusal(`the message was not sent (its status is ${record.status}), so it cannot be ${change}`);
    }
    const stored = store.get(record.messageId);
    if (!stored) return refusal(`the message is no longer kept by this device, so it cannot be ${change}`);
    return { ok: true, value: { record, key: stored.key } };
  }

  /** Whether the message is a text (null) or a captioned medium (its type); a refusal for any other kind. */
  private editableKind(record: StoredRecord): CaptionOf | null | Refusal {
    const cannot = refusal('only a text or the caption of an image, video or document can be edited');
    if (this.deps.polls.byRecord(record.id)) return cannot;
    const fields = messageFields(record.messageId === null ? undefined : this.deps.store.get(record.messageId)?.raw);
    if (fields === null) return record.mediaUrl === null ? null : cannot;
    for (const field of fields) {
      const kind = EDITABLE[field];
      if (kind !== undefined) return kind;
    }
    return cannot;
  }
}

const refusal = (message: string): Refusal => ({ ok: false, status: 409, message });

/** The content fields of a stored `WAMessage` (its `message`), or null when the copy has none. */
function messageFields(raw: string | undefined): string[] | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { message?: Record<string, unknown> | null };
    return parsed.message ? Object.keys(parsed.message).filter((field) => field !== 'messageContextInfo') : null;
  } catch {
    return null;
  }
}
