/** Where media lives in R2. */
export const MAX_MEDIA_BYTES = 100 * 1024 * 1024;

export function inboundMediaKey(deviceId: string, messageId: string): string {
  return `inbound/${deviceId}/${messageId}`;
}
