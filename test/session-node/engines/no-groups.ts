/** What a fake engine session answers for groups when a test does not use them. */
import type { GroupDetails } from '../../../protocol';
import type { GroupAdmin } from '../../../session-node/engines/engine';

const unused = async (): Promise<never> => {
  throw new Error('groups are not used by this test');
};

export const noGroups: GroupAdmin = {
  create: unused,
  participants: unused,
  subject: unused,
  description: unused,
  settings: unused,
  setPicture: unused,
  removePicture: unused,
  picture: unused,
  invite: unused,
  leave: unused,
};

/** A group with nothing but its id and subject. */
export function bareGroup(id: string, subject = ''): GroupDetails {
  return { id, subject, description: null, owner: null, createdAt: null, onlyAdminsSend: false, onlyAdminsEdit: false, participants: [] };
}
