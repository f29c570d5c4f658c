/**
 * Who may do what in a workspace. Agents work the inbox, the contacts and the messages page, read
 * and use the canned replies, and see their own figures on Reports (`inbox`); never broadcasts, the
 * chatbot, devices, API keys, the request log or webhooks (docs/dashboard.md's roles say the same).
 * Owners also manage the members.
 * The operator (signed in with ADMIN_TOKEN) may do everything in any workspace.
 */
export const ROLES = ['owner', 'admin', 'agent'] as const;
export type Role = (typeof ROLES)[number];
/** A signed-in viewer's standing in the open workspace. */
export type Standing = Role | 'operator';

export const PERMISSIONS = {
  /** The inbox, its conversations and their live path, the contacts, and the messages page. */
  inbox: ['owner', 'admin', 'agent'],
  devices: ['owner', 'admin'],
  /**
   * Campaigns: not agents. A broadcast spends the device's daily cap and its standing with WhatsApp
   * for everyone, which is the business's decision, not a conversation's.
   */
  broadcasts: ['owner', 'admin'],
  /** API keys and the request log (Developer). */
  developer: ['owner', 'admin'],
  webhooks: ['owner', 'admin'],
  members: ['owner'],
  /** The chatbot's rules and the workspace's stop words: how the business answers, not a conversation's matter. */
  chatbot: ['owner', 'admin'],
  /**
   * Writing the canned replies: the workspace's shared answers, which every agent sends in the
   * business's name, so owners and admins word them. Using and reading them is `inbox`'s.
   */
  cannedReplies: ['owner', 'admin'],
  /** The AI assistant: the workspace's model provider (its key), how the assistant answers (the business's voice) and the actions it may call. */
  assistant: ['owner', 'admin'],
  /** Making, renaming and deleting the workspace's labels; putting them on conversations is `inbox`'s. */
  labels: ['owner', 'admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export function can(standing: Standing, permission: Permission): boolean {
  return standing === 'operator' || (PERMISSIONS[permission] as readonly Role[]).includes(standing);
}
