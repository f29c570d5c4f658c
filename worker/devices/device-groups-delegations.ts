/**
 * The RPC methods of a device's object for its account's contacts and groups on WhatsApp, each
 * passed on to `DeviceGroupsRpc` (`device-groups-rpc.ts`). A link of the object's chain of classes
 * (told in `device-object.ts`).
 */
import { DeviceGroupsRpc } from './device-groups-rpc';
import { DeviceTeamDelegations } from './device-team-delegations';

/** The arguments of one of the feature's RPC methods, which the object's method of that name passes on. */
type Groups<K extends keyof DeviceGroupsRpc> = Parameters<DeviceGroupsRpc[K]>;

export class DeviceGroupsDelegations extends DeviceTeamDelegations {
  // A field is made once the constructors of the classes this one extends have run: the core is there.
  private readonly groupsRpc = new DeviceGroupsRpc(this.core);

  checkNumbers(...a: Groups<'checkNumbers'>) {
    return this.groupsRpc.checkNumbers(...a);
  }
  groups(...a: Groups<'groups'>) {
    return this.groupsRpc.groups(...a);
  }
  group(...a: Groups<'group'>) {
    return this.groupsRpc.group(...a);
  }
  groupSubject(...a: Groups<'groupSubject'>) {
    return this.groupsRpc.groupSubject(...a);
  }
  createGroup(...a: Groups<'createGroup'>) {
    return this.groupsRpc.createGroup(...a);
  }
  changeGroupParticipants(...a: Groups<'changeGroupParticipants'>) {
    return this.groupsRpc.changeGroupParticipants(...a);
  }
  setGroupSubject(...a: Groups<'setGroupSubject'>) {
    return this.groupsRpc.setGroupSubject(...a);
  }
  setGroupDescription(...a: Groups<'setGroupDescription'>) {
    return this.groupsRpc.setGroupDescription(...a);
  }
  setGroupSettings(...a: Groups<'setGroupSettings'>) {
    return this.groupsRpc.setGroupSettings(...a);
  }
  setGroupPicture(...a: Groups<'setGroupPicture'>) {
    return this.groupsRpc.setGroupPicture(...a);
  }
  removeGroupPicture(...a: Groups<'removeGroupPicture'>) {
    return this.groupsRpc.removeGroupPicture(...a);
  }
  groupPicture(...a: Groups<'groupPicture'>) {
    return this.groupsRpc.groupPicture(...a);
  }
  groupInvite(...a: Groups<'groupInvite'>) {
    return this.groupsRpc.groupInvite(...a);
  }
  leaveGroup(...a: Groups<'leaveGroup'>) {
    return this.groupsRpc.leaveGroup(...a);
  }
}
