/**
 * The extra stanza children that make a native-flow interactive message render.
 *
 * Why these nodes, and why this shape (public reports, checked 2026):
 *
 * - The message content is end-to-end encrypted, so the server cannot see that it holds buttons;
 *   the `<biz>` stanza child tells it. Without one the server acks the message and no client
 *   shows anything (tulir/whatsmeow PR #1235; oxidezap/baileyrs issue #7, where the same proto
 *   rendered through upstream Baileys only once `<biz>`/`<bot>` were passed as `additionalNodes`).
 * - Not every `<biz>` will do. whatsmeow PR #1235 measured the acks: `<biz><buttons/></biz>` (the
 *   legacy ButtonsMessage form) gets error 405, a bare `<biz><interactive type="native_flow"
 *   v="1"/></biz>` gets 479, and `<interactive type="native_flow" v="1"><native_flow v="9"
 *   name="mixed"/></interactive>` inside `<biz>` is delivered and renders.
 * - The `native_flow` name is always `mixed`, whatever the buttons are. oxidezap/whatsapp-rust
 *   once named it after the first button (`cta_url`, `quick_reply`, ...); its PR #628 and the
 *   later `classify_button` in `src/send.rs` dropped that after live probes (its issue #1132)
 *   found every literal name refused (473 for `cta_url`, 405 for others) while `mixed` went
 *   through every time. Only the payment family (`payment_info`, `review_and_pay`) keeps a name,
 *   and Kurir sends none of those.
 * - `<quality_control source_type="third_party"/>` inside `<biz>`, and the attributes
 *   `actual_actors="2" host_storage="2" privacy_mode_ts`, are part of the shape both measured
 *   reports sent (whatsmeow PR #1235; whatsapp-rust `build_nested_biz`, whose
 *   `privacy_mode_ts` is now minus 77,980,457 s, "empirically confirmed"). Baileys users report
 *   the bare `mixed` shape working too (the Baileys notes in this repo), so each is a variant.
 * - `<bot biz_bot="1"/>` goes with one-to-one chats only, never groups (whatsapp-rust
 *   `build_extra_stanza_nodes`; the Baileys snippets in Itsukichann/Baileys issue #50 and
 *   oxidezap/baileyrs issue #7 do the same).
 * - Never two `<biz>` (or two `<bot>`): WhatsApp Web reads each with a single-child accessor, and
 *   which copy the server honours is not observable (whatsapp-rust refuses duplicates).
 * - WhatsApp Web/Desktop may still show "This message couldn't load" while phones render the
 *   buttons (itsliaaa/baileys issue #13, Itsukichann/Baileys issue #50): nothing in the stanza is
 *   known to fix that, hence the plain-text fallback (see fallback-text.ts) and the `text`
 *   variant below.
 *
 * WhatsApp changes this without notice, so the shape is an operator's choice
 * (`KURIR_INTERACTIVE_VARIANT`, passed in as `BuildContext.relayVariant`).
 */
import type { BinaryNode } from '@whiskeysockets/baileys';

export const RELAY_VARIANTS = ['mixed', 'mixed-qc', 'mixed-full', 'none', 'text'] as const;
/**
 * - `mixed`: `<biz>` holding `<interactive type=native_flow v=1><native_flow v=9 name=mixed/>`,
 *   plus `<bot biz_bot=1/>` in one-to-one chats.
 * - `mixed-qc`: as `mixed`, with `<quality_control source_type=third_party/>` inside `<biz>`.
 * - `mixed-full`: as `mixed-qc`, with the `actual_actors`, `host_storage` and `privacy_mode_ts`
 *   attributes on `<biz>`: byte for byte the shape whatsmeow PR #1235 and whatsapp-rust measured.
 * - `none`: no extra nodes (what upstream Baileys sends; the server accepts, nothing renders).
 * - `text`: no buttons at all; the message goes out as its plain-text fallback (header media is
 *   not sent), for accounts or periods where buttons do not show.
 */
export type RelayVariant = (typeof RELAY_VARIANTS)[number];
/**
 * `mixed-full` by default: it is the one shape two independent clients sent byte for byte and saw
 * delivered and rendered (whatsmeow PR #1235, whatsapp-rust); the others are kept as switches.
 */
export const DEFAULT_RELAY_VARIANT: RelayVariant = 'mixed-full';

export function isRelayVariant(value: string): value is RelayVariant {
  return (RELAY_VARIANTS as readonly string[]).includes(value);
}

/** whatsapp-rust's `BIZ_PRIVACY_MODE_TS_OFFSET`: `privacy_mode_ts` is this many seconds ago. */
const PRIVACY_MODE_TS_OFFSET_SECONDS = 77_980_457;

/** One-to-one chats: a phone-number JID or a LID; groups, broadcasts and channels are not. */
export function isOneToOneJid(jid: string): boolean {
  return jid.endsWith('@s.whatsapp.net') || jid.endsWith('@lid');
}

function bizNode(variant: 'mixed' | 'mixed-qc' | 'mixed-full', nowMs: number): BinaryNode {
  const interactive: BinaryNode = {
    tag: 'interactive',
    attrs: { type: 'native_flow', v: '1' },
    content: [{ tag: 'native_flow', attrs: { v: '9', name: 'mixed' } }],
  };
  const children: BinaryNode[] = [interactive];
  if (variant !== 'mixed') {
    children.push({ tag: 'quality_control', attrs: { source_type: 'third_party' } });
  }
  const attrs: BinaryNode['attrs'] =
    variant === 'mixed-full'
      ? {
          actual_actors: '2',
          host_storage: '2',
          privacy_mode_ts: String(Math.floor(nowMs / 1000) - PRIVACY_MODE_TS_OFFSET_SECONDS),
        }
      : {};
  return { tag: 'biz', attrs, content: children };
}

/**
 * The nodes to relay with an interactive message to `jid`. Exactly one `<biz>`; `<bot>` first, as
 * whatsapp-rust orders them, and only in one-to-one chats. `nowMs` is a parameter so tests can pin
 * `privacy_mode_ts`.
 */
export function relayNodes(jid: string, variant: RelayVariant = DEFAULT_RELAY_VARIANT, nowMs = Date.now()): BinaryNode[] {
  if (variant === 'none' || variant === 'text') return [];
  const nodes: BinaryNode[] = [];
  if (isOneToOneJid(jid)) nodes.push({ tag: 'bot', attrs: { biz_bot: '1' } });
  nodes.push(bizNode(variant, nowMs));
  return nodes;
}
