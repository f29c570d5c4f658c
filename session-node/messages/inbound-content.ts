/**
 * What a received message holds, as `message.inbound` names it: its type, text, the id of the
 * button or row a tap chose, media details, and the message it quotes.
 */
import { getContentType, normalizeMessageContent, type proto, toNumber } from '@whiskeysockets/baileys';
import type { InboundEvent, InboundType } from '../../protocol';

/**
 * The `data` of a `message.inbound` event before its media is stored (the URL comes then). `from`
 * is the sender's phone digits even when WhatsApp addressed them by LID (null when unknown), `lid`
 * the sender's LID digits when the message has one, `timestamp` milliseconds since the epoch.
 */
export type InboundMessage = Omit<InboundEvent, 'media'> & { media: Omit<NonNullable<InboundEvent['media']>, 'url'> | null };

export type ContentKind = keyof proto.IMessage;
/** A message's content, unwrapped, and which kind of content it is. */
export type FoundContent = { content: proto.IMessage; kind: ContentKind };

export function contentOf(message: proto.IMessage | null | undefined): FoundContent | null {
  // Unwraps ephemeral, view-once, edited and document-with-caption envelopes.
  const content = normalizeMessageContent(message);
  const kind = content ? getContentType(content) : undefined;
  return content && kind ? { content, kind } : null;
}

type Described = Pick<InboundMessage, 'type' | 'text' | 'selectedId' | 'media'>;

const described = (type: InboundType, text: string | null | undefined, selectedId: string | null = null): Described => ({
  type,
  text: text ?? null,
  selectedId,
  media: null,
});

function withMedia(
  type: InboundType,
  media: { mimetype?: string | null; fileLength?: proto.Message.IImageMessage['fileLength'] } | null | undefined,
  text: string | null | undefined,
): Described {
  // `toNumber` reads protobuf Longs as well as numbers, and null as 0.
  const size = toNumber(media?.fileLength);
  return { ...described(type, text), media: { mimeType: media?.mimetype ?? 'application/octet-stream', size } };
}

/** `paramsJson.id` of a native-flow tap: the id of the button or row that was chosen. */
function idFromParams(paramsJson: string | null | undefined): string | null {
  if (!paramsJson) return null;
  try {
    const params: unknown = JSON.parse(paramsJson);
    if (params !== null && typeof params === 'object' && 'id' in params && typeof params.id === 'string') return params.id;
  } catch {
    // A tap we cannot read is still a message; it just carries no selected id.
  }
  return null;
}

/** Type, text, selected id and media of a message's (unwrapped) content. */
export function describeContent(content: proto.IMessage, kind: ContentKind): Described {
  switch (kind) {
    case 'conversation':
      return described('text', content.conversation);
    case 'extendedTextMessage':
      return described('text', content.extendedTextMessage?.text);
    case 'imageMessage':
      return withMedia('image', content.imageMessage, content.imageMessage?.caption);
    case 'videoMessage':
      return withMedia('video', content.videoMessage, content.videoMessage?.caption);
    case 'ptvMessage':
      return withMedia('video', content.ptvMessage, null);
    case 'audioMessage':
      return withMedia('audio', content.audioMessage, null);
    case 'documentMessage':
      return withMedia('document', content.documentMessage, content.documentMessage?.caption);
    case 'stickerMessage':
      return withMedia('sticker', content.stickerMessage, null);
    case 'locationMessage':
    case 'liveLocationMessage': {
      // The contract has no coordinate fields, so they travel in `text` as "lat,lng".
      const location = content.locationMessage ?? content.liveLocationMessage;
      return described('location', `${location?.degreesLatitude ?? 0},${location?.degreesLongitude ?? 0}`);
    }
    case 'contactMessage':
      return described('contact', content.contactMessage?.displayName);
    case 'contactsArrayMessage':
      return described('contact', content.contactsArrayMessage?.displayName);
    case 'interactiveResponseMessage': {
      const response = content.interactiveResponseMessage;
      const flow = response?.nativeFlowResponseMessage;
      const type = flow?.name === 'single_select' ? 'list-reply' : flow?.name === 'quick_reply' ? 'button-reply' : 'other';
      return described(type, response?.body?.text, idFromParams(flow?.paramsJson));
    }
    case 'buttonsResponseMessage': {
      const response = content.buttonsResponseMessage;
      return described('button-reply', response?.selectedDisplayText, response?.selectedButtonId ?? null);
    }
    case 'templateButtonReplyMessage': {
      const response = content.templateButtonReplyMessage;
      return described('button-reply', response?.selectedDisplayText, response?.selectedId ?? null);
    }
    case 'listResponseMessage': {
      const response = content.listResponseMessage;
      return described('list-reply', response?.title, response?.singleSelectReply?.selectedRowId ?? null);
    }
    default:
      return described('other', null);
  }
}

/** The id of the message this one replies to (or, for a tap, the message tapped). */
export function quotedIdOf(content: proto.IMessage, kind: ContentKind): string | null {
  const inner: unknown = content[kind];
  if (inner === null || typeof inner !== 'object' || !('contextInfo' in inner)) return null;
  const contextInfo = inner.contextInfo as proto.IContextInfo | null | undefined;
  return contextInfo?.stanzaId ?? null;
}
