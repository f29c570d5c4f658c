/**
 * "Is this number on WhatsApp?" for a device, through its session (Baileys' `onWhatsApp`), each
 * answer kept a day in the device's object. Bulk lookups are a known ban trigger, so a number asked
 * again within the day (by `POST /contacts/check` or a broadcast that checks its audience) is
 * answered from the object and does not reach WhatsApp.
 *
 * The answers live in the object's key-value storage (`check:<digits>` → the answer and when it
 * was asked), which needs no table and so no migration; deleting the device deletes them with the
 * rest of its storage. A stale answer is overwritten by the next check of its number.
 */
import { type DeviceToNode, MAX_NUMBERS_PER_CHECK, type NumberCheck, type RpcCaller } from '../../protocol';
import type { SendGate } from '../kernel/send-gate';
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';
import { LOOKUP_TIMEOUT_MS, lookupFailure } from './node-calls';

/** How long an answer is kept. */
export const CHECK_TTL_MS = 24 * 60 * 60 * 1000;

type Cached = { exists: boolean; jid: string | null; at: number };

export type NumberChecksDeps = { storage: DurableObjectStorage; clock: Clock; node: RpcCaller<DeviceToNode>; gate: SendGate };

const keyOf = (phoneNumber: string) => `check:${phoneNumber}`;

export class NumberChecks {
  constructor(private readonly deps: NumberChecksDeps) {}

  /** Each number's answer, in the order asked (a number asked twice is answered twice); at most 50 numbers. */
  async check(phoneNumbers: string[]): Promise<Outcome<NumberCheck[]>> {
    if (phoneNumbers.length > MAX_NUMBERS_PER_CHECK) {
      return { ok: false, status: 400, message: `at most ${MAX_NUMBERS_PER_CHECK} numbers at a time` };
    }
    const { storage, clock, node, gate } = this.deps;
    const unique = [...new Set(phoneNumbers)];
    const now = clock.now();
    const cached = await storage.get<Cached>(unique.map(keyOf));
    const known = new Map<string, Cached>();
    for (const number of unique) {
      const hit = cached.get(keyOf(number));
      if (hit && now - hit.at < CHECK_TTL_MS) known.set(number, hit);
    }
    const missing = unique.filter((number) => !known.has(number));
    if (missing.length > 0) {
      const refusal = gate.refusal();
      if (refusal) return refusal;
      let results: NumberCheck[];
      try {
        ({ results } = await node.call('contacts.check', { phoneNumbers: missing }, LOOKUP_TIMEOUT_MS));
      } catch (error) {
        return lookupFailure(error);
      }
      const asked = clock.now();
      const fresh: Record<string, Cached> = {};
      for (const r of results) {
        if (!missing.includes(r.phoneNumber)) continue;
        const answer = { exists: r.exists, jid: r.exists ? r.jid : null, at: asked };
        known.set(r.phoneNumber, answer);
        fresh[keyOf(r.phoneNumber)] = answer;
      }
      if (Object.keys(fresh).length > 0) await storage.put(fresh);
    }
    const answers: NumberCheck[] = [];
    for (const phoneNumber of phoneNumbers) {
      const answer = known.get(phoneNumber);
      if (!answer) return { ok: false, status: 502, message: `the session did not answer for ${phoneNumber}` };
      answers.push({ phoneNumber, exists: answer.exists, jid: answer.jid });
    }
    return { ok: true, value: answers };
  }
}
