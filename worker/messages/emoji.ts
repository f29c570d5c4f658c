/** The rules of POST /messages/reaction. */
import { z } from '@hono/zod-openapi';
import { EXAMPLE_DEVICE_ID, EXAMPLE_MESSAGE_ID } from '../shared/examples';
import { idSchema, unknownFieldsMessage } from '../shared/fields';
import { codePoints } from '../shared/validation';
import { messageIdSchema } from './message-id';

/** Two regional indicators make a country flag (🇮🇩); one alone is not a flag. */
const FLAG = /^\p{Regional_Indicator}{2}$/u;
/** A digit, `#` or `*`, optionally VS16, then the combining keycap (1️⃣, #️⃣). */
const KEYCAP = /^[0-9#*]\uFE0F?\u20E3$/u;
/** Black flag, tag characters, cancel tag: the subdivision flags (🏴󠁧󠁢󠁥󠁮󠁧󠁿 England). */
const TAG_SEQUENCE = /^\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}$/u;
/**
 * One pictograph, or several joined by ZWJ (👨‍👩‍👧‍👦), each optionally followed by VS16 (❤️) and skin-tone
 * modifiers (👍🏽). Regional indicators are Emoji_Presentation too, so they are excluded here and
 * accepted only in pairs, by FLAG. VS15 (text presentation) is not accepted: it asks for the glyph
 * not to be drawn as an emoji.
 */
const PICTOGRAPH = String.raw`(?!\p{Regional_Indicator})[\p{Extended_Pictographic}\p{Emoji_Presentation}](?:\uFE0F|\p{Emoji_Modifier})*`;
const ZWJ_SEQUENCE = new RegExp(`^${PICTOGRAPH}(?:\\u200D${PICTOGRAPH})*$`, 'u');

/**
 * The longest emoji in Unicode's recommended set is 10 code points (kiss with two skin tones);
 * a longer string cannot be one, so it is refused before segmentation looks at it.
 */
const MAX_EMOJI_CODE_POINTS = 32;

let segmenter: Intl.Segmenter | undefined;

/** True when `value` is exactly one grapheme and that grapheme is an emoji. */
export function isSingleEmoji(value: string): boolean {
  if (value.length === 0 || codePoints(value) > MAX_EMOJI_CODE_POINTS) return false;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const graphemes = [...segmenter.segment(value)];
  if (graphemes.length !== 1) return false;
  return FLAG.test(value) || KEYCAP.test(value) || TAG_SEQUENCE.test(value) || ZWJ_SEQUENCE.test(value);
}

export const EMOJI_RULE =
  'must be exactly one emoji, e.g. "👍", "👍🏽", "❤️", "🇮🇩", "1️⃣" or "👨‍👩‍👧‍👦" (no text, no second emoji), or "" to remove the reaction';

export const reactionBodySchema = z
  .strictObject(
    {
      deviceId: idSchema,
      messageId: messageIdSchema.meta({ description: 'The messaging-app id of the message, e.g. data.id of message.inbound' }),
      emoji: z
        .string()
        .refine((value) => value === '' || isSingleEmoji(value), EMOJI_RULE)
        .meta({ description: 'Exactly one emoji, or "" to remove the reaction', example: '👍' }),
    },
    { error: unknownFieldsMessage },
  )
  .meta({ id: 'Reaction', example: { deviceId: EXAMPLE_DEVICE_ID, messageId: EXAMPLE_MESSAGE_ID, emoji: '👍' } });
