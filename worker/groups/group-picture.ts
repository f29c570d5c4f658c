/**
 * A group picture as WhatsApp takes it: a JPEG of at most 640×640 pixels, within
 * `MAX_GROUP_PICTURE_BYTES`. WhatsApp refuses anything else (406 not-acceptable) and Kurir does not
 * re-encode images, so the bytes are judged here, by their own header (never by a client's word),
 * before any reaches WhatsApp.
 */
import { jpegSize, MAX_GROUP_PICTURE_BYTES, MAX_GROUP_PICTURE_SIDE } from '../../protocol';
import { said } from '../shared/said';

export { MAX_GROUP_PICTURE_BYTES };

/** What is wrong with a picture's bytes, or null when WhatsApp will take them. */
export function pictureProblem(bytes: Uint8Array): ReturnType<typeof said> | null {
  if (bytes.length === 0) return said('group.pictureEmpty');
  const size = jpegSize(bytes);
  if (!size) return said('group.pictureNotJpeg');
  if (size.width > MAX_GROUP_PICTURE_SIDE || size.height > MAX_GROUP_PICTURE_SIDE) {
    return said('group.pictureTooLarge', { width: size.width, height: size.height, max: MAX_GROUP_PICTURE_SIDE });
  }
  return null;
}
