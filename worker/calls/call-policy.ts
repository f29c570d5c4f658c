/**
 * Whether a device rejects a call that rings it: pure, beside the part that acts on it. A group
 * call follows its own switch; a one-to-one call the switch of its kind; then `when` decides, on
 * the device's business hours (the chatbot's, the one definition of them a device has).
 */
import { type BusinessHours, isOutsideHours } from '../chatbot/business-hours';
import type { CallSettings } from './call-settings';

export type RingingCall = { isVideo: boolean; isGroup: boolean; at: number };

export function rejectsCall(settings: CallSettings, call: RingingCall, hours: BusinessHours | null): boolean {
  const on = call.isGroup ? settings.rejectGroup : call.isVideo ? settings.rejectVideo : settings.rejectVoice;
  if (!on) return false;
  if (settings.when === 'always') return true;
  return hours !== null && isOutsideHours(hours, call.at);
}
