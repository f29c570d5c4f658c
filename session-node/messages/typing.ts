/**
 * `typingMs`: "typing…" (or "recording…" before a voice note) for that long, then "paused", then
 * the send, as a person would, which is what anti-ban guides (WAHA's) and Fonnte do. Shared by both
 * engines; the wait is a parameter so tests need not sleep.
 */
import type { PresenceState, SendParams } from '../../protocol';

export type Wait = (ms: number) => Promise<void>;
export const realWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The presence shown before a send. */
export function typingState(params: SendParams): PresenceState {
  return params.content.kind === 'media' && params.content.voiceNote ? 'recording' : 'composing';
}

/** Shows the typing state in `jid` for `params.typingMs`, then pauses it; nothing without `typingMs`. */
export async function typeFirst(
  params: SendParams,
  jid: string,
  presence: (jid: string, state: PresenceState) => Promise<void>,
  wait: Wait = realWait,
): Promise<void> {
  if (!params.typingMs) return;
  await presence(jid, typingState(params));
  await wait(params.typingMs);
  await presence(jid, 'paused');
}
