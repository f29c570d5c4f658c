/**
 * The navigation, as data: each entry names the permission it needs, so an agent never sees a
 * link to a page that would refuse them (an agent gets the Inbox, Contacts, Messages and the Canned
 * replies list only).
 */
import type { Permission } from '../members';
import type { Catalogue } from './i18n';

export type NavEntry = { key: string; href: string; permission: Permission; label: (t: Catalogue) => string };
export type NavGroup = { label: ((t: Catalogue) => string) | null; entries: NavEntry[] };

export const NAV: NavGroup[] = [
  {
    label: null,
    entries: [
      { key: 'inbox', href: '/dashboard/inbox', permission: 'inbox', label: (t) => t.inbox.nav },
      { key: 'contacts', href: '/dashboard/contacts', permission: 'inbox', label: (t) => t.contacts.nav },
      { key: 'chatbot', href: '/dashboard/chatbot', permission: 'chatbot', label: (t) => t.chatbot.nav },
      { key: 'assistant-actions', href: '/dashboard/assistant/actions', permission: 'assistant', label: (t) => t.assistantActions.nav },
      { key: 'messages', href: '/dashboard/messages', permission: 'inbox', label: (t) => t.nav.messages },
      { key: 'labels', href: '/dashboard/labels', permission: 'inbox', label: (t) => t.lbl.nav },
      { key: 'canned-replies', href: '/dashboard/canned-replies', permission: 'inbox', label: (t) => t.canned.nav },
      // Everyone: an agent sees their own figures (`pages/reports.tsx`).
      { key: 'reports', href: '/dashboard/reports', permission: 'inbox', label: (t) => t.reports.nav },
      { key: 'broadcasts', href: '/dashboard/broadcasts', permission: 'broadcasts', label: (t) => t.nav.broadcasts },
      { key: 'templates', href: '/dashboard/templates', permission: 'broadcasts', label: (t) => t.templates.nav },
      { key: 'devices', href: '/dashboard/devices', permission: 'devices', label: (t) => t.nav.devices },
      { key: 'groups', href: '/dashboard/groups', permission: 'devices', label: (t) => t.groupsPage.nav },
      { key: 'webhooks', href: '/dashboard/webhooks', permission: 'webhooks', label: (t) => t.nav.webhooks },
      // Who hears of a device down, and how: whoever sees the banner (owners and admins).
      { key: 'alerts', href: '/dashboard/alerts', permission: 'devices', label: (t) => t.alerts.nav },
    ],
  },
  {
    label: (t) => t.nav.developer,
    entries: [
      { key: 'api-keys', href: '/dashboard/developer/api-keys', permission: 'developer', label: (t) => t.nav.apiKeys },
      { key: 'request-log', href: '/dashboard/developer/request-log', permission: 'developer', label: (t) => t.nav.requestLog },
      // The interface's reference (Swagger UI, served by the worker), outside the dashboard: /docs.
      { key: 'api-reference', href: '/docs', permission: 'developer', label: (t) => t.nav.apiReference },
    ],
  },
  {
    label: null,
    entries: [
      { key: 'members', href: '/dashboard/members', permission: 'members', label: (t) => t.nav.members },
      { key: 'teams', href: '/dashboard/teams', permission: 'members', label: (t) => t.teams.nav },
    ],
  },
];
