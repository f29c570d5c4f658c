/**
 * A new broadcast from the dashboard: a device, a message (a text, a template's text, an
 * interactive message with reply buttons or a list: `broadcast-interactive.ts`, or an image, video
 * or document with a caption: `broadcast-media.tsx`), and the audience
 * as a CSV upload or the contacts with some labels. Only the chosen message type's fields are read
 * (`broadcast-type.tsx`). "Check" shows what would happen (how many recipients, the rows that
 * cannot be used with what they held and why, the merged duplicates, the first messages as they
 * will read with the numbers they go to) and keeps the file in the form; "Send" asks to confirm with
 * the count and the time it takes at the device's pace (`broadcast-confirm.tsx`); the confirmation
 * creates the campaign and opens its page. The rules are the management interface's (the same
 * schema and the same checks).
 */

import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { broadcastsOf } from '../../broadcasts';
import { keepContactsOf } from '../../broadcasts/csv-contacts';
import { estimateDuration } from '../../broadcasts/estimate';
import { type CampaignInput, prepareCampaign } from '../../broadcasts/new-campaign';
import { createBroadcastSchema, MAX_CSV_BYTES } from '../../broadcasts/schemas';
import { type DeviceRow, listDevices } from '../../kernel';
import { deviceStub } from '../../kernel/stub';
import { MAX_MEDIA_FILE_BYTES } from '../../media/media-rules';
import { StagedFile } from '../../media/staged-file';
import { HttpError } from '../../shared/errors';
import { unwrap } from '../../shared/outcome';
import { templates } from '../../templates/tables';
import { Button, Checkbox, Field, FileField, Form, IssueSummary, Select, TextArea, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { byField, errorText, type FieldIssues, multipartForm, validate } from '../forms';
import type { Lang } from '../i18n';
import { allow, inWorkspace, signedIn } from '../session';
import { BROADCAST_FORM_ID, type Confirming, ConfirmPanel } from './broadcast-confirm';
import { InteractiveFieldset } from './broadcast-interactive';
import { createWithFormMedia, type FormMedia, formMedia, keepMedia, MediaFieldset } from './broadcast-media';
import { type Checked, PreviewPanel } from './broadcast-preview';
import { MessageTypeChoice, messageOf, TypeFields } from './broadcast-type';
import { EMPTY, readValues, type Values } from './broadcast-values';
import { zonedToUtc } from './zoned-time';

/** The CSV the form reads as text, in memory: within the rule of a CSV's text (`audience.csv`). */
const CSV_FILE_LIMIT = MAX_CSV_BYTES;
/** A CSV of up to 2 MiB with the rest of the form (a few dozen fields), and a media file of up to 100 MiB (a document's limit). */
export const UPLOAD_LIMIT = 3 * 1024 * 1024 + MAX_MEDIA_FILE_BYTES;

/** A small uploaded file's text: strict UTF-8 (a file that is not throws), a byte order mark dropped. */
async function textOf(file: StagedFile): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let text = '';
  for await (const chunk of file.chunks()) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

type FormProps = {
  v: Values;
  issues: FieldIssues;
  checked: Checked | null;
  confirming: Confirming | null;
  devices: DeviceRow[];
  templates: { id: string; name: string }[];
};

function NewBroadcast({ v, issues, checked, confirming, devices, templates: tpls }: FormProps) {
  const t = useDashboard().var.t;
  const b = t.broadcasts;
  const f = b.form;
  if (devices.length === 0) return <p>{f.noDevice}</p>;
  const templateIssues = issues['message.templateId'];
  return (
    <>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      {confirming && <ConfirmPanel c={confirming} />}
      {checked && <PreviewPanel preview={checked.preview} campaign={checked.campaign} />}
      <Form action="/dashboard/broadcasts/new" id={BROADCAST_FORM_ID} enctype="multipart/form-data" class="card" novalidate>
        <Select
          name="deviceId"
          label={f.device}
          issues={issues}
          value={v.deviceId}
          options={devices.map((d) => ({ value: d.id, label: `${d.name} (${t.status[d.status as keyof typeof t.status] ?? d.status})` }))}
        />
        <Field name="name" label={f.name} issues={issues} value={v.name} required hint={f.nameHint} />
        <MessageTypeChoice value={v.messageType} templates={tpls.length > 0} />
        <TypeFields type="text">
          <TextArea name="message.text" label={f.text} issues={issues} value={v.text} hint={f.textHint} rows={5} />
        </TypeFields>
        <TypeFields type="template">
          {tpls.length > 0 && (
            <Select
              name="templateId"
              label={f.template}
              issues={templateIssues ? { templateId: templateIssues } : {}}
              value={v.templateId}
              options={[{ value: '', label: f.noTemplate }, ...tpls.map((tp) => ({ value: tp.id, label: tp.name }))]}
            />
          )}
          <p>
            <a href="/dashboard/templates">{t.templates.pickerLink}</a>
          </p>
        </TypeFields>
        <TypeFields type="media">
          <MediaFieldset v={v.media} issues={issues} />
        </TypeFields>
        <TypeFields type="interactive">
          <InteractiveFieldset v={v.interactive} issues={issues} />
        </TypeFields>
        <fieldset>
          <legend>{b.audience}</legend>
          <FileField
            name="file"
            label={f.csv}
            issues={issues}
            accept=".csv,text/csv"
            hint={
              <>
                {f.csvHint} <a href="/dashboard/broadcasts/sample.csv">{t.campaigns.sampleCsv}</a>
              </>
            }
          >
            {v.csv && (
              <p class="hint" id="f-file-kept">
                {f.csvKept(new TextEncoder().encode(v.csv).length)}
              </p>
            )}
          </FileField>
          <input type="hidden" name="csv" value={v.csv} />
          <input type="hidden" name="fileName" value={v.fileName} />
          <Field name="labels" label={f.labels} issues={issues} value={v.labels} hint={f.labelsHint} />
          <Field name="countryCode" label={f.country} issues={issues} value={v.countryCode} inputmode="numeric" />
        </fieldset>
        <Field name="scheduledAt" label={f.schedule} issues={issues} type="datetime-local" value={v.scheduledAt} hint={f.scheduleHint} />
        <div class="checks">
          <Checkbox name="checkNumbers" value="on" checked={v.checkNumbers}>
            {f.checkNumbers}
          </Checkbox>
        </div>
        <div class="actions">
          <Button name="action" value="check" kind="secondary">
            {f.check}
          </Button>
          <Button name="action" value="send">
            {f.submit}
          </Button>
        </div>
      </Form>
    </>
  );
}

async function formPage(
  c: Context<DashboardEnv>,
  v: Values,
  issues: FieldIssues,
  checked: Checked | null,
  status: ContentfulStatusCode = 200,
  confirming: Confirming | null = null,
) {
  const { db } = c.var;
  const ws = c.var.viewer.workspace.id;
  const [devices, tpls] = await Promise.all([
    listDevices(db, ws),
    db.select({ id: templates.id, name: templates.name }).from(templates).where(eq(templates.workspaceId, ws)).limit(200),
  ]);
  c.status(devices.length === 0 ? 200 : status);
  return c.render(<NewBroadcast v={v} issues={issues} checked={checked} confirming={confirming} devices={devices} templates={tpls} />, {
    title: c.var.t.broadcasts.form.title,
    active: 'broadcasts',
  });
}

/** The issues of a refused campaign, by the form's fields (`audience.csv` is the file). */
function issuesOf(error: HttpError, lang: Lang): FieldIssues {
  const issues = byField(
    (error.issues ?? [{ path: '_', message: error.message, ...(error.said ? { said: error.said } : {}) }]).map((i) => ({
      ...i,
      path: i.path === 'audience.csv' ? 'file' : i.path,
    })),
    lang,
  );
  if (!error.issues) return issues;
  return { ...issues, _: [errorText(error, lang)] };
}

export const newBroadcastRoutes = createDashboard()
  .use('/broadcasts/new', signedIn(), inWorkspace(), allow('broadcasts'))
  .get('/broadcasts/new', (c) => formPage(c, { ...EMPTY, deviceId: c.req.query('deviceId') ?? '' }, {}, null))
  // The body is read as it streams, its files staged in R2 (`multipartForm`), never held whole.
  .post(
    '/broadcasts/new',
    multipartForm(UPLOAD_LIMIT, { files: { file: CSV_FILE_LIMIT, media: MAX_MEDIA_FILE_BYTES }, maxParts: 100 }),
    async (c) => {
      const form = await c.req.formData();
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : '';
      };
      await checkToken(c, c.var.session.csrfToken, text(CSRF_FIELD));
      const v = readValues(text);
      const action = text('action');
      const file = form.get('file');
      if (file instanceof StagedFile && file.size > 0) {
        try {
          v.csv = await textOf(file);
          v.fileName = file.name;
        } catch {
          return formPage(c, v, { file: [c.var.t.broadcasts.form.notUtf8] }, null, 400);
        }
      }
      const labels = v.labels
        .split(',')
        .map((l) => l.trim())
        .filter((l) => l.length > 0);
      if (!v.csv && labels.length === 0) return formPage(c, v, { file: [c.var.t.broadcasts.form.needAudience] }, null, 400);
      const scheduledAt = v.scheduledAt ? zonedToUtc(v.scheduledAt, c.var.timeZone) : null;
      // A start time the form could not read is refused, never taken for "now": a campaign must not start early.
      if (v.scheduledAt && scheduledAt === null) return formPage(c, v, { scheduledAt: [c.var.t.broadcasts.form.badSchedule] }, null, 400);
      const checked = validate(
        createBroadcastSchema,
        {
          deviceId: v.deviceId,
          name: v.name,
          message: messageOf(v.messageType, v),
          audience: v.csv ? { type: 'csv', csv: v.csv } : { type: 'labels', labels },
          scheduledAt: scheduledAt === null ? null : new Date(scheduledAt).toISOString(),
          countryCode: v.countryCode,
          checkNumbers: v.checkNumbers,
          // "Check" and "Send" only look; the confirmation creates.
          dryRun: action !== 'confirm',
        },
        c.var.lang,
      );
      if (!checked.ok) return formPage(c, v, checked.issues, null, 400);
      const ws = c.var.viewer.workspace.id;
      const input: CampaignInput =
        checked.value.audience.type === 'csv'
          ? { ...checked.value, audience: { type: 'file', csv: v.csv, fileName: v.fileName || null } }
          : checked.value;
      const mediaPart = form.get('media');
      let media: FormMedia | null = null;
      let prepared: Awaited<ReturnType<typeof prepareCampaign>>;
      let pace: { paceMinMs: number; paceMaxMs: number; dailyCap: number; startedToday: number };
      const device = deviceStub(c.env, input.deviceId);
      try {
        // The device is the workspace's (or a 404) before anything is stored under it.
        pace = unwrap(await broadcastsOf(device).broadcastPace(ws));
        if (input.message.type === 'media') {
          const part = mediaPart instanceof StagedFile && mediaPart.size > 0 ? mediaPart : null;
          const where = { deviceId: input.deviceId, origin: new URL(c.req.url).origin };
          media = await formMedia(c.env.MEDIA, v.media, part, where, c.var.t.broadcasts.form.media.noFile);
          if (part && input.dryRun) await keepMedia(input.deviceId, media, v.media, part.name);
        }
        const file = media?.file ?? null;
        prepared = await prepareCampaign(c.var.db, c.var.d1, ws, input, c.var.session.account?.id ?? null, file);
      } catch (error) {
        if (error instanceof HttpError && error.status < 500)
          return formPage(c, v, issuesOf(error, c.var.lang), null, error.status === 404 ? 404 : 400);
        throw error;
      }
      if (input.dryRun && action === 'send') {
        const recipients = prepared.preview.recipients - prepared.preview.optedOut;
        const estimate = estimateDuration(recipients, pace, input.scheduledAt ? 0 : pace.startedToday);
        return formPage(c, v, {}, prepared, 200, { recipients, estimate, pace, scheduled: input.scheduledAt !== null });
      }
      if (input.dryRun) return formPage(c, v, {}, prepared);
      const campaign = prepared.campaign;
      const created = unwrap(
        await createWithFormMedia(c.env.MEDIA, input.deviceId, media, () => broadcastsOf(device).createBroadcast(ws, campaign)),
      );
      if (campaign.audience.source === 'csv') await keepContactsOf(c.var.d1, ws, campaign);
      return c.redirect(`/dashboard/broadcasts/${created.id}`, 303);
    },
  );
