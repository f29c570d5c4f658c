/**
 * A campaign as a request describes it, made ready for the device's object: the template read,
 * the audience read (a CSV, a list, or the contacts with some labels), the rows that cannot be sent
 * to named, the message checked against every recipient, and the contacts who opted out marked to be
 * skipped. Anything that refuses the campaign is one 400 listing every problem.
 */
import { and, eq } from 'drizzle-orm';
import { contactIdFor } from '../contacts/contacts';
import { isOptedOut } from '../contacts/opt-out';
import type { Db } from '../shared/db';
import { badRequest, type Issue, notFound, saidBadRequest, saidIssue } from '../shared/errors';
import { randomBase62 } from '../shared/ids';
import { said } from '../shared/said';
import { templates } from '../templates/tables';
import { type Audience, type AudienceRow, audienceOf, MAX_RECIPIENTS } from './audience';
import { type AudienceReport, REPORT_LIMIT } from './broadcast-store';
import type { AudienceInput, CampaignInput, Preview } from './campaign-input';
import type { CampaignToLoad } from './campaign-loader';
import { readCsvCampaign } from './csv-campaign';
import type { CampaignFile } from './media-message';
import { type BroadcastMessageInput, type CampaignMessage, messageProblems, renderMessage } from './message';
import type { NewRecipient } from './recipient-store';
import { variableName } from './variables';

export type { AudienceInput, CampaignInput, Preview } from './campaign-input';

export const newBroadcastId = (): string => `brd_${randomBase62(20)}`;

/**
 * The campaign ready for the object, or its preview; throws the 400 (or the template's 404) that
 * refuses it. A media message names its checked file (`readCampaignMedia`), stored only at creation.
 */
export async function prepareCampaign(
  db: Db,
  d1: D1Database,
  workspaceId: string,
  input: CampaignInput,
  createdBy: string | null,
  file: CampaignFile | null = null,
): Promise<{ campaign: CampaignToLoad; preview: Preview }> {
  const message = await resolveMessage(db, workspaceId, input.message, file);
  const a = input.audience;
  if (a.type === 'csv' || a.type === 'file') {
    const csv = await readCsvCampaign(db, workspaceId, { ...input, audience: a }, message);
    return { campaign: campaignOf(input, message, csv.report, csv.recipients, createdBy), preview: csv.preview };
  }
  const { audience, source, optedOutIds } = await readAudience(d1, workspaceId, { ...input, audience: a });
  const where = input.audience.type === 'file' ? 'file' : 'audience';
  if (audience.recipients.length === 0) {
    const issues: Issue[] = audience.badRows
      .slice(0, 49)
      .map((row) =>
        saidIssue(where, said('audience.badRow', { ref: row.ref, reason: row.reason, ...(row.said ? { why: row.said } : {}) })),
      );
    throw saidBadRequest(
      audience.badRows.length > 0 ? said('audience.allRefused', { rows: audience.badRows.length }) : said('audience.noContact'),
      issues.length > 0 ? issues : [saidIssue(where, said('audience.noRecipient'))],
    );
  }
  const problems = messageProblems(message, audience.recipients);
  if (problems.length > 0) throw saidBadRequest(said('message.cannotSend', { problems: problems.length }), problems);

  const optedOut =
    source === 'labels'
      ? optedOutIds
      : await isOptedOut(
          db,
          workspaceId,
          audience.recipients.map((r) => contactIdFor(workspaceId, r.phone)),
        );
  const recipients: NewRecipient[] = audience.recipients.map((r) => ({
    line: r.line,
    phone: r.phone,
    name: r.name,
    vars: r.vars,
    skipped: optedOut.has(contactIdOf(workspaceId, r)) ? 'opted out' : null,
  }));
  const report: AudienceReport = {
    source,
    labels: input.audience.type === 'labels' ? input.audience.labels : null,
    fileName: input.audience.type === 'file' ? input.audience.fileName : null,
    columns: audience.columns,
    badRows: audience.badRows.slice(0, REPORT_LIMIT),
    badRowCount: audience.badRows.length,
    duplicates: audience.duplicates.slice(0, REPORT_LIMIT),
    duplicateCount: audience.duplicates.length,
  };
  const campaign = campaignOf(input, message, report, recipients, createdBy);
  const samples = audience.recipients
    .filter((r) => !optedOut.has(contactIdOf(workspaceId, r)))
    .slice(0, 3)
    .map((r) => ({ phone: r.phone, name: r.name, text: renderMessage(message, r.vars).text, vars: r.vars }));
  return {
    campaign,
    preview: { recipients: recipients.length, optedOut: recipients.filter((r) => r.skipped).length, audience: report, samples },
  };
}

function campaignOf(
  input: CampaignInput,
  message: CampaignMessage,
  audience: AudienceReport,
  recipients: CampaignToLoad['recipients'],
  createdBy: string | null,
): CampaignToLoad {
  return {
    id: newBroadcastId(),
    name: input.name,
    message,
    audience,
    countryCode: input.countryCode,
    createdBy,
    scheduledAt: input.scheduledAt ? Date.parse(input.scheduledAt) : null,
    recipients,
    checkNumbers: input.checkNumbers,
  };
}

/** A label audience's rows name their contact; the others are found by number. */
function contactIdOf(workspaceId: string, r: AudienceRow): string {
  return r.vars.contact_id ?? contactIdFor(workspaceId, r.phone);
}

async function resolveMessage(
  db: Db,
  workspaceId: string,
  message: BroadcastMessageInput,
  file: CampaignFile | null,
): Promise<CampaignMessage> {
  if (message.type === 'text') return { type: 'text', text: message.text, templateId: null };
  if (message.type === 'interactive') return { type: 'interactive', payload: message.interactive };
  if (message.type === 'media') {
    if (!file) throw badRequest('the media message has no file', [{ path: 'message.mediaUrl', message: 'is required' }]);
    const { id, mimeType, sha256, nodeUrl, mediaUrl } = file;
    return { type: 'media', media: message.media, file: { id, mimeType, sha256, nodeUrl, mediaUrl } };
  }
  const [template] = await db
    .select({ content: templates.content })
    .from(templates)
    .where(and(eq(templates.id, message.templateId), eq(templates.workspaceId, workspaceId)))
    .limit(1);
  if (!template) throw notFound(`template ${message.templateId} not found`);
  return { type: 'text', text: template.content, templateId: message.templateId };
}

type ListedInput = Omit<CampaignInput, 'audience'> & { audience: Extract<AudienceInput, { type: 'labels' | 'list' }> };
type ReadAudience = { audience: Audience; source: AudienceReport['source']; optedOutIds: Set<string> };

async function readAudience(d1: D1Database, workspaceId: string, input: ListedInput): Promise<ReadAudience> {
  const a = input.audience;
  if (a.type === 'list') {
    const rows = a.recipients.map((r, i) => ({
      line: null,
      ref: `recipients[${i}]`,
      phone: r.phone,
      name: r.name ?? null,
      vars: Object.fromEntries(Object.entries(r.variables ?? {}).map(([k, v]) => [variableName(k), v])),
    }));
    const audience = audienceOf(rows, input.countryCode);
    const columns = [...new Set(audience.recipients.flatMap((r) => Object.keys(r.vars)))];
    return { audience: { ...audience, columns }, source: 'list', optedOutIds: new Set() };
  }
  return labelAudience(d1, workspaceId, a.labels, a.match, input.countryCode);
}

type ContactRow = {
  id: string;
  phone_number: string;
  name: string | null;
  push_name: string | null;
  custom_fields: string;
  opted_out_at: number | null;
};

/** The workspace's contacts with any (or all) of the labels named `labels`, oldest first; their custom fields are their variables. */
async function labelAudience(
  d1: D1Database,
  workspaceId: string,
  labels: string[],
  match: 'any' | 'all',
  countryCode: string,
): Promise<ReadAudience> {
  const wanted = [...new Set(labels.map((l) => l.trim()))];
  const placeholders = wanted.map(() => '?').join(', ');
  const having = match === 'all' ? `= ${wanted.length}` : '>= 1';
  const { results } = await d1
    .prepare(
      // The labels' contacts through `contact_labels` (an index range per label), not a read of every contact.
      `SELECT id, phone_number, name, push_name, custom_fields, opted_out_at FROM contacts c WHERE c.id IN (
         SELECT cl.contact_id FROM labels l JOIN contact_labels cl ON cl.label_id = l.id
         WHERE l.workspace_id = ? AND l.name IN (${placeholders}) GROUP BY cl.contact_id HAVING COUNT(*) ${having})
       ORDER BY created_at, id LIMIT ?`,
    )
    .bind(workspaceId, ...wanted, MAX_RECIPIENTS + 1)
    .all<ContactRow>();
  if (results.length > MAX_RECIPIENTS)
    throw badRequest(`more than ${MAX_RECIPIENTS} contacts have these labels; a campaign takes at most ${MAX_RECIPIENTS}`);
  const rows = results.map((c) => ({
    line: null,
    ref: `contact ${c.id}`,
    // A contact's number is international digits already.
    phone: `+${c.phone_number}`,
    name: c.name ?? c.push_name,
    vars: { ...customFields(c.custom_fields), contact_id: c.id },
  }));
  const audience = audienceOf(rows, countryCode);
  const columns = [...new Set(audience.recipients.flatMap((r) => Object.keys(r.vars)))];
  const optedOutIds = new Set(results.filter((c) => c.opted_out_at !== null).map((c) => c.id));
  return { audience: { ...audience, columns }, source: 'labels', optedOutIds };
}

function customFields(json: string): Record<string, string> {
  try {
    const fields = JSON.parse(json) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (typeof v === 'string' ? [[variableName(k), v]] : [])));
  } catch {
    return {};
  }
}
