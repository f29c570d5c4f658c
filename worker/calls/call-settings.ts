/**
 * What a device does with the calls that ring it: reject voice calls, video calls and group calls
 * (three switches), always or only outside the business hours, and answer the caller with a text.
 * The one statement of what `PUT /devices/{id}/calls` and the device page's form accept.
 */
import { z } from '@hono/zod-openapi';
import { strictObject, textSchema } from '../shared/fields';

export const CALL_REJECT_WHEN = ['always', 'outside-hours'] as const;
/** The longest answer to a rejected call. */
export const MAX_CALL_MESSAGE = 1_000;

export const callSettingsSchema = strictObject({
  rejectVoice: z.boolean().meta({ description: 'Reject one-to-one voice calls' }),
  rejectVideo: z.boolean().meta({ description: 'Reject one-to-one video calls' }),
  rejectGroup: z.boolean().meta({ description: 'Reject group calls (voice or video); the voice and video switches do not touch them' }),
  when: z.enum(CALL_REJECT_WHEN).meta({
    description:
      'always, or outside-hours: only outside the device’s business hours (the chatbot settings’ `businessHours`; with none set, no call is outside them)',
  }),
  message: z
    .union([z.literal(''), textSchema(1, MAX_CALL_MESSAGE)])
    .meta({ description: 'The text the caller gets once the call is rejected; empty: reject without a word' }),
}).meta({
  id: 'CallSettings',
  example: {
    rejectVoice: true,
    rejectVideo: true,
    rejectGroup: false,
    when: 'outside-hours',
    message: 'Sorry, we cannot take calls here. Please write to us and we will answer soon.',
  },
});
export type CallSettings = z.infer<typeof callSettingsSchema>;

export const DEFAULT_CALL_SETTINGS: CallSettings = {
  rejectVoice: false,
  rejectVideo: false,
  rejectGroup: false,
  when: 'always',
  message: '',
};
