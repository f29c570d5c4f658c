/**
 * The object's group calls (`protocol/groups.ts`) answered by the session's `GroupAdmin`; bytes
 * travel as base64 on the wire.
 */
import type { DeviceToNode, GroupAdminMethod, Handlers } from '../../protocol';
import type { EngineSession } from '../engines/engine';

type GroupCalls = Pick<Handlers<DeviceToNode>, GroupAdminMethod>;

export function groupHandlers(session: () => Promise<EngineSession>): GroupCalls {
  const groups = async () => (await session()).groups;
  return {
    'groups.create': async ({ subject, participants }) => (await groups()).create(subject, participants),
    'groups.participants': async ({ groupId, action, participants }) => ({
      results: await (await groups()).participants(groupId, action, participants),
    }),
    'groups.subject': async ({ groupId, subject }) => {
      await (await groups()).subject(groupId, subject);
      return null;
    },
    'groups.description': async ({ groupId, description }) => {
      await (await groups()).description(groupId, description);
      return null;
    },
    'groups.settings': async ({ groupId, ...settings }) => {
      await (await groups()).settings(groupId, settings);
      return null;
    },
    'groups.picture.set': async ({ groupId, jpeg }) => ({
      pictureId: await (await groups()).setPicture(groupId, Buffer.from(jpeg, 'base64')),
    }),
    'groups.picture.remove': async ({ groupId }) => {
      await (await groups()).removePicture(groupId);
      return null;
    },
    'groups.picture.get': async ({ groupId }) => {
      const picture = await (await groups()).picture(groupId);
      return picture ? { pictureId: picture.pictureId, jpeg: Buffer.from(picture.jpeg).toString('base64') } : null;
    },
    'groups.invite': async ({ groupId, reset }) => ({ code: await (await groups()).invite(groupId, reset) }),
    'groups.leave': async ({ groupId }) => {
      await (await groups()).leave(groupId);
      return null;
    },
  };
}
