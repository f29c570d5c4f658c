import { z } from '@hono/zod-openapi';
import { MAX_TYPING_MS } from '../../protocol';

/** `typingMs` on every send route: "typing…" shown this long before the message goes (what Fonnte and WAHA's anti-ban advice do). */
export const typingField = {
  typingMs: z
    .number()
    .int('must be a whole number of milliseconds')
    .min(0, 'must not be negative')
    .max(MAX_TYPING_MS, `must be at most ${MAX_TYPING_MS} (${MAX_TYPING_MS / 1000} s)`)
    .optional()
    .meta({
      description: 'Shows “typing…” (“recording…” before a voice note) this long first, then sends; the answer comes that much later',
      example: 3000,
    }),
};
