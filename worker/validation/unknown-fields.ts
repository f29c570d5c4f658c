import type { z } from 'zod';

/**
 * Error map for `z.strictObject(shape, { error: unknownFieldsMessage })`: a misspelt optional field
 * (`fotter`) would otherwise be dropped without a word, and the client would never learn why its
 * footer is missing. zod reports the unknown keys of one object as one issue at the object's path.
 */
export function unknownFieldsMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'unrecognized_keys') return undefined;
  const names = issue.keys.map((key) => `"${key}"`).join(', ');
  return `unknown field${issue.keys.length === 1 ? '' : 's'} ${names}`;
}
