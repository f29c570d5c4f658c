/**
 * What the model is asked when an agent wants help in a conversation: a reply to suggest, or a
 * summary. Pure: the conversation, the contact's name and the workspace's canned replies in, the
 * chat messages out (`agent-help.ts` reads the first and sends the second).
 */
import type { ChatMessage } from './chat-client';

/** A message of the conversation as the model reads it. */
export type ThreadLine = {
  direction: 'INBOUND' | 'OUTBOUND';
  /** The record's kind (`text`, `image`, `audio`…); null: text. */
  type: string | null;
  content: string;
  /** A voice note's words, when transcribed. */
  transcript?: string | null;
  deleted?: boolean;
};

/** The most of one message, of one canned reply, and of the canned replies, the model is given. */
const MESSAGE_MAX = 1_000;
const CANNED_MAX = 500;
const CANNED_TOTAL_MAX = 6_000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** A message's words: its text, a voice note's transcript, or what kind it was. */
export function lineText(line: ThreadLine): string {
  if (line.deleted) return '[deleted message]';
  const kind = line.type && line.type !== 'text' ? `[${line.type}] ` : '';
  const words = line.transcript ? `${line.content ? `${line.content} ` : ''}(transcript: ${line.transcript})` : line.content;
  return clip(`${kind}${words}`.trim() || '[empty]', MESSAGE_MAX);
}

function cannedBlock(canned: readonly { shortcut: string; text: string }[]): string {
  let total = 0;
  const lines: string[] = [];
  for (const c of canned) {
    const line = `/${c.shortcut}: ${clip(c.text.replace(/\s+/g, ' ').trim(), CANNED_MAX)}`;
    if (total + line.length > CANNED_TOTAL_MAX) break;
    total += line.length;
    lines.push(line);
  }
  return lines.join('\n');
}

/**
 * The messages for a suggested reply: the shop's instructions (its canned replies as its voice
 * and knowledge, the contact's name), then the conversation as turns, the customer's as the
 * user's and the shop's as the assistant's, so the model's answer is the shop's next message.
 */
export function suggestionPrompt(input: {
  contactName: string | null;
  lines: readonly ThreadLine[];
  canned: readonly { shortcut: string; text: string }[];
}): ChatMessage[] {
  const canned = cannedBlock(input.canned);
  const system = [
    'You draft the next WhatsApp reply of a shop’s customer service agent. The agent reads and edits it before sending.',
    'Write in the language the customer writes in (Indonesian if unsure), short and friendly, as a chat message: no greeting line if the conversation is already going, no signature, no markdown headings.',
    'Answer only from what the conversation and the shop’s saved replies say; when you do not know something (a price, stock, a date), say the agent will check, do not invent it.',
    'Write only the reply itself.',
    input.contactName ? `The customer’s name: ${clip(input.contactName, 100)}.` : 'The customer’s name is not known.',
    canned ? `The shop’s saved replies (its usual wording and facts):\n${canned}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const turns: ChatMessage[] = input.lines.map((line) =>
    line.direction === 'INBOUND' ? { role: 'user', content: lineText(line) } : { role: 'assistant', content: lineText(line) },
  );
  return [{ role: 'system', content: system }, ...turns];
}

const LANGUAGE_NAMES = { id: 'Indonesian', en: 'English' } as const;
export type SummaryLanguage = keyof typeof LANGUAGE_NAMES;

/**
 * The messages for a summary: the conversation as one transcript (customer and shop named), and
 * what a colleague taking it over needs, in `language` (the agent's), else the conversation's.
 */
export function summaryPrompt(input: {
  contactName: string | null;
  lines: readonly ThreadLine[];
  language?: SummaryLanguage;
}): ChatMessage[] {
  const customer = input.contactName ? `Customer (${clip(input.contactName, 100)})` : 'Customer';
  const transcript = input.lines.map((line) => `${line.direction === 'INBOUND' ? customer : 'Shop'}: ${lineText(line)}`).join('\n');
  const system = [
    'You summarise a WhatsApp conversation between a shop and a customer for a colleague who takes it over.',
    'Say in at most five short lines: what the customer wants, what the shop answered or did, and what is still open.',
    input.language ? `Write in ${LANGUAGE_NAMES[input.language]}.` : 'Write in the language of the conversation (Indonesian if unsure).',
    'Write only the summary, plain text.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: transcript },
  ];
}
