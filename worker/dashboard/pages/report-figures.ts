/**
 * Each report's figures as what the Reports page shows: charts (labels and series for uPlot) and
 * tables, the same table serving the screen reader and the CSV download. Pure, in the viewer's language.
 */
import { csvLine } from '../../broadcasts/recipients-csv';
import type {
  AssistantReport,
  CampaignsReport,
  ChatbotReport,
  DeliveryReport,
  HealthReport,
  InboxReport,
  MessagesReport,
  WebhooksReport,
} from '../../reports';
import type { Catalogue } from '../i18n';

export type Cell = string | number;
export type FigureTable = { caption: string; head: string[]; rows: Cell[][] };
export type Chart = {
  kind: 'bars' | 'lines';
  stacked: boolean;
  xLabel: string;
  labels: string[];
  series: { label: string; values: number[] }[];
};
/** A chart with its table, or a table alone. */
export type Figure = { id: string; title: string; chart: Chart | null; table: FigureTable };

type Row = { label: string } & Record<string, unknown>;

/** A series chart and its table from buckets, one column per key. */
function seriesFigure(
  id: string,
  title: string,
  buckets: readonly Row[],
  keys: readonly string[],
  names: Record<string, string>,
  t: Catalogue,
  chart: { kind: 'bars' | 'lines'; stacked: boolean },
): Figure {
  const count = (b: Row, k: string) => (typeof b[k] === 'number' ? b[k] : 0);
  const head = [t.reports.when, ...keys.map((k) => names[k] ?? k)];
  return {
    id,
    title,
    chart: {
      ...chart,
      xLabel: t.reports.when,
      labels: buckets.map((b) => b.label),
      series: keys.map((k) => ({ label: names[k] ?? k, values: buckets.map((b) => count(b, k)) })),
    },
    table: { caption: title, head, rows: buckets.map((b) => [b.label, ...keys.map((k) => count(b, k))]) },
  };
}

const percent = (x: number | null) => (x === null ? '—' : `${Math.round(x * 1000) / 10}%`);

export function messagesFigures(r: MessagesReport, t: Catalogue): Figure[] {
  const m = t.reports.messages;
  return [seriesFigure('messages', m.title, r.buckets, Object.keys(r.totals), m.sources, t, { kind: 'bars', stacked: true })];
}

export function deliveryFigures(r: DeliveryReport, t: Catalogue): Figure[] {
  const d = t.reports.delivery;
  return [
    seriesFigure('delivery', d.title, r.buckets, Object.keys(r.totals), d.steps, t, { kind: 'lines', stacked: false }),
    {
      id: 'failures',
      title: d.failures,
      chart: null,
      table: { caption: d.failures, head: [d.reason, d.count], rows: r.failures.map((f) => [f.reason, f.count]) },
    },
  ];
}

type Times = { count: number; median: number | null; p90: number | null };
type Ratings = InboxReport['totals']['ratings'];
const SCORE_KEYS = ['1', '2', '3', '4', '5'] as const;

/** A response-times table's head (first column `who`) and its rows: first response and resolution, each measured, median and p90. */
function timesHead(t: Catalogue, who: string): string[] {
  const i = t.reports.inbox;
  return [
    who,
    `${i.firstResponse}: ${i.measured}`,
    `${i.firstResponse}: ${i.median}`,
    `${i.firstResponse}: ${i.p90}`,
    `${i.resolution}: ${i.measured}`,
    `${i.resolution}: ${i.median}`,
    `${i.resolution}: ${i.p90}`,
  ];
}

function timesRow(t: Catalogue, who: string, first: Times, res: Times): Cell[] {
  const i = t.reports.inbox;
  return [who, first.count, i.atMost(first.median), i.atMost(first.p90), res.count, i.atMost(res.median), i.atMost(res.p90)];
}

/** A ratings table's head (first column `who`) and its rows: how many, the average and each score. */
const ratingsHead = (t: Catalogue, who: string) => [
  who,
  t.rating.report.count,
  t.rating.report.average,
  ...SCORE_KEYS.map((k) => t.rating.report.scoreLabel(k)),
];
const ratingsRow = (t: Catalogue, who: string, s: Ratings): Cell[] => [
  who,
  s.count,
  t.rating.report.averageOf(s.average),
  ...SCORE_KEYS.map((k) => s.distribution[k]),
];

const tableFigure = (id: string, title: string, head: string[], rows: Cell[][]): Figure => ({
  id,
  title,
  chart: null,
  table: { caption: title, head, rows },
});

export function inboxFigures(r: InboxReport, t: Catalogue, memberName: (id: string) => string): Figure[] {
  const i = t.reports.inbox;
  return [
    seriesFigure('inbox', i.title, r.buckets, ['opened', 'resolved'], i.series, t, { kind: 'lines', stacked: false }),
    tableFigure('response-times', i.byAgent, timesHead(t, i.agent), [
      timesRow(t, i.everyone, r.totals.firstResponse, r.totals.resolution),
      ...r.agents.map((a) => timesRow(t, memberName(a.memberId), a.firstResponse, a.resolution)),
    ]),
    ratingsFigure(r, t, memberName),
    ...teamFigures(r, t),
    ...labelFigures(r, t),
    {
      id: 'heatmap',
      title: i.heatmap,
      chart: null,
      table: {
        caption: i.heatmap,
        head: [i.hour, ...i.weekdays],
        rows: Array.from({ length: 24 }, (_, hour) => [String(hour).padStart(2, '0'), ...r.heatmap.map((day) => day[hour] ?? 0)]),
      },
    },
  ];
}

/** The answers to the rating question: the distribution as bars, and per agent their count, average and each score. */
function ratingsFigure(r: InboxReport, t: Catalogue, memberName: (id: string) => string): Figure {
  const g = t.rating.report;
  const rated = r.agents.filter((a) => a.ratings.count > 0);
  return {
    id: 'ratings',
    title: g.title,
    chart: {
      kind: 'bars',
      stacked: false,
      xLabel: g.distribution,
      labels: SCORE_KEYS.map((k) => g.scoreLabel(k)),
      series: [{ label: g.count, values: SCORE_KEYS.map((k) => r.totals.ratings.distribution[k]) }],
    },
    table: {
      caption: g.title,
      head: ratingsHead(t, t.reports.inbox.agent),
      rows: [
        ratingsRow(t, t.reports.inbox.everyone, r.totals.ratings),
        ...rated.map((a) => ratingsRow(t, memberName(a.memberId), a.ratings)),
      ],
    },
  };
}

/** Per team (its members' figures): ratings under the ratings chart, then response times; none without teams. */
function teamFigures(r: InboxReport, t: Catalogue): Figure[] {
  const i = t.reports.inbox;
  if (r.teams.length === 0) return [];
  return [
    tableFigure(
      'team-ratings',
      i.ratingsByTeam,
      ratingsHead(t, i.team),
      r.teams.map((x) => ratingsRow(t, x.name, x.ratings)),
    ),
    tableFigure(
      'team-response-times',
      i.byTeam,
      [...timesHead(t, i.team), i.members],
      r.teams.map((x) => [...timesRow(t, x.name, x.firstResponse, x.resolution), x.members]),
    ),
  ];
}

/** Conversations opened and resolved carrying each label, as bars, with their response times; none without labels counted. */
function labelFigures(r: InboxReport, t: Catalogue): Figure[] {
  const i = t.reports.inbox;
  if (r.labels.length === 0) return [];
  const name = (x: InboxReport['labels'][number]) => x.name ?? i.labelDeleted;
  const keys = ['opened', 'resolved'] as const;
  return [
    {
      id: 'labels',
      title: i.byLabel,
      chart: {
        kind: 'bars',
        stacked: false,
        xLabel: i.label,
        labels: r.labels.map(name),
        series: keys.map((k) => ({ label: i.series[k] ?? k, values: r.labels.map((x) => x[k]) })),
      },
      table: {
        caption: i.byLabel,
        head: [i.label, ...keys.map((k) => i.series[k] ?? k), ...timesHead(t, i.label).slice(1)],
        rows: r.labels.map((x) => [name(x), x.opened, x.resolved, ...timesRow(t, name(x), x.firstResponse, x.resolution).slice(1)]),
      },
    },
  ];
}

export function campaignsFigures(r: CampaignsReport, t: Catalogue): Figure[] {
  const c = t.reports.campaigns;
  const keys = ['sent', 'delivered', 'read', 'replied', 'optedOut', 'failed'] as const;
  const name = (x: (typeof r.campaigns)[number]) => x.name ?? x.broadcastId;
  return [
    {
      id: 'campaigns',
      title: c.title,
      chart:
        r.campaigns.length === 0
          ? null
          : {
              kind: 'bars',
              stacked: false,
              xLabel: c.name,
              labels: r.campaigns.map(name),
              series: keys.slice(0, 4).map((k) => ({ label: c.columns[k] ?? k, values: r.campaigns.map((x) => x[k]) })),
            },
      table: {
        caption: c.title,
        head: [c.name, ...keys.map((k) => c.columns[k] ?? k), c.skipped],
        rows: r.campaigns.map((x) => [name(x), ...keys.map((k) => x[k]), x.skipped.map((s) => `${s.reason}: ${s.count}`).join('; ')]),
      },
    },
  ];
}

export function webhooksFigures(r: WebhooksReport, t: Catalogue): Figure[] {
  const w = t.reports.webhooks;
  const causes = ['timeout', 'refused', 'tls', 'dns', 'status', 'other'] as const;
  return [
    seriesFigure('webhooks', w.title, r.buckets, ['succeeded', ...causes], w.outcomes, t, { kind: 'bars', stacked: true }),
    {
      id: 'webhook-health',
      title: w.webhook,
      chart: null,
      table: {
        caption: w.webhook,
        head: [w.webhook, w.successRate, w.attemptsPerDelivery, w.latency, ...causes.map((k) => w.outcomes[k] ?? k)],
        rows: r.webhooks.map((h) => [
          h.url ?? h.webhookId,
          percent(h.successRate),
          h.attemptsPerDelivery === null ? '—' : Math.round(h.attemptsPerDelivery * 100) / 100,
          `${h.latency.p50 ?? '—'} / ${h.latency.p95 ?? '—'} ms`,
          ...causes.map((k) => h.failures[k]),
        ]),
      },
    },
  ];
}

/** `ruleName`: a rule's name by its id (the devices' chatbots keep them), or null for one removed since. */
export function chatbotFigures(r: ChatbotReport, t: Catalogue, ruleName: (id: string) => string | null): Figure[] {
  const b = t.reports.chatbot;
  return [
    seriesFigure('chatbot', b.title, r.buckets, ['fired', 'handover'], b.series, t, { kind: 'lines', stacked: false }),
    {
      id: 'rules',
      title: b.rule,
      chart: null,
      table: {
        caption: b.rule,
        head: [b.rule, b.series.fired ?? 'fired'],
        rows: r.rules.map((x) => [ruleName(x.ruleId) ?? b.removed, x.fired]),
      },
    },
  ];
}

/** Sessions mended and sockets replaced, by bucket and by device with their causes. */
export function healthFigures(r: HealthReport, t: Catalogue): Figure[] {
  const h = t.reports.health;
  const causes = ['identity-changed', 'retry-asked', 'undecryptable', 'no-pong', 'no-ack'] as const;
  return [
    seriesFigure('health', h.title, r.buckets, ['mended', 'stalled'], h.series, t, { kind: 'bars', stacked: false }),
    {
      id: 'health-devices',
      title: h.byDevice,
      chart: null,
      table: {
        caption: h.byDevice,
        head: [h.device, h.series.mended ?? 'mended', h.series.stalled ?? 'stalled', ...causes.map((c) => h.causes[c] ?? c)],
        rows: r.devices.map((d) => [d.name ?? h.removed, d.mended, d.stalled, ...causes.map((c) => d.causes[c])]),
      },
    },
  ];
}

/** The assistant's calls, answers and hand-overs, its tokens, and its calls' time and hand-overs by cause. */
export function assistantFigures(r: AssistantReport, t: Catalogue): Figure[] {
  const a = t.reports.assistant;
  const ms = (x: number | null) => (x === null ? '—' : `${x} ms`);
  const { totals } = r;
  return [
    seriesFigure('assistant', a.title, r.buckets, ['calls', 'answers', 'handovers'], a.series, t, { kind: 'lines', stacked: false }),
    seriesFigure('assistant-tokens', a.tokens, r.buckets, ['tokens'], a.series, t, { kind: 'bars', stacked: false }),
    {
      id: 'assistant-usage',
      title: a.usage,
      chart: null,
      table: {
        caption: a.usage,
        head: [a.figure, a.value],
        rows: [
          [a.rows.calls, totals.calls],
          [a.rows.answers, totals.answers],
          [a.rows.handovers, totals.handovers],
          [a.rows.promptTokens, totals.promptTokens],
          [a.rows.completionTokens, totals.completionTokens],
          [a.rows.failures, totals.failures],
          [a.rows.average, ms(totals.time.average)],
          [a.rows.p50p95, `${ms(totals.time.p50)} / ${ms(totals.time.p95)}`],
        ],
      },
    },
    {
      id: 'assistant-handovers',
      title: a.byCause,
      chart: null,
      table: {
        caption: a.byCause,
        head: [a.cause, a.count],
        rows: Object.entries(r.handovers)
          .filter(([, n]) => n > 0)
          .map(([cause, n]) => [a.causes[cause] ?? cause, n]),
      },
    },
  ];
}

/** A table as CSV (RFC 4180, CRLF lines; a cell a spreadsheet would run as a formula defused, as campaign names can be). */
export function toCsv(table: FigureTable): string {
  return [table.head, ...table.rows].map((row) => csvLine(row)).join('');
}
