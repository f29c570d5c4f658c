/** The inbox as the tests reach it: members to assign to, the workspace's list, one conversation, a page watching a device. */
import { env } from 'cloudflare:workers';
import { accounts, memberships } from '../../../worker/members/tables';
import { getDb } from '../../../worker/shared/db';
import { randomBase62 } from '../../../worker/shared/ids';
import { admin, mirrored } from '../helpers';

export type Conversation = {
  id: string;
  deviceId: string;
  contactId: string;
  phoneNumber: string;
  name: string | null;
  status: 'OPEN' | 'RESOLVED';
  assigneeId: string | null;
  unreadCount: number;
  lastMessage: { text: string; direction: string; source: string };
  handedOver: boolean;
  notes?: { id: string; text: string; memberId: string | null }[];
};
export type InboxMessage = {
  id: string;
  conversationId: string;
  direction: string;
  source: string;
  status: string;
  content: string;
  memberId: string | null;
  ruleId: string | null;
  messageId: string | null;
  replyToId: string | null;
};

/** A member of the workspace (an account with a role), as the dashboard's sign-up makes one. */
export async function addMember(workspaceId: string, role: 'owner' | 'admin' | 'agent' = 'agent'): Promise<string> {
  const id = `acc_${randomBase62(20)}`;
  const db = getDb(env);
  await db.insert(accounts).values({
    id,
    email: `${id}@example.com`,
    name: `Agent ${id.slice(4, 8)}`,
    passwordHash: 'x',
    passwordSalt: 'x',
    passwordIterations: 1,
    createdAt: Date.now(),
  });
  await db.insert(memberships).values({ workspaceId, accountId: id, role, createdAt: Date.now() });
  return id;
}

/** The workspace's inbox list, once the device's copies are written. */
export async function inboxList(workspaceId: string, deviceId: string, query = ''): Promise<Conversation[]> {
  await mirrored(deviceId);
  const res = await admin<{ items: Conversation[] }>('GET', `/workspaces/${workspaceId}/conversations${query}`);
  if (res.status !== 200) throw new Error(`list answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.items;
}

export async function messagesOf(deviceId: string, conversationId: string): Promise<InboxMessage[]> {
  const res = await admin<{ items: InboxMessage[] }>('GET', `/devices/${deviceId}/conversations/${conversationId}/messages`);
  if (res.status !== 200) throw new Error(`messages answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.items;
}

/** A page watching the device live: every message its object tells. */
export async function watch(deviceId: string, workspaceId: string) {
  const stub = env.DEVICE.get(env.DEVICE.idFromName(deviceId));
  const res = await stub.fetch(`http://kurir.test/devices/${deviceId}/live`, {
    headers: { Upgrade: 'websocket', 'X-Kurir-Workspace': workspaceId },
  });
  const seen: { type: string; [key: string]: unknown }[] = [];
  const ws = res.webSocket;
  if (!ws) throw new Error(`watch answered ${res.status}`);
  ws.accept();
  ws.addEventListener('message', (e) => {
    seen.push(JSON.parse(String(e.data)));
  });
  return { seen, close: () => ws.close(1000, 'done') };
}
