/** Broadcasts as the management interface shows them (and the dashboard reads them). */
import { z } from '@hono/zod-openapi';
import { iso } from '../shared/time';
import type { AudienceReport, Campaign } from './broadcast-store';
import { BROADCAST_MEDIA_TYPES } from './media-message';
import type { CampaignMessage } from './message';
import type { PaceSettings } from './pace';
import type { Progress } from './progress';
import type { Recipient } from './recipient-store';

export const CAMPAIGN_STATUSES = ['SCHEDULED', 'SENDING', 'PAUSED', 'COMPLETED', 'CANCELLED'] as const;
export const PAUSED_REASONS = ['member', 'device-not-connected', 'daily-cap', 'warm-up', 'number-health'] as const;
export const RECIPIENT_STATUSES = ['QUEUED', 'IN_FLIGHT', 'SENT', 'FAILED', 'SKIPPED', 'CANCELLED'] as const;

export const broadcastCountsSchema = z
  .object({
    total: z.number().int(),
    queued: z.number().int().meta({ description: 'Not sent yet' }),
    inFlight: z.number().int().meta({ description: 'Sent, the answer or its fate still awaited' }),
    sent: z.number().int().meta({ description: 'Taken by WhatsApp (delivered and read ones included)' }),
    delivered: z.number().int(),
    read: z.number().int(),
    failed: z.number().int(),
    replied: z.number().int().meta({ description: 'Recipients who wrote back after the message' }),
    skipped: z.number().int().meta({ description: 'Opted out: not sent' }),
    cancelled: z.number().int(),
  })
  .meta({ id: 'BroadcastCounts' });

const rowRefSchema = {
  line: z.number().int().nullable(),
  ref: z.string().meta({ description: '"line 7", "recipients[6]", "contact ctc_…"' }),
};

export const audienceSchema = z
  .object({
    source: z.enum(['csv', 'labels', 'list']),
    labels: z.array(z.string()).nullable(),
    fileName: z.string().nullable(),
    columns: z.array(z.string()).meta({ description: 'The variables the rows carry' }),
    badRows: z.array(z.object({ ...rowRefSchema, reason: z.string() })),
    badRowCount: z.number().int(),
    duplicates: z.array(z.object({ ...rowRefSchema, phone: z.string(), mergedInto: z.string() })),
    duplicateCount: z.number().int(),
  })
  .meta({ id: 'BroadcastAudience' });

export const broadcastSchema = z
  .object({
    id: z.string().meta({ example: 'brd_Jx3kQ9mZr7LbT0pWc1dA' }),
    workspaceId: z.string(),
    deviceId: z.string(),
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    pausedReason: z.enum(PAUSED_REASONS).nullable().meta({
      description:
        'Why it is PAUSED: `member` and `number-health` (too many of the device’s recent sends failed or went undelivered) wait for a resume; the others lift by themselves',
    }),
    message: z.object({
      type: z.enum(['text', 'interactive', 'media']),
      text: z.string().nullable().meta({ description: 'The text, an interactive message’s body, or the caption ("" without one)' }),
      templateId: z.string().nullable(),
      interactive: z.record(z.string(), z.unknown()).nullable(),
      media: z
        .object({
          type: z.enum(BROADCAST_MEDIA_TYPES),
          mimeType: z.string(),
          fileName: z.string().nullable(),
          url: z.string().meta({ description: 'Serves the stored file (stored once, sent to every recipient)' }),
        })
        .nullable(),
    }),
    audience: audienceSchema,
    countryCode: z.string(),
    createdBy: z.string().nullable(),
    scheduledAt: z.iso.datetime().nullable(),
    startedAt: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    counts: broadcastCountsSchema,
    failures: z
      .array(z.object({ reason: z.string(), count: z.number().int() }))
      .meta({ description: 'The failure reasons, most frequent first' }),
  })
  .meta({ id: 'Broadcast' });
export type BroadcastView = z.infer<typeof broadcastSchema>;

export const paceSettingsSchema = z
  .object({
    paceMinMs: z.number().int(),
    paceMaxMs: z.number().int(),
    dailyCap: z.number().int(),
    utcOffsetMinutes: z.number().int(),
    startedToday: z.number().int().meta({ description: 'Broadcast messages the device started today (in its time zone)' }),
    nextSendAt: z.iso.datetime().nullable().meta({ description: 'The earliest the next broadcast message may go' }),
  })
  .meta({ id: 'BroadcastPace' });
export type PaceView = z.infer<typeof paceSettingsSchema>;

export const broadcastDetailSchema = broadcastSchema
  .extend({
    checkNumbers: z.boolean().meta({ description: 'Whether each recipient is checked to be on WhatsApp before the send' }),
    pace: paceSettingsSchema,
  })
  .meta({ id: 'BroadcastDetail' });
export type BroadcastDetail = z.infer<typeof broadcastDetailSchema>;

export const recipientSchema = z
  .object({
    position: z.number().int(),
    line: z.number().int().nullable(),
    phone: z.string(),
    name: z.string().nullable(),
    variables: z.record(z.string(), z.string()),
    status: z.enum(RECIPIENT_STATUSES),
    recordId: z.string().nullable(),
    messageId: z.string().nullable(),
    attempts: z.number().int(),
    reason: z.string().nullable(),
    sentAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'BroadcastRecipient' });
export type RecipientView = z.infer<typeof recipientSchema>;

/** `said` keeps the bad rows' messages as data (`BadRow.said`), for the dashboard; the API's answer never carries them. */
/** A campaign as shown: one still LOADING is shown to nobody. */
export function presentCampaign(
  c: Campaign & { status: (typeof CAMPAIGN_STATUSES)[number] },
  deviceId: string,
  progress: Progress,
  said = false,
): BroadcastView {
  return {
    id: c.id,
    workspaceId: c.workspaceId,
    deviceId,
    name: c.name,
    status: c.status,
    pausedReason: c.pausedReason,
    message: presentMessage(c.message),
    audience: said ? { ...c.audience } : presentAudience(c.audience),
    countryCode: c.countryCode,
    createdBy: c.createdBy,
    scheduledAt: iso(c.scheduledAt),
    startedAt: iso(c.startedAt),
    completedAt: iso(c.completedAt),
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    counts: progress.counts,
    failures: progress.failures,
  };
}

function presentMessage(m: CampaignMessage): BroadcastView['message'] {
  if (m.type === 'text') return { type: 'text', text: m.text, templateId: m.templateId, interactive: null, media: null };
  if (m.type === 'interactive') {
    return { type: 'interactive', text: m.payload.body, templateId: null, interactive: { ...m.payload }, media: null };
  }
  const media = { type: m.media.type, mimeType: m.file.mimeType, fileName: m.media.fileName ?? null, url: m.file.mediaUrl };
  return { type: 'media', text: m.media.caption ?? '', templateId: null, interactive: null, media };
}

/** The report as the API shows it: a bad row's `said` is the dashboard's, not the contract's. */
const presentAudience = (a: AudienceReport) => ({ ...a, badRows: a.badRows.map(({ line, ref, reason }) => ({ line, ref, reason })) });

export function presentPace(settings: PaceSettings, startedToday: number, nextSendAt: number): PaceView {
  return { ...settings, startedToday, nextSendAt: nextSendAt > 0 ? iso(nextSendAt) : null };
}

export function presentRecipient(r: Recipient): RecipientView {
  return {
    position: r.position,
    line: r.line,
    phone: r.phone,
    name: r.name,
    variables: r.vars,
    status: r.status,
    recordId: r.recordId,
    messageId: r.messageId,
    attempts: r.attempts,
    reason: r.reason,
    sentAt: iso(r.sentAt),
    updatedAt: iso(r.updatedAt),
  };
}
