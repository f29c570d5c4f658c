import { describe, expect, it } from 'vitest';
import { isSingleEmoji, reactionBodySchema } from '../../../worker/messages/emoji';
import { toIssues } from '../../../worker/shared/validation';

const single: [string, string][] = [
  ['a thumbs up', '👍'],
  ['a thumbs up with a skin tone', '👍🏽'],
  ['a family joined by ZWJ', '👨‍👩‍👧‍👦'],
  ['a flag of two regional indicators', '🇮🇩'],
  ['the keycap one', '1️⃣'],
  ['the keycap hash', '#️⃣'],
  ['a keycap star without VS16', '*⃣'],
  ['a red heart with VS16', '❤️'],
  ['a red heart without VS16', '❤'],
  ['the England flag tag sequence', '🏴󠁧󠁢󠁥󠁮󠁧󠁿'],
  ['a rainbow flag (ZWJ with VS16)', '🏳️‍🌈'],
  ['a person with red hair', '👨‍🦰'],
  ['a couple with two skin tones', '👩🏻‍❤️‍💋‍👨🏼'],
  ['a face with tears of joy', '😂'],
];

const notSingle: [string, string][] = [
  ['a letter', 'a'],
  ['a digit', '1'],
  ['a hash without keycap', '#'],
  ['two emoji', '👍👍'],
  ['an emoji followed by text', '👍a'],
  ['text followed by an emoji', 'a👍'],
  ['a space', ' '],
  ['two letters', 'ab'],
  ['a lone regional indicator', '🇮'],
  ['two flags', '🇮🇩🇮🇩'],
  ['an emoji with a combining accent', '👍\u0301'],
  ['a heart asking for text presentation', '❤\uFE0E'],
  ['a lone ZWJ', '\u200D'],
  ['a letter in a keycap', 'a\u20E3'],
  ['the empty string (allowed only as the reaction emoji, not as an emoji)', ''],
];

describe('isSingleEmoji', () => {
  it.each(single)('accepts %s', (_name, value) => {
    expect(isSingleEmoji(value)).toBe(true);
  });

  it.each(notSingle)('refuses %s', (_name, value) => {
    expect(isSingleEmoji(value)).toBe(false);
  });
});

const reaction = { deviceId: 'dev_1', messageId: '3EB0AAAABBBBCCCC', emoji: '👍' };

function issuesOf(body: unknown) {
  const result = reactionBodySchema.safeParse(body);
  return result.success ? [] : toIssues(result.error);
}

describe('reaction body', () => {
  it.each([...single.map(([, value]) => value), ''])('accepts the emoji %j', (emoji) => {
    expect(issuesOf({ ...reaction, emoji })).toEqual([]);
  });

  it.each(['a', '1', '👍👍', '👍a', ' ', 'ab'])('refuses the emoji %j and says what is accepted', (emoji) => {
    expect(issuesOf({ ...reaction, emoji })).toEqual([
      { path: 'emoji', message: expect.stringMatching(/exactly one emoji.*or "" to remove the reaction/) },
    ]);
  });

  it('accepts a messageId of 256 characters and refuses 257', () => {
    expect(issuesOf({ ...reaction, messageId: 'm'.repeat(256) })).toEqual([]);
    expect(issuesOf({ ...reaction, messageId: 'm'.repeat(257) })).toEqual([
      { path: 'messageId', message: 'must be at most 256 characters (got 257)' },
    ]);
  });

  it('lists every broken rule: missing deviceId, empty messageId, missing emoji, unknown field', () => {
    const issues = issuesOf({ messageId: '', reaction: '👍' });
    expect(issues.map((issue) => issue.path).sort()).toEqual(['', 'deviceId', 'emoji', 'messageId']);
    expect(issues).toContainEqual({ path: '', message: 'unknown field "reaction"' });
    expect(issues).toContainEqual({ path: 'messageId', message: 'must not be empty' });
  });
});
