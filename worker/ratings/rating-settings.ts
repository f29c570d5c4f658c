/**
 * A device's rating question (`/admin/devices/:id/rating`): whether it asks, by buttons or a poll,
 * in which language, with which words, and how long an answer counts. What it sends is made here
 * too, with the answers' ids and texts, so that an answer is read back by the same table.
 */
import { z } from '@hono/zod-openapi';
import type { OutgoingContent } from '../../protocol';
import { strictObject, textSchema } from '../shared/fields';

export const RATING_KINDS = ['buttons', 'poll'] as const;
export const RATING_LANGUAGES = ['id', 'en'] as const;
export type RatingLanguage = (typeof RATING_LANGUAGES)[number];

/** How long an answer counts by default, and at most (hours after the question). */
export const DEFAULT_ANSWER_HOURS = 24;
export const MAX_ANSWER_HOURS = 168;

export const ratingSettingsSchema = strictObject({
  enabled: z.boolean().meta({ description: 'Ask the customer for a rating when a conversation is resolved' }),
  kind: z
    .enum(RATING_KINDS)
    .default('buttons')
    .meta({ description: '`buttons`: three reply buttons scored 1, 3 and 5; `poll`: a poll of five options scored 5 to 1' }),
  language: z
    .enum(RATING_LANGUAGES)
    .default('id')
    .meta({ description: 'The language of the default question and of the answers (Indonesian or English)' }),
  text: textSchema(1, 255).nullable().default(null).meta({ description: 'The question; null asks the default one in `language`' }),
  answerHours: z
    .number()
    .int()
    .min(1)
    .max(MAX_ANSWER_HOURS)
    .default(DEFAULT_ANSWER_HOURS)
    .meta({ description: 'An answer later than this many hours after the question is ignored' }),
}).meta({ id: 'RatingSettings', example: { enabled: true, kind: 'buttons', language: 'id', text: null, answerHours: 24 } });

export type RatingSettings = z.infer<typeof ratingSettingsSchema>;

export const RATING_OFF: RatingSettings = {
  enabled: false,
  kind: 'buttons',
  language: 'id',
  text: null,
  answerHours: DEFAULT_ANSWER_HOURS,
};

const WORDS = {
  id: {
    question: 'Terima kasih sudah menghubungi kami. Bagaimana pelayanan kami tadi?',
    buttons: { 1: '😞 Buruk', 3: '😐 Cukup', 5: '😃 Baik sekali' },
    poll: { 5: 'Sangat puas', 4: 'Puas', 3: 'Biasa saja', 2: 'Kurang puas', 1: 'Tidak puas' },
  },
  en: {
    question: 'Thank you for contacting us. How was our service?',
    buttons: { 1: '😞 Bad', 3: '😐 Okay', 5: '😃 Great' },
    poll: { 5: 'Very satisfied', 4: 'Satisfied', 3: 'Neutral', 2: 'Unsatisfied', 1: 'Very unsatisfied' },
  },
} as const;

/** The prefix of a rating button's id; the score follows it (`kurir-rating:5`). */
const BUTTON_PREFIX = 'kurir-rating:';

/** The score a button reply's id names, or null when it is no rating button. */
export function scoreOfButton(selectedId: string | null | undefined): number | null {
  if (!selectedId?.startsWith(BUTTON_PREFIX)) return null;
  return validScore(Number(selectedId.slice(BUTTON_PREFIX.length)));
}

/** The score a poll option names: its leading digit (`5 ⭐ Very satisfied`). */
export function scoreOfOption(option: string | undefined): number | null {
  return option === undefined ? null : validScore(Number(option.slice(0, 1)));
}

const validScore = (n: number) => (Number.isInteger(n) && n >= 1 && n <= 5 ? n : null);

/** The question's text and what the session sends for it. */
export function ratingQuestion(settings: RatingSettings): { text: string; content: OutgoingContent } {
  const words = WORDS[settings.language];
  const text = settings.text ?? words.question;
  if (settings.kind === 'poll') {
    const options = ([5, 4, 3, 2, 1] as const).map((score) => `${score} ${'⭐'.repeat(score)} ${words.poll[score]}`);
    return { text, content: { kind: 'poll', question: text, options, multipleAnswers: false } };
  }
  const buttons = ([1, 3, 5] as const).map((score) => ({ id: `${BUTTON_PREFIX}${score}`, label: words.buttons[score] }));
  return { text, content: { kind: 'interactive', type: 'quick-reply', body: text, buttons } };
}
