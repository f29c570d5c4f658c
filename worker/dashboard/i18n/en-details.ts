/**
 * The details under a dashboard error page's 404 and 409, in English: the API's own words (its
 * bodies keep them), as data so `id-details.ts` can say them in Indonesian. `error-details.ts`
 * reads a refusal's English back into one of these.
 */

/** What a "… not found" names. */
export type Thing =
  | 'workspace'
  | 'device'
  | 'template'
  | 'contact'
  | 'webhook'
  | 'delivery'
  | 'member'
  | 'broadcast'
  | 'message'
  | 'record'
  | 'poll'
  | 'conversation'
  | 'API key';

export const detailSaid = {
  'detail.notFound': (p: { thing: Thing; id: string; workspace?: string }) =>
    `${p.thing}${p.id ? ` ${p.id}` : ''} not found${p.workspace ? ` in workspace ${p.workspace}` : ''}`,
  'detail.noMedia': (p: { id: string }) => (p.id ? `no media ${p.id}` : 'no such media'),
  'detail.noSuchMember': () => 'no such member in this workspace',
  'detail.noWorkspaceOpen': () => 'no workspace is open: choose one first',
  'detail.lastOwner': () => 'the last owner of a workspace cannot be removed',
  'detail.notConnected': (p: { status: string }) => `device is not connected (status ${p.status})`,
  'detail.nodeDropped': () => 'device is not connected (the session-node link dropped)',
  'detail.alreadyLinked': () => 'device is already linked',
  'detail.alreadyConnected': () => 'device is already connected',
  'detail.loggedOut': () => 'device is logged out; call connect first',
  'detail.noNodeYet': () => 'no session-node holds this device yet; try again in a few seconds',
  'detail.tooManyWebhooks': (p: { max: string }) => `a device has at most ${p.max} webhooks; remove one first`,
  'detail.webhookRemoved': () => 'the webhook of this delivery was removed',
  'detail.eventGone': () => 'the event of this delivery is no longer kept',
  'detail.broadcastStarted': (p: { id: string }) => `broadcast ${p.id} has started already`,
  'detail.broadcastEnded': (p: { id: string; status: string; action: string }) =>
    `broadcast ${p.id} has ended (${p.status}); it cannot be ${p.action}d`,
  // A file refused by its type's rules (worker/media/media-rules.ts).
  'detail.fileEmpty': () => 'is empty',
  'detail.fileFormat': (p: { description: string; type: string; formats: string }) =>
    `is ${p.description}, but type ${p.type} takes only ${p.formats}`,
  'detail.voiceNoteFormat': (p: { description: string }) =>
    `a voice note must be OGG Opus, which WhatsApp alone plays as one; the file is ${p.description}`,
  'detail.fileTooLarge': (p: { bytes: number; type: string; max: string; maxBytes: number }) =>
    `the file is ${p.bytes.toLocaleString('en-US')} bytes; type ${p.type} allows at most ${p.max} (${p.maxBytes.toLocaleString('en-US')} bytes)`,
  // An edit or a delete for everyone refused (worker/messages/changes-part.ts).
  'detail.editWindow': (p: { minutes: number }) =>
    `WhatsApp allows editing a message for 15 minutes after it was sent; this one was sent ${p.minutes} minutes ago`,
  'detail.revokeWindow': (p: { hours: number }) =>
    `WhatsApp allows deleting a message for everyone for 2 days and 12 hours (60 hours) after it was sent; this one was sent ${p.hours} hours ago`,
  'detail.notOwnMessage': (p: { change: Change }) => `only a message this device sent can be ${p.change}`,
  'detail.deletedForEveryone': () => 'the message was deleted for everyone',
  'detail.notSent': (p: { status: string; change: Change }) =>
    `the message was not sent (its status is ${p.status}), so it cannot be ${p.change}`,
  'detail.notKept': (p: { change: Change }) => `the message is no longer kept by this device, so it cannot be ${p.change}`,
  'detail.notEditable': () => 'only a text or the caption of an image, video or document can be edited',
  // A send whose session did not answer, or that WhatsApp refused (worker/messages/messages-part.ts).
  'detail.noAnswer': (p: { ms: number }) => `the session did not answer within ${p.ms} ms; the outcome is unknown`,
};

/** What an edit or a delete does to a message. */
export type Change = 'edited' | 'deleted';
