/** Which calls a device rejects: its switches, and `when` on the business hours. */
import { describe, expect, it } from 'vitest';
import { rejectsCall } from '../../../worker/calls/call-policy';
import { type CallSettings, DEFAULT_CALL_SETTINGS } from '../../../worker/calls/call-settings';

const HOURS = { timezone: 'Asia/Jakarta', days: { mon: [{ from: '08:00', to: '17:00' }] } };
/** Monday 2026-11-30 in Jakarta (UTC+7), at `hour`:00. */
const monday = (hour: number) => Date.UTC(2026, 10, 30, hour - 7, 0);
const voice = { isVideo: false, isGroup: false, at: monday(10) };
const set = (change: Partial<CallSettings>): CallSettings => ({ ...DEFAULT_CALL_SETTINGS, ...change });

describe('which calls a device rejects', () => {
  it('nothing by default', () => {
    expect(rejectsCall(DEFAULT_CALL_SETTINGS, voice, HOURS)).toBe(false);
  });

  it('a one-to-one call by the switch of its kind; a group call only by its own', () => {
    const voiceOnly = set({ rejectVoice: true });
    expect(rejectsCall(voiceOnly, voice, null)).toBe(true);
    expect(rejectsCall(voiceOnly, { ...voice, isVideo: true }, null)).toBe(false);
    expect(rejectsCall(voiceOnly, { ...voice, isGroup: true }, null)).toBe(false);
    expect(rejectsCall(set({ rejectGroup: true }), { ...voice, isGroup: true, isVideo: true }, null)).toBe(true);
  });

  it('outside hours: not inside them, yes before and after them and on a closed day, never without hours', () => {
    const outside = set({ rejectVoice: true, when: 'outside-hours' });
    expect(rejectsCall(outside, { ...voice, at: monday(10) }, HOURS)).toBe(false);
    expect(rejectsCall(outside, { ...voice, at: monday(7) }, HOURS)).toBe(true);
    // `to` is exclusive: 17:00 is closed.
    expect(rejectsCall(outside, { ...voice, at: monday(17) }, HOURS)).toBe(true);
    expect(rejectsCall(outside, { ...voice, at: monday(10) + 24 * 3_600_000 }, HOURS)).toBe(true);
    expect(rejectsCall(outside, { ...voice, at: monday(22) }, null)).toBe(false);
  });
});
