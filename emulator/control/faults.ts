/**
 * The emulator's own control routes, for the faults only a real protocol can have (the simulator
 * has none of them): a phone that goes off the network or loses its Signal sessions, a connection
 * that dies under a send, a stream error from the server (515, 503, 440 replaced, 401…).
 */
import { z } from 'zod';

export const dropRequestSchema = z.object({
  /**
   * `next-query`: dies while the device waits on its next query; `next-message`: just after its
   * next message got through; `lost-message`: with its next message on the wire, never read.
   */
  at: z.enum(['next-query', 'next-message', 'lost-message']),
});

export const streamErrorRequestSchema = z
  .object({
    code: z.number().int().min(400).max(599).optional(),
    /** `replaced`: the login is used by another client (Baileys' 440). */
    conflict: z.enum(['replaced']).optional(),
  })
  .refine((request) => request.code !== undefined || request.conflict !== undefined, {
    message: 'a code or a conflict is required',
    path: ['code'],
  });

export const PHONE_FAULTS = ['offline', 'online', 'lose-sessions'] as const;
export type PhoneFault = (typeof PHONE_FAULTS)[number];

export function isPhoneFault(action: string): action is PhoneFault {
  return (PHONE_FAULTS as readonly string[]).includes(action);
}
