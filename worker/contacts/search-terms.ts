/**
 * What a search box's text asks of the indexes (issue 26): a number's prefix, read as a range of
 * an index on the number, and a fragment of text for the FTS5 tables (trigram tokenizer, case and
 * accents folded), which find any fragment of 3 characters or more. A shorter fragment has no
 * trigram: it is matched as a number's prefix only ("62" finds the numbers starting with 62), and
 * a 1–2 letter word finds nothing rather than reading the whole workspace.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

export type SearchTerms = {
  /** The digits of a query written as a number (`+62 813-4…`), else null. */
  numberPrefix: string | null;
  /** An FTS5 expression for names, numbers and text, or null when the query is too short. */
  match: string | null;
};

const NUMBER_LIKE = /^[+\d\s().-]+$/;
const TRIGRAM = 3;

/** A phrase, quoted: raw input breaks MATCH (`812-3456` reads as a column, `+62` as syntax). */
function phrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

export function searchTerms(q: string): SearchTerms {
  const text = q.trim();
  const digits = NUMBER_LIKE.test(text) ? text.replace(/\D/g, '') : '';
  const phrases = [text, digits].filter((p, i, all) => [...p].length >= TRIGRAM && all.indexOf(p) === i);
  return { numberPrefix: digits || null, match: phrases.length > 0 ? phrases.map(phrase).join(' OR ') : null };
}

/** The texts starting with `prefix` are those from the first bound, and before the second: a range an index answers. */
export function prefixBounds(prefix: string): [string, string] {
  const last = prefix.charCodeAt(prefix.length - 1);
  return [prefix, `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}`];
}

/**
 * `column = value`, hidden from the planner (SQLite's unary `+`): a search's rows come from its
 * index lookups, and an index on the workspace that also gives the list's order would otherwise
 * tempt SQLite to walk every row of the workspace testing each (linear in its size), where the
 * matches are few and sorting them is cheap.
 */
export function sameWithoutIndex(column: AnyColumn, value: string): SQL {
  return sql`+${column} = ${value}`;
}
