/**
 * What another member does to a group the Kurir device is in (`POST …/group-update`): one change,
 * made on the server as that member's query would make it (with WhatsApp's rules: a member, an
 * admin for the settings and the link or once the group is locked), told to every member's devices,
 * and answered once the device's session took the notification.
 */
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { ControlApiError, type GroupChangeRequest } from '../../protocol';
import type { Device } from '../directory/accounts';
import { newPictureId } from '../directory/groups';
import type { PhoneBook } from '../phones/phone-book';
import { changeDescription, changePicture, changeSetting, changeSubject, resetInvite } from '../server/group-changes';
import type { WhatsAppServer } from '../server/whatsapp-server';
import type { Acknowledgements } from './acknowledgements';

/** A small JPEG of one random colour: a member's new group picture. */
async function samplePicture(): Promise<Buffer> {
  const background = { r: randomInt(0, 256), g: randomInt(0, 256), b: randomInt(0, 256) };
  return sharp({ create: { width: 96, height: 96, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

export class GroupActions {
  constructor(
    private readonly server: WhatsAppServer,
    private readonly phones: PhoneBook,
    private readonly acks: Acknowledgements,
  ) {}

  /** Resolves with the notification's id once the device's session took it. */
  async change(device: Device, request: GroupChangeRequest): Promise<string> {
    if (!device.link) throw new ControlApiError(409, `the device is not connected (${device.label ?? device.pnJid})`);
    const group = this.server.groups.get(request.groupId);
    if (!group?.has(device.account)) throw new ControlApiError(404, `the device is in no group ${request.groupId}`);
    const author = (await this.phones.ensure(request.author)).account;
    if (!group.has(author)) throw new ControlApiError(400, `${request.author} is not in the group ${request.groupId}`);
    const adminOnly = request.onlyAdminsSend !== undefined || request.onlyAdminsEdit !== undefined || request.resetInvite !== undefined;
    if ((adminOnly || group.restrict) && !group.isAdmin(author)) {
      throw new ControlApiError(403, `${request.author} is not an admin of the group ${request.groupId}`);
    }
    let id: string | null;
    if (request.subject !== undefined) id = changeSubject(this.server, group, author, request.subject);
    else if (request.description !== undefined) id = changeDescription(this.server, group, author, request.description);
    else if (request.picture === true) {
      const jpeg = await samplePicture();
      id = changePicture(this.server, group, author, { id: newPictureId(), jpeg, url: this.server.media.publish?.(jpeg) ?? null });
    } else if (request.picture === false) id = changePicture(this.server, group, author, null);
    else if (request.onlyAdminsSend !== undefined) {
      id = changeSetting(this.server, group, author, request.onlyAdminsSend ? 'announcement' : 'not_announcement');
    } else if (request.onlyAdminsEdit !== undefined) {
      id = changeSetting(this.server, group, author, request.onlyAdminsEdit ? 'locked' : 'unlocked');
    } else id = resetInvite(this.server, group, author);
    if (!id) throw new ControlApiError(409, `nothing changed in ${request.groupId}`);
    try {
      await this.acks.wait(device, 'notification', id);
    } catch (error) {
      throw new ControlApiError(504, error instanceof Error ? error.message : String(error));
    }
    return id;
  }
}
