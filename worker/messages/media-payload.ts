/**
 * The payload of POST /messages/media: one statement of its rules for both forms of the request
 * (the `payload` part beside a `file` part, or a JSON body with `mediaUrl`). Rules across fields
 * are one `superRefine`, so every broken rule is reported at its own path.
 */
import { z } from '@hono/zod-openapi';
import { MEDIA_TYPES } from '../../protocol';
import { EXAMPLE_DEVICE_ID, EXAMPLE_PHONE } from '../shared/examples';
import { idSchema, textSchema, unknownFieldsMessage } from '../shared/fields';
import { isLocalDev } from '../shared/local-dev';
import { ruleIssue } from '../shared/said';
import { checkWebhookUrl } from '../webhooks/url-policy';
import { messageIdSchema } from './message-id';
import { oneRecipientInSchema, recipientFields, recipientProblem } from './recipient';
import { sendAtField } from './send-at';
import { typingField } from './typing';

/** WhatsApp's limit on a caption (its Cloud API's), in code points. */
export const CAPTION_MAX = 1024;

/** The kinds WhatsApp shows a caption under. */
export const CAPTIONED: readonly string[] = ['image', 'video', 'document'];

const shape = {
  ...recipientFields,
  type: z.enum(MEDIA_TYPES).meta({ description: 'image, video, audio, document or sticker; the file’s bytes must be of that kind' }),
  caption: textSchema(1, CAPTION_MAX)
    .optional()
    .meta({ description: 'Shown under an image, a video or a document (not audio or a sticker)', example: 'Promo hari ini!' }),
  fileName: textSchema(1, 255)
    .optional()
    .meta({ description: 'The name a document shows; required for a document', example: 'invoice-123.pdf' }),
  voiceNote: z
    .boolean()
    .optional()
    .meta({ description: 'audio only: send as a push-to-talk voice note; WhatsApp plays those only as OGG Opus' }),
  replyToId: messageIdSchema.optional().meta({ description: 'A messaging-app message id to quote' }),
  templateId: idSchema.optional().meta({ description: 'The template the caption was taken from' }),
  ...typingField,
  ...sendAtField,
};

type Payload = {
  phoneNumber?: string | undefined;
  groupId?: string | undefined;
  type: (typeof MEDIA_TYPES)[number];
  caption?: string | undefined;
  fileName?: string | undefined;
  voiceNote?: boolean | undefined;
};

function crossRules(payload: Payload, ctx: z.core.$RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const recipient = recipientProblem(payload);
  if (recipient) issue(recipient.path, recipient.message);
  if (payload.caption !== undefined && !CAPTIONED.includes(payload.type)) {
    issue('caption', `only an image, a video or a document carries a caption, not ${payload.type === 'audio' ? 'audio' : 'a sticker'}`);
  }
  if (payload.voiceNote !== undefined && payload.type !== 'audio') issue('voiceNote', 'only audio is sent as a voice note');
  if (payload.type === 'document' && payload.fileName === undefined) issue('fileName', 'is required for a document (the name it shows)');
  if (payload.type !== 'document' && payload.fileName !== undefined) issue('fileName', 'is for a document only');
}

/** An image with its caption, the file sent as the `file` part. */
export const EXAMPLE_MEDIA_PAYLOAD = { deviceId: EXAMPLE_DEVICE_ID, phoneNumber: EXAMPLE_PHONE, type: 'image', caption: 'Promo hari ini!' };

/** Where the worker fetches a file from, checked under the webhook URL policy (a broadcast's media takes it too). */
export const mediaUrlSchema = z
  .string()
  .superRefine((value, ctx) => {
    const check = checkWebhookUrl(value, isLocalDev());
    if (!check.ok) ctx.addIssue(ruleIssue(check.said));
  })
  .meta({
    description: 'Where the worker fetches the file: https on a public host; redirects are followed and checked again',
    example: 'https://shop.example.com/promo/poster.jpg',
    maxLength: 2048,
  });

/** The `payload` part of the multipart form: the file comes as the `file` part. */
export const mediaPartPayloadSchema = z
  .strictObject(shape, { error: unknownFieldsMessage })
  .superRefine(crossRules)
  .meta({ id: 'MediaPayload', ...oneRecipientInSchema, example: EXAMPLE_MEDIA_PAYLOAD });

/** The JSON body: the file is fetched from `mediaUrl`. */
export const mediaUrlPayloadSchema = z
  .strictObject(
    {
      ...shape,
      mediaUrl: mediaUrlSchema,
    },
    { error: unknownFieldsMessage },
  )
  .superRefine(crossRules)
  .meta({
    id: 'SendMediaByUrl',
    ...oneRecipientInSchema,
    example: { ...EXAMPLE_MEDIA_PAYLOAD, mediaUrl: 'https://shop.example.com/promo/poster.jpg' },
  });

export type MediaPayload = z.infer<typeof mediaPartPayloadSchema>;
