/** The assistant's help to an agent in a conversation: a suggested reply, a summary, a voice note's transcript (part of `en.ts`). */
export const agentHelp = {
  suggest: 'Suggest a reply',
  suggested: 'Suggested by the assistant: read and edit it before sending.',
  summarise: 'Summarise',
  summaryTitle: 'Summary',
  summaryHint: 'Written by the assistant from the conversation’s last messages; check it before relying on it.',
  saveNote: 'Save as note',
  transcribe: 'Transcribe',
  transcript: 'Transcript',
  /** Why the assistant could not help, by what went wrong. */
  failures: {
    'no-provider': 'No AI provider is set for this workspace. An owner or admin can set one in the assistant’s settings.',
    'key-unreadable':
      'The AI provider’s key can no longer be read (the server’s admin token changed). Set the key again in the assistant’s settings.',
    'no-transcription': 'The AI provider has no transcription model set, so voice notes cannot be transcribed.',
    'not-audio': 'This message is not a voice note.',
    'no-media': 'The audio file of this message is not stored, so it cannot be transcribed.',
    'too-large': 'The audio file is too large to transcribe (over 25 MB).',
    empty: 'The AI provider answered with no text. Try again.',
    timeout: 'The AI provider did not answer in time. Try again in a moment.',
    'rate-limited': 'The AI provider is busy (too many requests). Try again in a moment.',
    unavailable: 'The AI provider is not working right now. Try again later.',
    unreachable: 'The AI provider could not be reached. Check its address in the assistant’s settings.',
    refused: 'The AI provider refused the request. Check its key and model in the assistant’s settings.',
    malformed: 'The AI provider gave an answer Kurir cannot read. Check its address and model in the assistant’s settings.',
    'not-bound': 'Workers AI is not available on this server.',
  } as Record<string, string>,
  /** The provider's own HTTP status, after the sentence above. */
  status: (status: number) => `(The provider answered ${status}.)`,
};
