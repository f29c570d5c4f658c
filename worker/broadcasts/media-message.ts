/**
 * A broadcast's media: an image, a video or a document with a caption (a promotion poster is the
 * most common broadcast). The file comes as `mediaUrl` or as the `media` part of the multipart
 * creation route; it is checked and stored in R2 once when the campaign is created, and every
 * recipient's send names that stored copy and its digest, so the engine uploads it once.
 */
import { z } from '@hono/zod-openapi';
import { CAPTION_MAX, mediaUrlSchema } from '../messages/media-payload';
import { strictObject, textSchema } from '../shared/fields';

export const BROADCAST_MEDIA_TYPES = ['image', 'video', 'document'] as const;
export type BroadcastMediaType = (typeof BROADCAST_MEDIA_TYPES)[number];

/** What the message says of its file; `caption` takes the variables a text does. */
export const broadcastMediaSchema = strictObject({
  type: z.enum(BROADCAST_MEDIA_TYPES).meta({ description: 'image, video or document; the file’s bytes must be of that kind' }),
  caption: textSchema(1, CAPTION_MAX)
    .optional()
    .meta({ description: 'Shown under the file; {{name}}, {{phone}} and {{column}} are filled per recipient', example: 'Halo {{name}}!' }),
  fileName: textSchema(1, 255).optional().meta({ description: 'The name a document shows; required for a document' }),
}).superRefine((media, ctx) => {
  if (media.type === 'document' && media.fileName === undefined) {
    ctx.addIssue({ code: 'custom', path: ['fileName'], message: 'is required for a document (the name it shows)' });
  }
  if (media.type !== 'document' && media.fileName !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['fileName'], message: 'is for a document only' });
  }
});
export type BroadcastMedia = z.infer<typeof broadcastMediaSchema>;

export const mediaMessageSchema = strictObject({
  type: z.literal('media'),
  media: broadcastMediaSchema,
  mediaUrl: mediaUrlSchema
    .optional()
    .meta({ description: 'Where the worker fetches the file; or upload it as the `media` part of POST …/broadcasts/csv' }),
});

/** The stored file a campaign's every send names (`MediaFile` without the bytes). */
export type CampaignFile = { id: string; mimeType: string; sha256: string; nodeUrl: string; mediaUrl: string };
