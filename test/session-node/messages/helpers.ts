/** Shared fixtures for the message-builder tests: a build context with a fake upload, and proto round trips. */
import { stat } from 'node:fs/promises';
import { proto, type WAMediaUploadFunction, type WAMessage } from '@whiskeysockets/baileys';
import type { InteractiveContent } from '../../../protocol';
import type { BuildContext } from '../../../session-node/messages/build';

export const OWN_JID = '6281100000001:7@s.whatsapp.net';
export const PEER_PHONE = '6281200000002';
export const PEER_JID = `${PEER_PHONE}@s.whatsapp.net`;

/** A 1x1 PNG, small and valid, so Baileys can hash, encrypt and (with sharp) thumbnail it. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** Not a playable MP4: the thumbnail attempt (ffmpeg) fails, which must not stop the send. */
export const TINY_VIDEO = Buffer.from('00000018667479706d703432000000006d703432', 'hex');
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface FakeUpload {
  upload: WAMediaUploadFunction;
  calls: { mediaType: string; size: number }[];
}

/** Answers like the simulator: a fake media URL and direct path, after checking the file exists. */
export function fakeUpload(): FakeUpload {
  const calls: FakeUpload['calls'] = [];
  const upload: WAMediaUploadFunction = async (encFilePath, opts) => {
    const { size } = await stat(encFilePath);
    calls.push({ mediaType: opts.mediaType, size });
    return { mediaUrl: `https://mmg.example.test/${opts.mediaType}.enc`, directPath: `/v/t62/${opts.mediaType}.enc` };
  };
  return { upload, calls };
}

export function buildContext(overrides: Partial<BuildContext> = {}, media: Record<string, Buffer> = {}): BuildContext {
  return {
    userJid: OWN_JID,
    upload: fakeUpload().upload,
    fetchMedia: async (url) => {
      const bytes = media[url];
      if (!bytes) throw new Error(`no test media at ${url}`);
      return bytes;
    },
    ...overrides,
  };
}

/** What the recipient's phone decodes: the message content through the wire format and back. */
export function roundTrip(message: WAMessage): proto.Message {
  if (!message.message) throw new Error('the built message has no content');
  return proto.Message.decode(proto.Message.encode(message.message).finish());
}

export function interactiveOf(decoded: proto.IMessage): proto.Message.IInteractiveMessage {
  const interactive = decoded.interactiveMessage;
  if (!interactive) throw new Error('no interactiveMessage in the decoded content');
  return interactive;
}

export interface DecodedButton {
  name: string;
  params: Record<string, unknown>;
}

export function buttonsOf(decoded: proto.IMessage): DecodedButton[] {
  const buttons = interactiveOf(decoded).nativeFlowMessage?.buttons ?? [];
  return buttons.map((b) => ({
    name: b.name ?? '',
    params: JSON.parse(b.buttonParamsJson ?? '{}') as Record<string, unknown>,
  }));
}

export function interactive(fields: Omit<InteractiveContent, 'kind'>): InteractiveContent {
  return { kind: 'interactive', ...fields };
}

/** An inbound text from the peer, as Baileys delivers it in `messages.upsert`. */
export function inboundText(id: string, text: string): WAMessage {
  return {
    key: { remoteJid: PEER_JID, fromMe: false, id },
    message: { conversation: text },
    messageTimestamp: 1_767_225_600,
    pushName: 'Peer',
  };
}
