/**
 * Regular-expression triggers, run on RE2 (re2js): its matching time grows linearly with the text,
 * whatever the pattern, so a pattern like `(a+)+$` that makes a backtracking engine run for hours
 * on a few dozen characters is just slow-ish here, never stuck. A time budget cannot be enforced
 * another way: workerd has no regex timeout, and its clock does not move while code runs. The
 * budget is therefore a bound on the work: patterns of at most 200 characters, counted repetition
 * within RE2's own limit, matched against at most the first 4,096 characters of a message.
 * Backreferences and lookaround, which need backtracking, are refused when the rule is saved.
 */
import { RE2JS } from 're2js';
import { english, type Said, said } from '../shared/said';

export const MAX_PATTERN_LENGTH = 200;
export const MAX_MATCHED_TEXT = 4_096;

const compiled = new Map<string, RE2JS>();

/** Why a pattern cannot be a trigger, or null when it can (the API's English). */
export function regexProblem(pattern: string): string | null {
  const problem = regexProblemSaid(pattern);
  return problem && english(problem);
}

/** `regexProblem` as data, for the rule's issue (the dashboard says it in the viewer's language). */
export function regexProblemSaid(pattern: string): Said | null {
  if ([...pattern].length > MAX_PATTERN_LENGTH) return said('regex.tooLong', { max: MAX_PATTERN_LENGTH });
  if (/\\[1-9]|\\k</.test(pattern)) return said('regex.backreference');
  if (/\(\?<?[=!]/.test(pattern)) return said('regex.lookaround');
  try {
    compile(pattern);
    return null;
  } catch (error) {
    return said('regex.invalid', { reason: error instanceof Error ? error.message : String(error) });
  }
}

function compile(pattern: string): RE2JS {
  let re = compiled.get(pattern);
  if (!re) {
    re = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
    if (compiled.size > 500) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}

/** Whether the pattern matches anywhere in the text (case-insensitive), reading at most its first 4,096 characters. */
export function regexMatches(pattern: string, text: string): boolean {
  try {
    return compile(pattern).matcher(text.slice(0, MAX_MATCHED_TEXT)).find();
  } catch {
    // A pattern saved by an older rule set that no longer compiles matches nothing.
    return false;
  }
}
