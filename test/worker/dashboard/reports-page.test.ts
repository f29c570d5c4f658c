/**
 * The Reports page: every report of the range in the viewer's zone, each chart with the JSON it is
 * drawn from and its table, a CSV of each table, and an agent's own figures only.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../../worker/dashboard/i18n/en';
import { id } from '../../../worker/dashboard/i18n/id';
import { admin, connectedDevice } from '../helpers';
import { addMember, inboxList } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { at } from '../reports/report-helpers';
import { makeTeam } from '../teams/team-helpers';
import { acceptInvite, operatorSession } from './browser';

const RANGE = 'range=custom&from=2026-11-20&to=2026-11-21';

/** An operator's Reports page in English in Asia/Jakarta, read again until `ready` says its figures are in (the D1 copies land late). */
async function reportsInEnglish(workspaceId: string, ready: (html: string) => boolean) {
  const { browser } = await operatorSession(workspaceId);
  browser.cookies.set('kurir_tz', 'Asia/Jakarta');
  browser.cookies.set('kurir_lang', 'en');
  await expect
    .poll(async () => {
      await browser.get(`/dashboard/reports?${RANGE}`);
      return ready(browser.html);
    })
    .toBe(true);
  return browser;
}

describe('the Reports page', () => {
  it('shows every report with each chart’s table and figures in the viewer’s days, and downloads each table as CSV', async () => {
    const s = await connectedDevice();
    at(s.deviceId, '2026-11-20T17:30:00Z'); // 00:30 on the 21st in Jakarta
    await receive(s.node, '6281234567890', 'Halo', { timestamp: Date.parse('2026-11-20T17:30:00Z') });
    // The session mended Budi's session and replaced a stalled socket that hour.
    for (const [signal, cause] of [
      ['session-mended', 'identity-changed'],
      ['socket-stalled', 'no-pong'],
    ] as const) {
      await s.node.report('health', {
        signal,
        cause,
        contact: signal === 'session-mended' ? '6281234567890' : null,
        timestamp: Date.parse('2026-11-20T17:30:00Z'),
      });
    }
    const browser = await reportsInEnglish(s.workspaceId, (html) =>
      /<tr><th scope="row">2026-11-21<\/th><td data-label="Received">1<\/td>/.test(html),
    );
    const html = browser.html;
    const r = en.reports;
    for (const title of [
      r.messages.title,
      r.delivery.title,
      r.health.title,
      r.inbox.title,
      r.campaigns.title,
      r.webhooks.title,
      r.chatbot.title,
      r.assistant.title,
    ]) {
      expect(html).toContain(`<h2>${title}</h2>`);
    }
    // Each chart: its JSON, then its table; the table of the messages by source, day by day.
    const charts = [...html.matchAll(/<div class="chart" data-chart="([\w-]+)"/g)].map((m) => m[1]);
    expect(charts).toEqual([
      'chart-messages',
      'chart-delivery',
      'chart-health',
      'chart-inbox',
      'chart-ratings',
      'chart-webhooks',
      'chart-chatbot',
      'chart-assistant',
      'chart-assistant-tokens',
    ]);
    for (const id of charts) {
      const after = html.slice(html.indexOf(`data-chart="${id}"`));
      expect(after).toMatch(
        new RegExp(`^[^]*?<script type="application/json" id="${id}">[^<]+</script><details><summary>[^<]+</summary><table`),
      );
    }
    const json = /<script type="application\/json" id="chart-messages">([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({
      kind: 'bars',
      stacked: true,
      labels: ['2026-11-20', '2026-11-21'],
      series: [
        { label: 'Received', values: [0, 1] },
        { values: [0, 0] },
        { values: [0, 0] },
        { values: [0, 0] },
        { values: [0, 0] },
        { label: 'AI assistant', values: [0, 0] },
      ],
    });

    const csv = await browser.request(`/dashboard/reports?${RANGE}&format=csv&figure=messages`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toBe(
      'When,Received,API,Agents,Broadcasts,Chatbot,AI assistant\r\n2026-11-20,0,0,0,0,0,0\r\n2026-11-21,1,0,0,0,0,0\r\n',
    );
    const health = await (await browser.request(`/dashboard/reports?${RANGE}&format=csv&figure=health`)).text();
    expect(health).toBe('When,Sessions mended,Connections stalled\r\n2026-11-20,0,0\r\n2026-11-21,1,1\r\n');
    const byDevice = await (await browser.request(`/dashboard/reports?${RANGE}&format=csv&figure=health-devices`)).text();
    expect(byDevice.split('\r\n')).toEqual([
      'Device,Sessions mended,Connections stalled,Contact reinstalled,Contact asked again,Could not decrypt,No answer to pings,No acknowledgement',
      'CS 1,1,1,1,0,0,1,0',
      '',
    ]);
    const heatmap = await (await browser.request(`/dashboard/reports?${RANGE}&format=csv&figure=heatmap`)).text();
    // Saturday 21 November, 00:00 in Jakarta.
    expect(heatmap.split('\r\n')[1]).toBe('00,0,0,0,0,0,1,0');
  });

  it('shows an agent their own figures only', async () => {
    const s = await connectedDevice();
    const { browser: operator } = await operatorSession(s.workspaceId);
    const agent = await acceptInvite(operator, 'agent');
    agent.cookies.set('kurir_lang', 'en');
    expect((await agent.get(`/dashboard/reports?${RANGE}`)).status).toBe(200);
    expect(agent.html).toContain(en.reports.ownIntro);
    expect([...agent.html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual([en.reports.messages.title, en.reports.inbox.title]);
    expect(agent.html).not.toContain('name="deviceId"');
  });

  it('refuses a custom range’s day outside 2000 to 2099 under its field, in the viewer’s language', async () => {
    const s = await connectedDevice();
    const { browser } = await operatorSession(s.workspaceId);
    /** The errors under the page's fields, by field, as the page shows them. */
    const errors = () =>
      Object.fromEntries([...browser.html.matchAll(/<p class="error" id="f-(\w+)-error">([^<]*)<\/p>/g)].map((m) => [m[1], m[2]]));

    browser.cookies.set('kurir_lang', 'en');
    expect((await browser.get('/dashboard/reports?range=custom&from=1999-12-31&to=2026-11-21')).status).toBe(400);
    expect(errors()).toEqual({ from: 'must be a day from 2000-01-01 to 2099-12-31' });
    expect(browser.html).toMatch(/<input id="f-from" name="from" type="date" value="1999-12-31" aria-invalid="true"/);
    expect((await browser.get('/dashboard/reports?range=custom&from=2026-11-20&to=20266-11-21')).status).toBe(400);
    expect(errors()).toEqual({ to: 'is not a date' });
    // The page still shows the reports, of the range it falls back to.
    expect(browser.html).toContain(`<h2>${en.reports.messages.title}</h2>`);

    browser.cookies.set('kurir_lang', 'id');
    expect((await browser.get('/dashboard/reports?range=custom&from=2026-11-20&to=2100-01-01')).status).toBe(400);
    expect(errors()).toEqual({ to: 'harus hari antara 2000-01-01 dan 2099-12-31' });
    expect((await browser.get('/dashboard/reports?range=custom&from=2026-11-21&to=2026-11-20')).status).toBe(400);
    expect(errors()).toEqual({ to: 'pilih kedua hari, yang pertama tidak setelah yang terakhir' });
    // The first and last days allowed are a range like any other.
    expect((await browser.get('/dashboard/reports?range=custom&from=2000-01-01&to=2000-01-01')).status).toBe(200);
    expect((await browser.get('/dashboard/reports?range=custom&from=2099-12-31&to=2099-12-31')).status).toBe(200);
    expect(errors()).toEqual({});
  });

  it('names the chatbot’s rules by their names, and a rule removed since as removed, never by its id', async () => {
    const s = await connectedDevice();
    s.node.onSend = (params) => ({ messageId: params.messageId ?? `3EB0${crypto.randomUUID().slice(0, 12)}` });
    const rule = (name: string, keyword: string) => ({
      name,
      trigger: { type: 'keyword', match: 'contains', keywords: [keyword] },
      reply: { type: 'text', text: `Tentang ${keyword}` },
    });
    const saved = await admin<{ rules: { id: string }[] }>('PUT', `/devices/${s.deviceId}/chatbot/rules`, {
      rules: [rule('Harga kaos', 'harga'), rule('Ongkir', 'ongkir')],
    });
    await receive(s.node, '6281234567890', 'harga?');
    await receive(s.node, '6281234567891', 'ongkir?');
    // The second rule is removed afterwards: it fired, and its name is gone with it.
    await admin('PUT', `/devices/${s.deviceId}/chatbot/rules`, {
      rules: [{ id: saved.body.rules[0]?.id, ...rule('Harga kaos', 'harga') }],
    });
    const { browser } = await operatorSession(s.workspaceId);
    await expect
      .poll(async () => {
        await browser.get('/dashboard/reports?range=7d');
        return /<tr><th scope="row">Harga kaos<\/th><td data-label="Aturan terpicu">1<\/td><\/tr>/.test(browser.html);
      })
      .toBe(true);
    expect(browser.html).toContain('<tr><th scope="row">Aturan yang sudah dihapus</th><td data-label="Aturan terpicu">1</td></tr>');
    expect(browser.html).not.toMatch(/<th scope="row">rul_/);
  });
  it('shows ratings and response times by team under the ratings, and conversations by label, in both languages', async () => {
    const s = await connectedDevice();
    s.node.onSend = (params) => ({ messageId: params.messageId ?? `3EB0${crypto.randomUUID().slice(0, 12)}` });
    const agent = await addMember(s.workspaceId);
    await makeTeam(s.workspaceId, { name: 'Penjualan' }, [agent]);
    const vip = await admin<{ id: string }>('POST', `/workspaces/${s.workspaceId}/labels`, { name: 'VIP', color: 'purple' });
    // 10:00 in Jakarta on the 20th: Budi writes, is labelled VIP and assigned, answered in 90 s and resolved after 10 min.
    at(s.deviceId, '2026-11-20T03:00:00Z');
    await receive(s.node, '6281234567890', 'Halo', { timestamp: Date.parse('2026-11-20T03:00:00Z') });
    const found = (await inboxList(s.workspaceId, s.deviceId)).find((c) => c.phoneNumber === '6281234567890');
    const path = `/devices/${s.deviceId}/conversations/${found?.id}`;
    expect((await admin('POST', `${path}/labels`, { labelId: vip.body.id })).status).toBe(200);
    expect((await admin('POST', `${path}/assign`, { memberId: agent })).status).toBe(200);
    at(s.deviceId, '2026-11-20T03:01:30Z');
    expect((await admin('POST', `${path}/reply`, { text: 'Ada kak', memberId: agent })).status).toBe(201);
    at(s.deviceId, '2026-11-20T03:10:00Z');
    expect((await admin('POST', `${path}/resolve`)).status).toBe(200);

    const browser = await reportsInEnglish(s.workspaceId, (html) => html.includes('id="figure-labels"'));
    const figures = [...browser.html.matchAll(/<figure class="report" id="figure-([\w-]+)"/g)].map((m) => m[1]);
    const from = figures.indexOf('ratings');
    expect(figures.slice(from, from + 5)).toEqual(['ratings', 'team-ratings', 'team-response-times', 'labels', 'heatmap']);
    const i = en.reports.inbox;
    expect(browser.html).toContain(`<h3>${i.ratingsByTeam}</h3>`);
    expect(JSON.parse(/<script type="application\/json" id="chart-labels">([^<]+)<\/script>/.exec(browser.html)?.[1] ?? '')).toMatchObject({
      kind: 'bars',
      labels: ['VIP'],
      series: [
        { label: 'Opened', values: [1] },
        { label: 'Resolved', values: [1] },
      ],
    });
    const csv = async (figure: string) =>
      (await (await browser.request(`/dashboard/reports?${RANGE}&format=csv&figure=${figure}`)).text()).split('\r\n');
    const times = [1, i.atMost(2 * 60_000), i.atMost(2 * 60_000), 1, i.atMost(15 * 60_000), i.atMost(15 * 60_000)].join(',');
    expect(await csv('team-ratings')).toEqual(['Team,Answers,Average,1 ★,2 ★,3 ★,4 ★,5 ★', 'Penjualan,0,—,0,0,0,0,0', '']);
    expect((await csv('team-response-times'))[1]).toBe(`Penjualan,${times},1`);
    expect(await csv('labels')).toEqual([
      [
        i.label,
        'Opened',
        'Resolved',
        ...[i.firstResponse, i.resolution].flatMap((k) => [i.measured, i.median, i.p90].map((m) => `${k}: ${m}`)),
      ].join(','),
      `VIP,1,1,${times}`,
      '',
    ]);

    browser.cookies.set('kurir_lang', 'id');
    await browser.get(`/dashboard/reports?${RANGE}`);
    for (const title of [id.reports.inbox.ratingsByTeam, id.reports.inbox.byTeam, id.reports.inbox.byLabel]) {
      expect(browser.html).toContain(`<h3>${title}</h3>`);
    }
    expect(browser.html).toMatch(/<tr><th scope="row">VIP<\/th><td data-label="Dibuka">1<\/td><td data-label="Diselesaikan">1<\/td>/);
  });
});
