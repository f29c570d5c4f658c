/**
 * A figure of numbers: its chart (uPlot, drawn by `assets/reports.js` from the JSON beside it, on
 * a page that loads `ChartAssets`) with its table for screen readers and a CSV link, or its table
 * alone. The Reports page's figures, and a device's last days on its page.
 */
import { raw } from 'hono/html';
import { ASSET_PATHS } from '../assets';
import { useDashboard } from '../components';
import type { Figure } from './report-figures';

/**
 * uPlot and the script that draws every `[data-chart]` of the page once it has loaded. htmx drops
 * the `<script>` holding a chart's figures from what it swaps in (`allowScriptTags: false`): a
 * partial update leaves the chart out of its swap.
 */
export function ChartAssets() {
  return (
    <>
      <link rel="stylesheet" href={ASSET_PATHS.uplotCss} />
      <script src={ASSET_PATHS.uplot} defer />
      <script src={ASSET_PATHS.reports} defer />
    </>
  );
}

export function ChartFigure({ figure, csv = true }: { figure: Figure; csv?: boolean }) {
  const t = useDashboard().var.t.reports;
  const json = JSON.stringify(figure.chart).replace(/</g, '\\u003c');
  // On a phone a table must show every figure without a hidden scroll: the heatmap's 8 narrow
  // columns are drawn small; a table of many wide columns (the agents' times) becomes a card per
  // row, each value beside its column's name (dashboard.css).
  const layout = figure.id === 'heatmap' ? 'compact' : figure.table.head.length > 4 ? 'stacked' : '';
  const table = (
    <table class={`report-table ${layout}`.trim()}>
      <caption class="visually-hidden">{figure.table.caption}</caption>
      <thead>
        <tr>
          {figure.table.head.map((h) => (
            <th scope="col">{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {figure.table.rows.map((row) => (
          <tr>{row.map((cell, i) => (i === 0 ? <th scope="row">{cell}</th> : <td data-label={figure.table.head[i]}>{cell}</td>))}</tr>
        ))}
      </tbody>
    </table>
  );
  const url = new URL(useDashboard().req.url);
  url.searchParams.set('format', 'csv');
  url.searchParams.set('figure', figure.id);
  return (
    <figure class="report" id={`figure-${figure.id}`}>
      <figcaption>
        <h3>{figure.title}</h3>
        {csv && (
          <a href={`${url.pathname}${url.search}`} download={`${figure.id}.csv`}>
            {t.csv}
          </a>
        )}
      </figcaption>
      {figure.chart ? (
        <>
          <div class="chart" data-chart={`chart-${figure.id}`} role="img" aria-label={t.chartOf(figure.title)} />
          <script type="application/json" id={`chart-${figure.id}`}>
            {raw(json)}
          </script>
          <details>
            <summary>{t.table}</summary>
            {table}
          </details>
        </>
      ) : (
        <div class="table-scroll">{table}</div>
      )}
    </figure>
  );
}
