/**
 * Opting out by message: a contact who answers with a stop word alone ("STOP", "berhenti", or the
 * workspace's own words) is unsubscribed, and broadcasts skip it. A message is a stop word when,
 * normalised, it equals one: case, surrounding spaces and punctuation, and width do not count
 * ("Stop!", " BERHENTI. "), but a sentence that merely contains the word ("jangan stop dulu") is
 * not one.
 */

export const DEFAULT_STOP_WORDS = ['stop', 'berhenti'] as const;

/** The longest text compared: a stop word is short, and a long message is never one. */
export const MAX_STOP_WORD_LENGTH = 40;

/** Lower case, NFKC, inner runs of space as one, and no leading or trailing space or punctuation. */
export function normaliseStopText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');
}

/** The normalised form of `text` when it could be a stop word (short enough), else null. */
export function stopCandidate(text: string | null): string | null {
  if (!text || text.length > MAX_STOP_WORD_LENGTH * 4) return null;
  const normal = normaliseStopText(text);
  return normal.length > 0 && normal.length <= MAX_STOP_WORD_LENGTH ? normal : null;
}

export function isStopWord(text: string | null, words: readonly string[] = DEFAULT_STOP_WORDS): boolean {
  const candidate = stopCandidate(text);
  return candidate !== null && words.includes(candidate);
}
