/**
 * Interactive messages (spec 4.2) as Baileys' own proto: a native-flow `interactiveMessage`, and
 * the relay nodes that make the server deliver it as buttons.
 *
 * Shape of the content, and why:
 * - `{interactiveMessage: {header, body, footer, nativeFlowMessage: {buttons, messageParamsJson:
 *   '', messageVersion: 1}}}` at the top level, not wrapped. The sends measured to render in 2026
 *   (tulir/whatsmeow PR #1235, oxidezap/whatsapp-rust PR #628) carry it unwrapped; the
 *   `viewOnceMessage` wrapper older peers used (WAHA `noweb.buttons.ts`, Evolution API
 *   `buttonMessage`) makes it a view-once message (whatsapp-rust, following WhatsApp Web's
 *   `genMetaNode`, stamps `<meta view_once="true">` on anything so wrapped), and
 *   `documentWithCaptionMessage` is only a carrier some senders use for media headers (WAHA and
 *   Evolution API put the media straight into the header, as here).
 * - `messageContextInfo: {deviceListMetadata: {}, deviceListMetadataVersion: 2}` as official
 *   senders put on these messages (the received business message in tulir/whatsmeow issue #992;
 *   WAHA sends the same). It lives inside the encrypted payload and costs nothing.
 * - The relay nodes (`<biz>`, `<bot>`) are what decides rendering; see relay-nodes.ts.
 *
 * Plain-text fallback, and why it sits in the body: a client that cannot render native flow at
 * all (WhatsApp Web/Desktop today, old phones) shows a placeholder whatever the message holds, and
 * no peer puts a sibling text field beside `interactiveMessage`: a client, and Baileys'
 * `getContentType` (first key, and `conversation` is field 1), could pick the text and drop the
 * buttons. The body is the one text every client that opens the message shows, and the one
 * receivers that flatten interactive messages read (WAHA `extractInteractiveBody`), so the option
 * lines ("1. Label", the URL, the code) are appended to it; phones that render the buttons show
 * them twice, which reads as a numbered menu. For accounts where buttons do not show at all the
 * operator picks the `text` variant, which sends `fallbackText` as a plain message instead.
 */
import type { BinaryNode, proto } from '@whiskeysockets/baileys';
import type { InteractiveContent } from '../../protocol';
import type { BuildContext } from './build-context';
import { bodyWithOptions, fallbackText } from './fallback-text';
import { buildHeader } from './header-media';
import { nativeFlowButtons } from './native-flow-buttons';
import { DEFAULT_RELAY_VARIANT, relayNodes } from './relay-nodes';

export { fallbackText } from './fallback-text';
export { DEFAULT_RELAY_VARIANT, isRelayVariant, RELAY_VARIANTS, type RelayVariant, relayNodes } from './relay-nodes';

export interface BuiltInteractive {
  content: proto.IMessage;
  additionalNodes: BinaryNode[];
}

export async function buildInteractive(jid: string, content: InteractiveContent, context: BuildContext): Promise<BuiltInteractive> {
  const variant = context.relayVariant ?? DEFAULT_RELAY_VARIANT;
  if (variant === 'text') {
    return { content: { extendedTextMessage: { text: fallbackText(content) } }, additionalNodes: [] };
  }

  // Buttons first: a malformed content fails before any media is fetched or uploaded.
  const buttons = nativeFlowButtons(content);
  const header = await buildHeader(content, context);
  const interactiveMessage: proto.Message.IInteractiveMessage = {
    ...(header ? { header } : {}),
    body: { text: bodyWithOptions(content) },
    ...(content.footer ? { footer: { text: content.footer } } : {}),
    nativeFlowMessage: { buttons, messageParamsJson: '', messageVersion: 1 },
  };
  return {
    content: {
      interactiveMessage,
      messageContextInfo: { deviceListMetadata: {}, deviceListMetadataVersion: 2 },
    },
    additionalNodes: relayNodes(jid, variant),
  };
}
