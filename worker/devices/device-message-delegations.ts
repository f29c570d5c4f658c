/**
 * The RPC methods of a device's object for what it does with messages besides sending them, each
 * passed on to `DeviceMessageRpc` (`device-message-rpc.ts`). The last link of the object's chain of
 * classes (told in `device-object.ts`), which the object extends.
 */
import { DeviceGroupsDelegations } from './device-groups-delegations';
import { DeviceMessageRpc } from './device-message-rpc';

/** The arguments of one of the feature's RPC methods, which the object's method of that name passes on. */
type Messages<K extends keyof DeviceMessageRpc> = Parameters<DeviceMessageRpc[K]>;

export class DeviceMessageDelegations extends DeviceGroupsDelegations {
  // A field is made once the constructors of the classes this one extends have run: the core is there.
  private readonly messageRpc = new DeviceMessageRpc(this.core);

  editMessage(...a: Messages<'editMessage'>) {
    return this.messageRpc.editMessage(...a);
  }
  deleteMessage(...a: Messages<'deleteMessage'>) {
    return this.messageRpc.deleteMessage(...a);
  }
  changeScheduled(...a: Messages<'changeScheduled'>) {
    return this.messageRpc.changeScheduled(...a);
  }
  cancelScheduled(...a: Messages<'cancelScheduled'>) {
    return this.messageRpc.cancelScheduled(...a);
  }
  keepsMessage(...a: Messages<'keepsMessage'>) {
    return this.messageRpc.keepsMessage(...a);
  }
  readChat(...a: Messages<'readChat'>) {
    return this.messageRpc.readChat(...a);
  }
  showPresence(...a: Messages<'showPresence'>) {
    return this.messageRpc.showPresence(...a);
  }
  pollTally(...a: Messages<'pollTally'>) {
    return this.messageRpc.pollTally(...a);
  }
  downloadHistoryMedia(...a: Messages<'downloadHistoryMedia'>) {
    return this.messageRpc.downloadHistoryMedia(...a);
  }
  setOptions(...a: Messages<'setOptions'>) {
    return this.messageRpc.setOptions(...a);
  }
}
