import type { SendParams } from '../../../protocol';
import { admin, FakeNode } from '../helpers';
import { acceptInvite, ownerSession } from './browser';

/** A workspace with its owner and an agent signed in, and a connected device whose sends are kept. */
export async function inboxTeam() {
  const { browser: owner, workspaceId } = await ownerSession();
  const agent = await acceptInvite(owner, 'agent');
  const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS 1' });
  const node = await FakeNode.connect(device.body.id);
  await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
  const sent: SendParams[] = [];
  node.onSend = (params) => {
    sent.push(params);
    return { messageId: params.messageId ?? '3EB0PAGE' };
  };
  return { owner, agent, workspaceId, deviceId: device.body.id, node, sent };
}
