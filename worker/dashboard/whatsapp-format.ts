/**
 * WhatsApp's text formatting read as WhatsApp reads it: `*bold*`, `_italic_`, `~strike~`,
 * ```` ```monospace``` ```` and `` `inline code` ``, and http(s) links. The text becomes a tree of
 * typed nodes (never HTML): the page renders them as elements, so whatever a customer types stays
 * text, a `<script>` included, and only an http or https address becomes a link.
 *
 * The rules, as the app applies them: a marker opens where the character before it is not a
 * letter or digit and the one after it is not a space, and closes where the character before it
 * is not a space and the one after it is not a letter or digit (so `2*3*4`, `snake_case_name` and
 * `a~b~c` stay as typed); an unclosed marker is text; bold, italic and strike end at the line's
 * end and may hold each other; code and monospace hold text as it is.
 */

export type FormatNode =
  | { kind: 'text'; text: string }
  | { kind: 'bold' | 'italic' | 'strike'; children: FormatNode[] }
  | { kind: 'code' | 'mono'; text: string }
  | { kind: 'link'; href: string; text: string };

const STYLE = { '*': 'bold', _: 'italic', '~': 'strike' } as const;
type StyleMarker = keyof typeof STYLE;

const WORD = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;
/** An address starts at a word's start; it runs to the next space or angle bracket. */
const LINK = /^https?:\/\/[^\s<>"]+/i;
/** What ends a sentence or closes a marker after an address is not part of it. */
const TRAILING = /[.,;:!?'*_~`]+$/;

const isWord = (ch: string | undefined) => ch !== undefined && WORD.test(ch);
const isSpace = (ch: string | undefined) => ch !== undefined && SPACE.test(ch);

/** The address at `at` (its trailing punctuation and unbalanced `)` left out), or null. */
function linkAt(text: string, at: number): string | null {
  if (isWord(text[at - 1])) return null;
  const found = LINK.exec(text.slice(at, at + 2_048));
  if (!found) return null;
  let url = found[0].replace(TRAILING, '');
  // "(see https://example.com/a)": the bracket is the sentence's unless the address opened one.
  while (url.endsWith(')') && (url.match(/\(/g) ?? []).length < (url.match(/\)/g) ?? []).length)
    url = url.slice(0, -1).replace(TRAILING, '');
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  } catch {
    return null;
  }
  return url.length > 'https://'.length ? url : null;
}

/** Where the marker opened at `at` closes on the same line (`marker` may be several characters), or -1. */
function closerOf(text: string, at: number, marker: string, multiline: boolean): number {
  const from = at + marker.length;
  // A monospace block may start and end with a line break; the others hug their text.
  if ((!multiline && isSpace(text[from])) || text.startsWith(marker[0] ?? '', from)) return -1;
  const lineEnd = multiline ? -1 : text.indexOf('\n', from);
  const end = lineEnd === -1 ? text.length : lineEnd;
  for (let j = text.indexOf(marker, from + 1); j !== -1 && j < end; j = text.indexOf(marker, j + 1)) {
    if ((multiline || !isSpace(text[j - 1])) && !isWord(text[j + marker.length])) return j;
  }
  return -1;
}

/** The nodes of a message's text (adjacent text merged). */
export function formatWhatsApp(text: string): FormatNode[] {
  const nodes: FormatNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) nodes.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    const opens = !isWord(text[i - 1]);
    if (opens && (ch === 'h' || ch === 'H')) {
      const url = linkAt(text, i);
      if (url) {
        flush();
        nodes.push({ kind: 'link', href: url, text: url });
        i += url.length;
        continue;
      }
    }
    if (opens && text.startsWith('```', i)) {
      const end = closerOf(text, i, '```', true);
      if (end !== -1) {
        flush();
        nodes.push({ kind: 'mono', text: text.slice(i + 3, end) });
        i = end + 3;
        continue;
      }
    }
    if (opens && ch === '`' && !text.startsWith('```', i)) {
      const end = closerOf(text, i, '`', false);
      if (end !== -1) {
        flush();
        nodes.push({ kind: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (opens && ch in STYLE) {
      const end = closerOf(text, i, ch, false);
      if (end !== -1) {
        flush();
        nodes.push({ kind: STYLE[ch as StyleMarker], children: formatWhatsApp(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    plain += ch;
    i += 1;
  }
  flush();
  return nodes;
}

/** The text as a reader sees it once formatted, without the markers (`*tebal*` → `tebal`): a one-line preview. */
export function plainWhatsApp(text: string): string {
  const plain = (nodes: FormatNode[]): string => nodes.map((node) => ('children' in node ? plain(node.children) : node.text)).join('');
  return plain(formatWhatsApp(text));
}
