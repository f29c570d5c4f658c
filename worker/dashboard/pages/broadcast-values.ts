/** What the new-broadcast form holds, as posted (and shown again after a check). */
import { type InteractiveValues, NO_INTERACTIVE, readInteractive } from './broadcast-interactive';
import { type MediaValues, NO_MEDIA, readMedia } from './broadcast-media';
import { type MessageType, readMessageType } from './broadcast-type';

export type Values = {
  messageType: MessageType;
  deviceId: string;
  name: string;
  text: string;
  templateId: string;
  labels: string;
  countryCode: string;
  scheduledAt: string;
  checkNumbers: boolean;
  csv: string;
  fileName: string;
  interactive: InteractiveValues;
  media: MediaValues;
};
export const EMPTY: Values = {
  messageType: 'text',
  deviceId: '',
  name: '',
  text: '',
  templateId: '',
  labels: '',
  countryCode: '62',
  scheduledAt: '',
  checkNumbers: false,
  csv: '',
  fileName: '',
  interactive: NO_INTERACTIVE,
  media: NO_MEDIA,
};

/** The form's values from its fields (`get` answers '' for one not posted). */
export function readValues(text: (name: string) => string): Values {
  const v: Values = {
    messageType: 'text',
    deviceId: text('deviceId'),
    name: text('name'),
    text: text('message.text'),
    templateId: text('templateId'),
    labels: text('labels'),
    countryCode: text('countryCode') || '62',
    scheduledAt: text('scheduledAt'),
    checkNumbers: text('checkNumbers') === 'on',
    csv: text('csv'),
    fileName: text('fileName'),
    interactive: readInteractive(text),
    media: readMedia(text),
  };
  v.messageType = readMessageType(text('messageType'), v);
  return v;
}
