/**
 * Which rule a received message fires: the first enabled rule, in the list's order, whose trigger
 * holds. Pure, so the device's object and the rule tester decide alike.
 */
import { type BusinessHours, isOutsideHours } from './business-hours';
import { regexMatches } from './regex-rule';
import type { Rule, Trigger } from './rule-schema';

export type Incoming = {
  text: string | null;
  /** The button or list row chosen (`selectedId` of message.inbound). */
  selectedId: string | null;
  /** No message to or from this contact on this device before this one. */
  firstMessage: boolean;
  at: number;
};

/** Case, width, and runs of spaces do not count when keywords are compared. */
export function normaliseKeyword(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

export function triggerHolds(trigger: Trigger, message: Incoming, hours: BusinessHours | null): boolean {
  const text = message.text ?? '';
  switch (trigger.type) {
    case 'keyword': {
      const said = normaliseKeyword(text);
      if (said.length === 0) return false;
      const keywords = trigger.keywords.map(normaliseKeyword);
      return trigger.match === 'exact' ? keywords.includes(said) : keywords.some((k) => k.length > 0 && said.includes(k));
    }
    case 'regex':
      return text.length > 0 && regexMatches(trigger.pattern, text);
    case 'selection':
      return message.selectedId !== null && message.selectedId === trigger.selectedId;
    case 'first-message':
      return message.firstMessage;
    case 'outside-hours':
      return hours !== null && isOutsideHours(hours, message.at);
  }
}

export function firedRule(rules: readonly Rule[], message: Incoming, hours: BusinessHours | null = null): Rule | null {
  return rules.find((rule) => rule.enabled && triggerHolds(rule.trigger, message, hours)) ?? null;
}
