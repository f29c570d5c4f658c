/**
 * The known details of a 404 or a 409 as data, read back from the API's English: a refusal made
 * deep in a feature (often in a device's object, answered across RPC as an outcome's text) keeps
 * the contract's English for the API, and the dashboard's error page says it in the viewer's
 * language from here. A detail not listed stays as the API says it.
 */
import { type Said, said } from '../shared/said';
import type { Change, Thing } from './i18n/en-details';

const THINGS = 'workspace|device|template|contact|webhook|delivery|member|broadcast|message|record|poll|conversation|API key';

const KNOWN: [RegExp, (m: RegExpExecArray) => Said][] = [
  [
    new RegExp(`^(${THINGS}) (\\S+) not found(?: in workspace (\\S+))?$`),
    (m) => said('detail.notFound', { thing: m[1] as Thing, id: m[2] ?? '', ...(m[3] ? { workspace: m[3] } : {}) }),
  ],
  [/^(contact|template) not found$/, (m) => said('detail.notFound', { thing: m[1] as Thing, id: '' })],
  [/^no such media$/, () => said('detail.noMedia', { id: '' })],
  [/^no media (\S+)$/, (m) => said('detail.noMedia', { id: m[1] ?? '' })],
  [/^(no such member in this workspace|member \S+ is not a member of this device\u2019s workspace)$/, () => said('detail.noSuchMember')],
  [/^no workspace is open: choose one first$/, () => said('detail.noWorkspaceOpen')],
  [/^the last owner of a workspace cannot be removed$/, () => said('detail.lastOwner')],
  [/^device is not connected \(status (\w+)\)$/, (m) => said('detail.notConnected', { status: m[1] ?? '' })],
  [/^device is not connected \(the session-node link dropped\)$/, () => said('detail.nodeDropped')],
  [/^device is already linked$/, () => said('detail.alreadyLinked')],
  [/^device is already connected$/, () => said('detail.alreadyConnected')],
  [/^device is logged out; call connect first$/, () => said('detail.loggedOut')],
  [/^no session-node holds this device yet; try again in a few seconds$/, () => said('detail.noNodeYet')],
  [/^a device has at most (\d+) webhooks; remove one first$/, (m) => said('detail.tooManyWebhooks', { max: m[1] ?? '' })],
  [/^the webhook of this delivery was removed$/, () => said('detail.webhookRemoved')],
  [/^the event of this delivery is no longer kept$/, () => said('detail.eventGone')],
  [/^broadcast (\S+) has started already$/, (m) => said('detail.broadcastStarted', { id: m[1] ?? '' })],
  [
    /^broadcast (\S+) has ended \((\w+)\); it cannot be (\w+)d$/,
    (m) => said('detail.broadcastEnded', { id: m[1] ?? '', status: m[2] ?? '', action: m[3] ?? '' }),
  ],
  [/^the (\w+) is over (\d+) bytes$/, (m) => said('body.tooLarge', { what: m[1] ?? '', max: Number(m[2]) })],
  [/^is empty$/, () => said('detail.fileEmpty')],
  [
    /^is (.+), but type (\w+) takes only (.+)$/,
    (m) => said('detail.fileFormat', { description: m[1] ?? '', type: m[2] ?? '', formats: m[3] ?? '' }),
  ],
  [
    /^a voice note must be OGG Opus, which WhatsApp alone plays as one; the file is (.+)$/,
    (m) => said('detail.voiceNoteFormat', { description: m[1] ?? '' }),
  ],
  [
    /^the file is ([\d,]+) bytes; type (\w+) allows at most (.+) \(([\d,]+) bytes\)$/,
    (m) =>
      said('detail.fileTooLarge', {
        bytes: Number((m[1] ?? '').replaceAll(',', '')),
        type: m[2] ?? '',
        max: m[3] ?? '',
        maxBytes: Number((m[4] ?? '').replaceAll(',', '')),
      }),
  ],
  [
    /^WhatsApp allows editing a message for 15 minutes after it was sent; this one was sent (\d+) minutes ago$/,
    (m) => said('detail.editWindow', { minutes: Number(m[1]) }),
  ],
  [
    /^WhatsApp allows deleting a message for everyone for 2 days and 12 hours \(60 hours\) after it was sent; this one was sent (\d+) hours ago$/,
    (m) => said('detail.revokeWindow', { hours: Number(m[1]) }),
  ],
  [/^only a message this device sent can be (edited|deleted)$/, (m) => said('detail.notOwnMessage', { change: m[1] as Change })],
  [/^the message was deleted for everyone$/, () => said('detail.deletedForEveryone')],
  [
    /^the message was not sent \(its status is (\w+)\), so it cannot be (edited|deleted)$/,
    (m) => said('detail.notSent', { status: m[1] ?? '', change: m[2] as Change }),
  ],
  [
    /^the message is no longer kept by this device, so it cannot be (edited|deleted)$/,
    (m) => said('detail.notKept', { change: m[1] as Change }),
  ],
  [/^only a text or the caption of an image, video or document can be edited$/, () => said('detail.notEditable')],
  [/^the session did not answer within (\d+) ms; the outcome is unknown$/, (m) => said('detail.noAnswer', { ms: Number(m[1]) })],
];

/** The detail as data when the dashboard knows it, else undefined (shown as the API says it). */
export function knownDetail(message: string): Said | undefined {
  for (const [pattern, toSaid] of KNOWN) {
    const match = pattern.exec(message);
    if (match) return toSaid(match);
  }
  return undefined;
}
