/**
 * The chatbot of a device: its settings (on or off, replies per contact per minute, business
 * hours), its rules in order (add, move, switch on or off, remove), and the rule tester. Every
 * change is the device object's, through the same commands as /admin/devices/:id/chatbot.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { WEEKDAYS } from '../../chatbot/business-hours';
import type { RuleTest } from '../../chatbot/chatbot-part';
import { type Rule, type RuleInput, ruleInputSchema, settingsSchema } from '../../chatbot/rule-schema';
import { deviceStub, listDevices, unwrap } from '../../devices';
import type { Issue } from '../../shared/errors';
import { toSaidIssues } from '../../shared/validation';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, type Form, issueText, readForm, validate } from '../forms';
import type { Lang } from '../i18n';
import { page } from '../layout';
import { allow, inWorkspace, signedIn } from '../session';
import { badge, csrf, field, fieldErrors, type Html, issueSummary, postButton } from '../ui';

const TRIGGERS = ['keyword-exact', 'keyword-contains', 'regex', 'selection', 'first-message', 'outside-hours'] as const;

/** The device's object, asked for the viewer's workspace. */
const chatbot = (c: Context<DashboardEnv>, deviceId: string) => deviceStub(c.env, deviceId);
const ws = (c: Context<DashboardEnv>) => c.var.viewer.workspace.id;

type State = {
  ruleForm?: Record<string, string>;
  ruleIssues?: FieldIssues;
  settingsIssues?: FieldIssues;
  test?: { form: Record<string, string>; result: RuleTest };
};

function triggerText(c: Context<DashboardEnv>, rule: Rule): string {
  const b = c.var.t.chatbot;
  const tr = rule.trigger;
  if (tr.type === 'keyword') return `${b.triggers[`keyword-${tr.match}`]}: ${tr.keywords.join(', ')}`;
  if (tr.type === 'regex') return `${b.triggers.regex}: ${tr.pattern}`;
  if (tr.type === 'selection') return `${b.triggers.selection}: ${tr.selectedId}`;
  return b.triggers[tr.type] ?? tr.type;
}

function hoursText(days: Partial<Record<string, { from: string; to: string }[]>> | undefined, day: string): string {
  return (days?.[day] ?? []).map((i) => `${i.from}-${i.to}`).join(', ');
}

/** An interval's issue (`businessHours.days.mon[0].from`) is shown at its day's field, which holds all the day's intervals. */
function byDay(issues: FieldIssues): FieldIssues {
  const out: FieldIssues = {};
  for (const [path, messages] of Object.entries(issues)) {
    const field = path.replace(/^(businessHours\.days\.\w+)\[\d+\]\.(?:from|to)$/, '$1');
    out[field] = [...(out[field] ?? []), ...messages];
  }
  return out;
}

async function chatbotPage(c: Context<DashboardEnv>, state: State = {}, status = 200) {
  const { t, db } = c.var;
  const b = t.chatbot;
  const devices = await listDevices(db, c.var.viewer.workspace.id);
  const deviceId = c.req.param('deviceId') ?? c.req.query('deviceId') ?? devices[0]?.id;
  const device = devices.find((d) => d.id === deviceId);
  let content: Html = html``;
  if (device) {
    const config = unwrap(await chatbot(c, device.id).chatbot(ws(c)));
    const base = `/dashboard/chatbot/${device.id}`;
    const s = config.settings;
    const rf = state.ruleForm ?? {};
    const ri = state.ruleIssues ?? {};
    content = html`
      <h2>${b.rules}</h2>
      ${config.rules.length === 0 ? html`<p class="muted">${b.noRules}</p>` : ''}
      <ol class="rules">${config.rules.map(
        (r, index) => html`<li class="card" data-rule="${r.name}">
          <p><strong>${r.name}</strong> ${badge(r.enabled ? b.on : b.off, r.enabled ? 'ok' : 'plain')}</p>
          <p>${b.trigger}: ${triggerText(c, r)}</p>
          <p class="wrap">${b.reply}: ${r.reply.type === 'text' ? r.reply.text : JSON.stringify(r.reply.message)}</p>
          <div class="actions">
            ${index > 0 ? postButton(c, `${base}/rules/${r.id}/up`, b.up) : ''}
            ${index < config.rules.length - 1 ? postButton(c, `${base}/rules/${r.id}/down`, b.down) : ''}
            ${postButton(c, `${base}/rules/${r.id}/toggle`, r.enabled ? b.off : b.on)}
            ${postButton(c, `${base}/rules/${r.id}/remove`, b.remove, { confirm: b.removeConfirm, kind: 'danger' })}
          </div>
        </li>`,
      )}</ol>
      <h2>${b.newRule}</h2>
      ${issueSummary(ri, t.common.fixErrors)}
      <form method="post" action="${base}/rules" class="card" novalidate>
        ${csrf(c)}
        ${field('name', b.ruleName, ri, { value: rf.name ?? '', required: true })}
        <div class="field"><label for="f-trigger">${b.trigger}</label><select id="f-trigger" name="trigger">
          ${TRIGGERS.map((k) => html`<option value="${k}"${k === (rf.trigger ?? 'keyword-contains') ? html` selected` : ''}>${b.triggers[k]}</option>`)}
        </select></div>
        ${field('value', b.value, ri, { value: rf.value ?? '', hint: b.valueHint })}
        <div class="field${ri.reply ? ' invalid' : ''}"><label for="f-reply">${b.reply}</label>
          <textarea id="f-reply" name="reply" rows="3" aria-describedby="f-reply-hint">${rf.reply ?? ''}</textarea>
          <p class="hint" id="f-reply-hint">${b.replyHint}</p>${fieldErrors('reply', ri)}</div>
        <div class="field${ri.interactive ? ' invalid' : ''}"><label for="f-interactive">${b.interactive}</label>
          <textarea id="f-interactive" name="interactive" rows="2">${rf.interactive ?? ''}</textarea>${fieldErrors('interactive', ri)}</div>
        <button type="submit">${b.addRule}</button>
      </form>
      <h2>${b.tester}</h2>
      <p class="hint">${b.testerHint}</p>
      <form method="post" action="${base}/test" class="card" novalidate>
        ${csrf(c)}
        ${field('text', b.testText, {}, { value: state.test?.form.text ?? '' })}
        ${field('selectedId', b.testSelected, {}, { value: state.test?.form.selectedId ?? '' })}
        <div class="checks"><label><input type="checkbox" name="firstMessage"${state.test?.form.firstMessage ? html` checked` : ''}> ${b.testFirst}</label></div>
        <button type="submit" class="secondary">${b.test}</button>
      </form>
      ${
        state.test
          ? html`<section class="card" id="test-result" role="status">${
              state.test.result.rule
                ? html`<p>${b.fires(state.test.result.rule.name)}</p><p class="wrap"><strong>${state.test.result.reply}</strong></p>`
                : html`<p>${b.none} ${state.test.result.reason}</p>`
            }</section>`
          : ''
      }
      <h2>${b.settings}</h2>
      ${issueSummary(state.settingsIssues ?? {}, t.common.fixErrors)}
      <form method="post" action="${base}/settings" class="card" novalidate>
        ${csrf(c)}
        <div class="checks"><label><input type="checkbox" name="enabled"${s.enabled ? html` checked` : ''}> ${b.enabled}</label></div>
        ${field('maxRepliesPerMinute', b.maxPerMinute, state.settingsIssues ?? {}, { type: 'number', value: String(s.maxRepliesPerMinute), min: 1, max: 30, inputmode: 'numeric' })}
        ${field('businessHours.timezone', b.timezone, state.settingsIssues ?? {}, { value: s.businessHours?.timezone ?? '', hint: b.hoursHint })}
        <div class="row">${WEEKDAYS.map((d) => field(`businessHours.days.${d}`, b.days[d] ?? d, state.settingsIssues ?? {}, { value: hoursText(s.businessHours?.days, d) }))}</div>
        <button type="submit" class="secondary">${b.saveSettings}</button>
      </form>`;
  }
  const body = html`
    <p>${b.intro}</p>
    <form method="get" action="/dashboard/chatbot" class="card row">
      <div class="field"><label for="f-deviceId">${b.device}</label><select id="f-deviceId" name="deviceId">
        ${devices.map((d) => html`<option value="${d.id}"${d.id === device?.id ? html` selected` : ''}>${d.name}</option>`)}
      </select></div>
      <div class="field" style="align-self:end;flex:0"><button type="submit" class="secondary">${b.choose}</button></div>
    </form>
    ${content}`;
  return c.html(page(c, { title: b.title, active: 'chatbot', body }), status as 200);
}

/** The rule a form describes, as the API takes it. */
function ruleFromForm(form: Form): RuleInput | Record<string, unknown> {
  const kind = form.get('trigger');
  const value = form.get('value').trim();
  const trigger =
    kind === 'keyword-exact' || kind === 'keyword-contains'
      ? {
          type: 'keyword',
          match: kind.slice(8),
          keywords: value
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean),
        }
      : kind === 'regex'
        ? { type: 'regex', pattern: value }
        : kind === 'selection'
          ? { type: 'selection', selectedId: value }
          : { type: kind };
  const interactive = form.get('interactive').trim();
  let reply: unknown = { type: 'text', text: form.get('reply') };
  if (interactive) {
    try {
      reply = { type: 'interactive', message: JSON.parse(interactive) };
    } catch {
      reply = { type: 'interactive', message: 'not JSON' };
    }
  }
  return { name: form.get('name'), trigger, reply };
}

/** The rule's issues by the form's fields. */
function ruleIssues(issues: Issue[], lang: Lang): FieldIssues {
  const out: FieldIssues = {};
  for (const issue of issues) {
    const path = issue.path;
    const key = path.startsWith('trigger')
      ? 'value'
      : path.startsWith('reply.message')
        ? 'interactive'
        : path.startsWith('reply')
          ? 'reply'
          : path || '_';
    out[key] ??= [];
    out[key].push(issueText(issue, lang));
  }
  return out;
}

async function posted(c: Context<DashboardEnv>): Promise<{ form: Form; deviceId: string }> {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
  return { form, deviceId: c.req.param('deviceId') ?? '' };
}

/** Saves the rules after `change`, and goes back to the page. */
async function changeRules(c: Context<DashboardEnv>, change: (rules: Rule[]) => Rule[]) {
  const { deviceId } = await posted(c);
  const { rules } = unwrap(await chatbot(c, deviceId).chatbot(ws(c)));
  unwrap(await chatbot(c, deviceId).setChatbotRules(ws(c), change(rules)));
  return c.redirect(`/dashboard/chatbot/${deviceId}`, 303);
}

function move(rules: Rule[], id: string, by: number): Rule[] {
  const from = rules.findIndex((r) => r.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= rules.length) return rules;
  const next = [...rules];
  const [rule] = next.splice(from, 1);
  if (rule) next.splice(to, 0, rule);
  return next;
}

export const chatbotRoutes = createDashboard()
  .use('/chatbot', signedIn(), inWorkspace(), allow('chatbot'))
  .use('/chatbot/*', signedIn(), inWorkspace(), allow('chatbot'))
  .get('/chatbot', (c) => chatbotPage(c))
  .get('/chatbot/:deviceId', (c) => chatbotPage(c))
  .post('/chatbot/:deviceId/rules', async (c) => {
    const { form, deviceId } = await posted(c);
    const parsed = ruleInputSchema.safeParse(ruleFromForm(form));
    const values = {
      name: form.get('name'),
      trigger: form.get('trigger'),
      value: form.get('value'),
      reply: form.get('reply'),
      interactive: form.get('interactive'),
    };
    if (!parsed.success) return chatbotPage(c, { ruleForm: values, ruleIssues: ruleIssues(toSaidIssues(parsed.error), c.var.lang) }, 400);
    const { rules } = unwrap(await chatbot(c, deviceId).chatbot(ws(c)));
    unwrap(await chatbot(c, deviceId).setChatbotRules(ws(c), [...rules, parsed.data]));
    return c.redirect(`/dashboard/chatbot/${deviceId}`, 303);
  })
  .post('/chatbot/:deviceId/rules/:ruleId/up', (c) => changeRules(c, (rules) => move(rules, c.req.param('ruleId'), -1)))
  .post('/chatbot/:deviceId/rules/:ruleId/down', (c) => changeRules(c, (rules) => move(rules, c.req.param('ruleId'), 1)))
  .post('/chatbot/:deviceId/rules/:ruleId/toggle', (c) =>
    changeRules(c, (rules) => rules.map((r) => (r.id === c.req.param('ruleId') ? { ...r, enabled: !r.enabled } : r))),
  )
  .post('/chatbot/:deviceId/rules/:ruleId/remove', (c) => changeRules(c, (rules) => rules.filter((r) => r.id !== c.req.param('ruleId'))))
  .post('/chatbot/:deviceId/settings', async (c) => {
    const { form, deviceId } = await posted(c);
    const timezone = form.get('businessHours.timezone').trim();
    const days: Record<string, { from: string; to: string }[]> = {};
    for (const d of WEEKDAYS) {
      const text = form.get(`businessHours.days.${d}`).trim();
      if (!text) continue;
      days[d] = text.split(',').map((part) => {
        const [from = '', to = ''] = part.trim().split('-');
        return { from: from.trim(), to: to.trim() };
      });
    }
    const checked = validate(
      settingsSchema,
      {
        enabled: form.has('enabled'),
        maxRepliesPerMinute: Number(form.get('maxRepliesPerMinute')),
        businessHours: timezone ? { timezone, days } : null,
      },
      c.var.lang,
    );
    if (!checked.ok) return chatbotPage(c, { settingsIssues: byDay(checked.issues) }, 400);
    unwrap(await chatbot(c, deviceId).setChatbotSettings(ws(c), checked.value));
    return c.redirect(`/dashboard/chatbot/${deviceId}`, 303);
  })
  .post('/chatbot/:deviceId/test', async (c) => {
    const { form, deviceId } = await posted(c);
    const values = { text: form.get('text'), selectedId: form.get('selectedId'), firstMessage: form.has('firstMessage') ? 'on' : '' };
    const result = unwrap(
      await chatbot(c, deviceId).testChatbotRule(ws(c), {
        text: values.text || null,
        selectedId: values.selectedId || null,
        firstMessage: form.has('firstMessage'),
        at: Date.now(),
        name: c.var.viewer.session.account?.name ?? 'Budi',
        phone: '6281234567890',
      }),
    );
    return chatbotPage(c, { test: { form: values, result } });
  });
