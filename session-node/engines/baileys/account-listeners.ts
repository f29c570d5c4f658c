/**
 * What a socket's account events become beside its lifecycle: calls, group changes (the cache
 * forgets what changed), receipts, LID pairs and history, each handed to the part that keeps it.
 * `listen` subscribes on the current socket (dropped with it: see `DeviceConnection.listen`).
 */
import type { BaileysEventMap } from '@whiskeysockets/baileys';
import { groupReceiptsFrom, receiptsFrom } from '../../messages/event-mapping';
import type { SessionContext } from '../engine';
import type { GroupCache } from './group-cache';
import type { SessionHistory } from './session-history';
import type { SessionMemory } from './session-memory';
import type { WebhookEvents } from './webhook-events';

export type Listen = <E extends keyof BaileysEventMap>(event: E, handler: (data: BaileysEventMap[E]) => void) => void;

export type AccountParts = {
  webhooks: WebhookEvents;
  groups: GroupCache;
  memory: SessionMemory;
  history: SessionHistory;
  report: SessionContext['report'];
};

export function listenToAccount(listen: Listen, p: AccountParts): void {
  listen('call', (calls) => p.webhooks.calls(calls));
  listen('group-participants.update', (update) => {
    // The sender keys of the next send must reach the new participant list.
    p.groups.forget(update.id);
    p.webhooks.groupParticipants(update);
  });
  listen('groups.update', (updates) => {
    for (const update of updates) if (update.id) p.groups.forget(update.id);
  });
  listen('groups.upsert', (groups) => {
    for (const group of groups) p.groups.set(group);
  });
  listen('messages.update', (updates) => {
    for (const receipt of receiptsFrom(updates, Date.now())) p.report.receipt(receipt);
  });
  listen('message-receipt.update', (updates) => {
    for (const receipt of groupReceiptsFrom(updates, Date.now())) p.report.receipt(receipt);
  });
  listen('lid-mapping.update', ({ lid, pn }) => p.memory.lids.learn(lid, pn));
  listen('messaging-history.set', (set) => {
    for (const { lid, pn } of set.lidPnMappings ?? []) p.memory.lids.learn(lid, pn);
    p.history.take(set);
  });
}
