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
};
