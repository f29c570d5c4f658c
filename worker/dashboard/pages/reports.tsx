/**
 * Reports: how the workspace is doing over a range of the viewer's days (today, 7 or 30 days, or
 * chosen), per workspace or device, from the hourly counters (`worker/reports`), never the records.
 * Owners and admins see every report; an agent sees their own messages and response times. Each
 * chart (uPlot, drawn by `assets/reports.js` from the JSON beside it) has its table and a CSV.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { deviceStub, listDevices } from '../../kernel';
import { can, listMembers } from '../../members';
import { buildReport, type ReportKind, rangeOf } from '../../reports';
import type { ReportRange } from '../../reports/report-query';
import { formReportDay, MAX_DAYS } from '../../reports/schemas';
import { isTimeZone, localHour, nextDate } from '../../reports/time-zone';
import { ruleCheck, said } from '../../shared/said';
import { FieldErrors, FilterForm, fieldId, Select, useDashboard } from '../components';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, queryValues, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { ChartAssets, ChartFigure } from './chart-figure';
import {
  assistantFigures,
  campaignsFigures,
  chatbotFigures,
  deliveryFigures,
  type Figure,
  healthFigures,
  inboxFigures,
  messagesFigures,
  toCsv,
  webhooksFigures,
} from './report-figures';

const RANGES = ['today', '7d', '30d', 'custom'] as const;
// A day is the API's (a real one, 2000 to 2099): a mistyped year is refused, not cut to the last days.
const querySchema = z
  .object({
    range: z.enum(RANGES).default('7d'),
    from: formReportDay.optional(),
    to: formReportDay.optional(),
    deviceId: z.string().max(64).optional(),
    format: z.enum(['html', 'csv']).default('html'),
    figure: z.string().max(32).optional(),
  })
  .refine(
    (q) => q.range !== 'custom' || (q.from !== undefined && q.to !== undefined && q.from <= q.to),
    ruleCheck(said('report.range'), ['to']),
  );

/** Every rule's name by its id, from the chatbots of these devices (a device that cannot answer names none). */
async function ruleNames(c: Context<DashboardEnv>, deviceIds: readonly string[]): Promise<Map<string, string>> {
  const ws = c.var.viewer.workspace.id;
  const configs = await Promise.all(
    deviceIds.map((id) =>
      deviceStub(c.env, id)
        .chatbot(ws)
        .catch(() => null),
    ),
  );
  return new Map(configs.flatMap((config) => (config?.ok ? config.value.rules.map((r): [string, string] => [r.id, r.name]) : [])));
}

/** Days back from today (both counted) for each range. */
const DAYS: Record<Exclude<(typeof RANGES)[number], 'custom'>, number> = { today: 1, '7d': 7, '30d': 30 };

function daysBack(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** A day of a custom range (the shared Field has no `date` type). */
function DateField(p: { name: string; label: string; value: string | undefined; issues: FieldIssues }) {
  const id = fieldId(p.name);
  return (
    <div class="field">
      <label for={id}>{p.label}</label>
      <input
        id={id}
        name={p.name}
        type="date"
        value={p.value ?? ''}
        aria-invalid={p.issues[p.name] ? 'true' : undefined}
        aria-describedby={p.issues[p.name] ? `${id}-error` : undefined}
      />
      <FieldErrors name={p.name} issues={p.issues} id={id} />
    </div>
  );
}

type PageProps = {
  raw: Record<string, string | undefined>;
  issues: FieldIssues;
  devices: { id: string; name: string }[];
  own: boolean;
  tz: string;
  sections: { title: string; figures: Figure[] }[];
};

function ReportsPage(p: PageProps) {
  const t = useDashboard().var.t.reports;
  return (
    <>
      <ChartAssets />
      <p>{p.own ? t.ownIntro : t.intro}</p>
      <FilterForm action="/dashboard/reports" submit={t.show}>
        <Select
          name="range"
          label={t.range}
          value={p.raw.range ?? '7d'}
          options={RANGES.map((r) => ({ value: r, label: t.ranges[r] ?? r }))}
        />
        <DateField name="from" label={t.from} value={p.raw.from} issues={p.issues} />
        <DateField name="to" label={t.to} value={p.raw.to} issues={p.issues} />
        {!p.own && (
          <Select
            name="deviceId"
            label={t.device}
            value={p.raw.deviceId}
            options={[{ value: '', label: t.allDevices }, ...p.devices.map((d) => ({ value: d.id, label: d.name }))]}
          />
        )}
      </FilterForm>
      <p class="muted">{t.timeZone(p.tz)}</p>
      {p.sections.map((s) => (
        <section class="report-section" aria-label={s.title}>
          <h2>{s.title}</h2>
          {s.figures.map((f) => (
            <ChartFigure figure={f} />
          ))}
        </section>
      ))}
    </>
  );
}

export const reportsPages = createDashboard()
  .use('/reports', signedIn(), inWorkspace(), allow('inbox'))
  .get('/reports', async (c) => {
    const { db, t, viewer } = c.var;
    const ws = viewer.workspace.id;
    const tz = isTimeZone(c.var.timeZone) ? c.var.timeZone : 'UTC';
    const own = !can(viewer.standing, 'devices');
    const agent = own ? (viewer.session.account?.id ?? '') : undefined;
    const raw = queryValues(c, ['range', 'from', 'to', 'deviceId', 'format', 'figure']);
    const checked = validate(querySchema, raw, c.var.lang);
    const q = checked.ok ? checked.value : querySchema.parse({});
    const today = localHour(tz, Date.now()).date;
    const from = q.range === 'custom' ? (q.from ?? today) : daysBack(today, DAYS[q.range]);
    const to = q.range === 'custom' ? (q.to ?? today) : today;
    // A custom range longer than the reports allow keeps its last days.
    const earliest = nextDate(daysBack(to, MAX_DAYS + 1));
    const first = from.localeCompare(earliest) < 0 ? earliest : from;
    const range: ReportRange = await rangeOf(db, ws, {
      from: first,
      to,
      tz,
      bucket: first === to ? 'hour' : 'day',
      ...(q.deviceId && !own ? { deviceId: q.deviceId } : {}),
    });
    const kinds: ReportKind[] = own
      ? ['messages', 'inbox']
      : ['messages', 'delivery', 'health', 'inbox', 'campaigns', 'webhooks', 'chatbot', 'assistant'];
    const [members, devices, ...built] = await Promise.all([
      listMembers(db, ws),
      listDevices(db, ws),
      ...kinds.map((kind) => buildReport(kind, db, c.var.d1, range, agent === undefined ? {} : { agent }, c.env)),
    ]);
    const names = new Map(members.map((m) => [m.accountId, m.name]));
    // The chatbot's rules live in their devices' objects; their report names them by id.
    const rules = own
      ? new Map<string, string>()
      : await ruleNames(
          c,
          devices.map((d) => d.id),
        );
    const sections = built.map((report) => {
      if ('handovers' in report) return { title: t.reports.assistant.title, figures: assistantFigures(report, t) };
      if ('devices' in report) return { title: t.reports.health.title, figures: healthFigures(report, t) };
      if ('heatmap' in report) return { title: t.reports.inbox.title, figures: inboxFigures(report, t, (id) => names.get(id) ?? id) };
      if ('campaigns' in report) return { title: t.reports.campaigns.title, figures: campaignsFigures(report, t) };
      if ('webhooks' in report) return { title: t.reports.webhooks.title, figures: webhooksFigures(report, t) };
      if ('rules' in report) return { title: t.reports.chatbot.title, figures: chatbotFigures(report, t, (id) => rules.get(id) ?? null) };
      if ('failures' in report) return { title: t.reports.delivery.title, figures: deliveryFigures(report, t) };
      return { title: t.reports.messages.title, figures: messagesFigures(report, t) };
    });
    if (q.format === 'csv') {
      const figure = sections.flatMap((s) => s.figures).find((f) => f.id === q.figure);
      if (!figure) return c.text('unknown figure', 404);
      return c.body(toCsv(figure.table), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${figure.id}-${first}-${to}.csv"`,
      });
    }
    c.status(checked.ok ? 200 : 400);
    return c.render(
      <ReportsPage
        raw={{ ...raw, from: raw.from ?? first, to: raw.to ?? to }}
        issues={checked.ok ? {} : checked.issues}
        devices={devices.map((d) => ({ id: d.id, name: d.name }))}
        own={own}
        tz={tz}
        sections={sections}
      />,
      { title: t.reports.title, active: 'reports' },
    );
  });
