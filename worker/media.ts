/** Where media lives in R2: received messages' media and interactive header media, per device. */
export const MAX_MEDIA_BYTES = 100 * 1024 * 1024;

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
