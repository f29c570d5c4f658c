/**
 * `xmlns="w:profile:picture"` for groups (`target` the group), as WhatsApp answers it: `set` with a
 * `<picture type="image">` of JPEG bytes gives the group that picture (406 `not-acceptable` for
 * anything but a JPEG of at most 640×640) and answers its id; `set` without one removes it; `get`
 * (`<picture type="image" query="url"/>`) answers where the picture is served, or 404 when there
 * is none. Changing it is for the members who may edit the group (401 otherwise). A person's own
 * picture is not kept: 404.
 */
import type { BinaryNode } from '@whiskeysockets/baileys';
import { jpegSize, MAX_GROUP_PICTURE_SIDE } from '../../../protocol';
import type { Device } from '../../directory/accounts';
import { newPictureId } from '../../directory/groups';
import { bytesOf, child, iqError, iqResult, node } from '../../wire/nodes';
import type { ServerContext } from '../context';
import { changePicture } from '../group-changes';

export function answerPicture(ctx: ServerContext, asker: Device, iq: BinaryNode): BinaryNode {
  const target = iq.attrs.target ?? '';
  if (!target.endsWith('@g.us')) return iqError(iq, 404, 'item-not-found');
  const group = ctx.groups.get(target);
  if (!group) return iqError(iq, 404, 'item-not-found');
  const { account } = asker;
  if (iq.attrs.type === 'get') {
    if (!group.has(account)) return iqError(iq, 401, 'not-authorized');
    const picture = group.picture;
    if (!picture?.url) return iqError(iq, 404, 'item-not-found');
    const path = new URL(picture.url).pathname;
    return iqResult(iq, [node('picture', { id: picture.id, type: 'image', url: picture.url, direct_path: path })]);
  }
  if (!group.has(account)) return iqError(iq, 403, 'forbidden');
  if (!group.mayEdit(account)) return iqError(iq, 401, 'not-authorized');
  const image = child(iq, 'picture');
  if (!image) {
    changePicture(ctx, group, account, null);
    return iqResult(iq);
  }
  const jpeg = bytesOf(image);
  const size = jpeg ? jpegSize(jpeg) : null;
  if (!jpeg || !size || size.width > MAX_GROUP_PICTURE_SIDE || size.height > MAX_GROUP_PICTURE_SIDE) {
    return iqError(iq, 406, 'not-acceptable');
  }
  const picture = { id: newPictureId(), jpeg, url: ctx.media.publish?.(jpeg) ?? null };
  changePicture(ctx, group, account, picture);
  return iqResult(iq, [node('picture', { id: picture.id })]);
}
