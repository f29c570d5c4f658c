/**
 * What a simulated device sent, as tests and demos read it through `GET …/sent`, and the
 * simulated media servers it uploads to.
 */
import { appendFileSync } from 'node:fs';
import { proto, type WAMediaUploadFunction } from '@whiskeysockets/baileys';
import type { OutgoingKind, SentEntry } from '../../../protocol';
import type { BuiltMessage } from '../../messages/build';
import type { SimulatedAccount } from './simulated-account';

/** What `GET …/sent` keeps per device: the newest messages (a long run would otherwise grow without bound). */
const SENT_KEPT = 1_000;

/**
 * One message as the device relayed it: `content` is the Baileys `proto.Message` as JSON (caption,
 * mimetype, fileName, ptt, vCard, poll options, edit and revoke keys…), `nodes` and `attrs` the
 * stanza's extra children and attributes (`edit: '1'` or `'7'`, a poll's `meta`).
 */
export type { SentEntry };

const MEDIA_FIELDS = ['imageMessage', 'videoMessage', 'audioMessage', 'documentMessage', 'stickerMessage'] as const;

/** The file a media message carries, as it declares it (a phone downloads these bytes). */
function mediaOf(message: proto.IMessage | null | undefined): SentEntry['media'] {
  for (const field of MEDIA_FIELDS) {
    const media = message?.[field];
    if (media?.fileSha256) {
      return {
        size: Number(media.fileLength ?? 0),
        sha256: Buffer.from(media.fileSha256).toString('hex'),
        mimetype: media.mimetype ?? null,
      };
    }
  }
  return undefined;
}

export class SentMessages {
  readonly entries: SentEntry[] = [];

  /** `sentLog`: a file to append one JSON line to per message sent, which outlives the process. */
  constructor(private readonly sentLog: string | undefined) {}

  record(deviceId: string, id: string, built: BuiltMessage, kind: OutgoingKind, receivedBy: string[]): void {
    const media = mediaOf(built.message.message);
    this.entries.push({
      id,
      to: built.jid,
      content: proto.Message.fromObject(built.message.message ?? {}).toJSON(),
      nodes: built.additionalNodes,
      attrs: built.additionalAttributes ?? {},
      receivedBy,
      ...(media ? { media } : {}),
    });
    if (this.entries.length > SENT_KEPT) this.entries.shift();
    if (this.sentLog) appendFileSync(this.sentLog, `${JSON.stringify({ deviceId, id, to: built.jid, kind, at: Date.now() })}\n`);
  }
}

/** Uploads nothing but counts: the simulator stands in for WhatsApp's media servers too. */
export function fakeUpload(account: SimulatedAccount): WAMediaUploadFunction {
  return async (_path, { fileEncSha256B64, mediaType }) => {
    account.uploads++;
    return {
      mediaUrl: `https://mmg.whatsapp.net/sim/${mediaType}/${encodeURIComponent(fileEncSha256B64)}`,
      directPath: `/sim/${mediaType}/${encodeURIComponent(fileEncSha256B64)}`,
    };
  };
}
