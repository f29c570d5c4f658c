import { describe, expect, it } from 'vitest';
import { MAX_MATCHED_TEXT, regexMatches, regexProblem } from '../../../worker/chatbot/regex-rule';
import { rulesSchema } from '../../../worker/chatbot/rule-schema';

/** Patterns that send a backtracking engine into exponential (or high polynomial) time on a near-miss. */
const CATASTROPHIC = ['(a+)+$', '(a|aa)+$', '(a|a?)+$', '^(\\w+\\s?)*$', '(.*a){12}', '(x+x+)+y', 'a*a*a*a*a*a*b'];

describe('regular-expression triggers', () => {
  it.each(CATASTROPHIC)('%s is answered at once on a long near-miss (linear-time engine), not hung', (pattern) => {
    expect(regexProblem(pattern)).toBeNull();
    const nearMiss = `${'a'.repeat(5_000)}!`;
    const started = performance.now();
    // In workerd the clock stands still during a computation; the test's bound is that it returns at all.
    expect(typeof regexMatches(pattern, nearMiss)).toBe('boolean');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('reads only the first 4,096 characters of a message', () => {
    expect(regexMatches('end$', `${'x'.repeat(MAX_MATCHED_TEXT)}end`)).toBe(false);
    expect(regexMatches('end$', `${'x'.repeat(MAX_MATCHED_TEXT - 3)}end`)).toBe(true);
  });

  it.each([
    ['(a)\\1', /backreferences/],
    ['(?<w>a)\\k<w>', /backreferences/],
    ['foo(?=bar)', /lookahead/],
    ['(?<!x)y', /lookahead/],
    ['(unclosed', /not a regular expression/],
    ['a{2000}', /not a regular expression/],
    ['x'.repeat(201), /at most 200/],
  ])('%s is refused when the rule is saved', (pattern, reason) => {
    expect(regexProblem(pattern)).toMatch(reason);
    const parsed = rulesSchema.safeParse({
      rules: [{ name: 'r', trigger: { type: 'regex', pattern }, reply: { type: 'text', text: 'x' } }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['rules', 0, 'trigger', 'pattern']);
  });
});
