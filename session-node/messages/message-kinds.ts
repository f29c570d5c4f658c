/**
 * Location, contact cards, polls, edits and deletes, each built by Baileys' own
 * `generateWAMessageContent`, so the proto is what `sendMessage` would have made; Kurir relays it
 * itself (see build.ts) and adds what `sendMessage` adds at relay time (`relayExtras`).
 */
import { type AnyMessageContent, type BinaryNode, generateWAMessageContent, type proto } from '@whiskeysockets/baileys';
import type { ContactsContent, EditContent, LocationContent, PollContent, RevokeContent } from '../../protocol';
import { type BuildContext, uploadOptions } from './build-context';
import { vcardOf } from './vcard';

type Kind = LocationContent | ContactsContent | PollContent | EditContent | RevokeContent;

function baileysContent(content: Kind): AnyMessageContent {
  switch (content.kind) {
    case 'location':
      return {
        location: {
          degreesLatitude: content.latitude,
          degreesLongitude: content.longitude,
          ...(content.name ? { name: content.name } : {}),
          ...(content.address ? { address: content.address } : {}),
        },
      };
    case 'contacts': {
      const contacts = content.contacts.map((contact) => ({ displayName: contact.name, vcard: vcardOf(contact) }));
      const first = content.contacts[0];
      // One card is a contactMessage named after it; several a contactsArrayMessage.
      const displayName = contacts.length === 1 && first ? first.name : `${contacts.length} contacts`;
      return { contacts: { displayName, contacts } };
    }
    case 'poll':
      // selectableCount 1 is a single-answer poll (pollCreationMessageV3); 0 lets a voter pick any number.
      return { poll: { name: content.question, values: content.options, selectableCount: content.multipleAnswers ? 0 : 1 } };
    case 'edit':
      return { text: content.text, edit: content.target };
    case 'revoke':
      return { delete: content.target };
  }
}

const CAPTION_FIELD = { image: 'imageMessage', video: 'videoMessage', document: 'documentMessage' } as const;

export async function buildKind(content: Kind, context: BuildContext): Promise<proto.Message> {
  const built = await generateWAMessageContent(baileysContent(content), uploadOptions(context));
  if (content.kind === 'edit' && content.captionOf && built.protocolMessage) {
    // A caption edit carries the media's own message type with only the new caption, as WhatsApp's
    // clients send it (whatsmeow issue #684); Baileys' `{text, edit}` would carry a text message.
    built.protocolMessage.editedMessage = { [CAPTION_FIELD[content.captionOf]]: { caption: content.text } };
  }
  return built;
}

/**
 * What `sendMessage` adds to the stanza for these kinds (Baileys `messages-send.js`): an edit is
 * relayed with `edit="1"`, a delete for everyone with `edit="7"`, and a poll with `<meta
 * polltype="creation"/>`.
 */
export function relayExtras(kind: Kind['kind']): { additionalAttributes?: Record<string, string>; additionalNodes: BinaryNode[] } {
  switch (kind) {
    case 'edit':
      return { additionalAttributes: { edit: '1' }, additionalNodes: [] };
    case 'revoke':
      return { additionalAttributes: { edit: '7' }, additionalNodes: [] };
    case 'poll':
      return { additionalNodes: [{ tag: 'meta', attrs: { polltype: 'creation' } }] };
    default:
      return { additionalNodes: [] };
  }
}
