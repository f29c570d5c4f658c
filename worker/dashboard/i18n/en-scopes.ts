/** The strings of the API key's scopes, in English (part of `en.ts`'s `apiKeys`). */
import type { Scope } from '../../api-keys/scopes';

export const keyScopes = {
  legend: 'What the key may do',
  hint: 'Tick only what the program using it needs. A request outside them is refused with 403.',
  column: 'Scopes',
  /** Shown to an admin, whose keys hold at most what an admin may do. */
  roleLimit: 'A key holds at most what your role may do: only an owner gives members and all.',
  /** A scope outside the maker's role, sent anyway. */
  beyondRole: (scopes: string) => `Your role may not give a key ${scopes}: only an owner may.`,
  /** What each scope opens, beside its name. */
  help: {
    'messages:send': 'send messages, reactions, typing; check numbers, read groups',
    'messages:read': 'read sent and received messages, events and media',
    inbox: 'conversations: read, assign, notes, replies',
    contacts: 'contacts and their settings',
    groups: 'make groups, change their people, name, picture and link, leave them',
    broadcasts: 'broadcasts and their pace',
    templates: 'templates',
    chatbot: 'the chatbot’s rules and settings',
    assistant: 'the AI assistant: its provider, settings and actions',
    devices: 'add, link, log out and delete devices',
    webhooks: 'webhooks and their deliveries',
    members: 'the workspace’s members',
    reports: 'reports',
    logs: 'the request log',
    all: 'everything above, and whatever comes later',
  } satisfies Record<Scope, string>,
};
