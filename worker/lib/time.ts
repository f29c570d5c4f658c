/** Timestamps are integers in milliseconds inside; ISO 8601 UTC with milliseconds outside. */
export function iso(ms: number): string;
export function iso(ms: number | null): string | null;
export function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}
