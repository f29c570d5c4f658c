/*
 * The Reports page's charts, drawn by uPlot (served by the worker from its npm package) from the
 * figures each chart's <script type="application/json"> carries; the same figures are in the
 * table beside each chart. Bars, stacked where the figures add up (messages by source, webhook
 * outcomes); lines where they are steps of one funnel. Redrawn to the chart's width on resize.
 */
(() => {
  const PALETTE = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626', '#0891b2', '#64748b'];
  const charts = [];

  // An axis label: an hour as its time (`2026-11-26T09:00` → `09:00`), a day without its year; the table keeps them whole.
  function short(label) {
    if (typeof label !== 'string') return '';
    if (/^\d{4}-\d{2}-\d{2}T/.test(label)) return label.slice(11);
    if (/^\d{4}-\d{2}-\d{2}$/.test(label)) return label.slice(5);
    return label;
  }

  function draw(el) {
    const source = document.getElementById(el.getAttribute('data-chart'));
    if (!source || typeof uPlot === 'undefined') return;
    const spec = JSON.parse(source.textContent);
    const xs = spec.labels.map((_, i) => i);
    // Stacked: each series drawn as its sum with the ones before it, the tallest first so the others show in front.
    let values = spec.series.map((s) => s.values);
    if (spec.stacked) {
      values = values.map((_, i) => xs.map((x) => values.slice(0, i + 1).reduce((sum, v) => sum + v[x], 0)));
    }
    const order = spec.series.map((_, i) => i);
    if (spec.stacked) order.reverse();
    const bars = uPlot.paths.bars({ size: [0.7, 48] });
    const opts = {
      width: Math.max(280, el.clientWidth),
      height: 220,
      scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
      axes: [{ values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? short(spec.labels[i]) : '')), space: 48 }, { size: 48 }],
      legend: { show: true },
      series: [
        { label: spec.xLabel },
        ...order.map((i) => ({
          label: spec.series[i].label,
          stroke: PALETTE[i % PALETTE.length],
          fill: spec.kind === 'bars' ? PALETTE[i % PALETTE.length] : undefined,
          width: spec.kind === 'bars' ? 0 : 2,
          paths: spec.kind === 'bars' ? bars : undefined,
          points: { show: spec.kind !== 'bars' && xs.length < 40 },
          value: (_u, v, _s, idx) => (idx === null || idx === undefined ? '' : String(spec.series[i].values[idx] ?? v)),
        })),
      ],
    };
    el.replaceChildren();
    charts.push({ el, plot: new uPlot(opts, [xs, ...order.map((i) => values[i])], el) });
  }

  function drawAll() {
    for (const el of document.querySelectorAll('[data-chart]')) draw(el);
  }

  let resizing = null;
  window.addEventListener('resize', () => {
    clearTimeout(resizing);
    resizing = setTimeout(() => {
      for (const { el, plot } of charts) plot.setSize({ width: Math.max(280, el.clientWidth), height: 220 });
    }, 150);
  });

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', drawAll);
  else drawAll();
})();
