/** Where media lives in R2: received messages' media and interactive header media, per device. */

export function mediaKey(deviceId: string, id: string): string {
  return `media/${deviceId}/${id}`;
}

/** The URL that serves a media object to the workspace's API key. */
export function publicMediaUrl(origin: string, deviceId: string, id: string): string {
  return `${origin}/media/${encodeURIComponent(deviceId)}/${encodeURIComponent(id)}`;
}

/** The path a session-node fetches a media object from (with its NODE_TOKEN). */
export function nodeMediaPath(deviceId: string, id: string): string {
  return `/node/media/${encodeURIComponent(deviceId)}/${encodeURIComponent(id)}`;
}

/** Removes every media object of a device (when the device is deleted). */
export async function deleteDeviceMedia(bucket: R2Bucket, deviceId: string): Promise<void> {
  const prefix = `media/${deviceId}/`;
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((o) => o.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}
