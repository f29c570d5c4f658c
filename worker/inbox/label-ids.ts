/** A conversation's `label_ids` (JSON, written only by `ConversationStore.label`) as a list. */
export function parseIds(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
