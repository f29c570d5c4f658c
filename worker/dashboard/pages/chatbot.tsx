/**
 * The chatbot of a device: its settings (on or off, replies per contact per minute, business
 * hours), its rules in order (add, move, switch on or off, remove), and the rule tester. Every
 * change is the device object's, through the same commands as /admin/devices/:id/chatbot.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { WEEKDAYS } from '../../chatbot/business-hours';
import { savedRules } from '../../chatbot/reply-media';
import { type Rule, type RuleInput, ruleInputSchema, type SavedRuleInput, settingsSchema } from '../../chatbot/rule-schema';
import { deviceStub, listDevices } from '../../kernel';
import { MEDIA_RULES } from '../../media/media-rules';
import { StagedFile } from '../../media/staged-file';
import { HttpError, type Issue } from '../../shared/errors';
import { unwrap } from '../../shared/outcome';
import { toSaidIssues } from '../../shared/validation';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, type Form, issueText, multipartForm, readForm, validate } from '../forms';
import type { Lang } from '../i18n';
import { allow, inWorkspace, signedIn } from '../session';
import { ChatbotPage, type ChatbotState } from './chatbot-parts';
import { SAMPLE_PHONE } from './sample-preview';

/** The device's object, asked for the viewer's workspace. */
const chatbot = (c: Context<DashboardEnv>, deviceId: string) => deviceStub(c.env, deviceId);
const ws = (c: Context<DashboardEnv>) => c.var.viewer.workspace.id;

/** An interval's issue (`businessHours.days.mon[0].from`) is shown at its day's field, which holds all the day's intervals. */
function byDay(issues: FieldIssues): FieldIssues {
  const out: FieldIssues = {};
  for (const [path, messages] of Object.entries(issues)) {
    const field = path.replace(/^(businessHours\.days\.\w+)\[\d+\]\.(?:from|to)$/, '$1');
    out[field] = [...(out[field] ?? []), ...messages];
  }
  return out;
}

async function chatbotPage(c: Context<DashboardEnv>, state: ChatbotState = {}, status: ContentfulStatusCode = 200) {
  const devices = await listDevices(c.var.db, c.var.viewer.workspace.id);
  const deviceId = c.req.param('deviceId') ?? c.req.query('deviceId') ?? devices[0]?.id;
  const device = devices.find((d) => d.id === deviceId);
  const config = device ? unwrap(await chatbot(c, device.id).chatbot(ws(c))) : null;
  const bot = device && config ? { deviceId: device.id, rules: config.rules, settings: config.settings } : null;
  c.status(status);
  return c.render(<ChatbotPage devices={devices} bot={bot} state={state} />, { title: c.var.t.chatbot.title, active: 'chatbot' });
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
  const mediaType = form.get('media.type');
  let reply: unknown = { type: 'text', text: form.get('reply') };
  if (mediaType) {
    const caption = form.get('media.caption');
    const fileName = form.get('media.fileName').trim();
    reply = { type: 'media', media: { type: mediaType, ...(caption ? { caption } : {}), ...(fileName ? { fileName } : {}) } };
  } else if (interactive) {
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
        : path.startsWith('reply.media.')
          ? path.slice('reply.'.length)
          : path === 'reply.mediaUrl' || path === 'media'
            ? 'media'
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

/**
 * A rule with a media reply's file is multipart, read as it streams as the API's uploads are, its
 * file staged in R2 (the largest: a 100 MiB document); an urlencoded rule (no file) is read by `readForm`.
 */
export const RULE_UPLOAD_LIMIT = MEDIA_RULES.document.maxBytes + 64 * 1024;
const ruleUpload = multipartForm(RULE_UPLOAD_LIMIT, { files: { media: MEDIA_RULES.document.maxBytes }, maxParts: 20, orFields: true });
const isMultipart = (c: Context) => (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** The new rule's form: multipart with its file (the page's form), or urlencoded without one. */
async function ruleForm(c: Context<DashboardEnv>): Promise<{ form: Form; part: StagedFile | null }> {
  if (!isMultipart(c)) return { form: await readForm(c), part: null };
  const data = await c.req.formData();
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const form: Form = {
    get: text,
    all: (name) => data.getAll(name).filter((v): v is string => typeof v === 'string'),
    has: (name) => data.has(name),
  };
  const file = data.get('media');
  return { form, part: file instanceof StagedFile && file.size > 0 ? file : null };
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

export const chatbotPages = createDashboard()
  .use('/chatbot', signedIn(), inWorkspace(), allow('chatbot'))
  .use('/chatbot/*', signedIn(), inWorkspace(), allow('chatbot'))
  .get('/chatbot', (c) => chatbotPage(c))
  .get('/chatbot/:deviceId', (c) => chatbotPage(c))
  // The dashboard's gate bounds a multipart body as it streams; the API's then checks its shape.
  .post('/chatbot/:deviceId/rules', ruleUpload, async (c) => {
    const { form, part } = await ruleForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const deviceId = c.req.param('deviceId');
    const parsed = ruleInputSchema.safeParse(ruleFromForm(form));
    const fields = ['name', 'trigger', 'value', 'reply', 'interactive', 'media.type', 'media.caption', 'media.fileName'];
    const values = Object.fromEntries(fields.map((name) => [name, form.get(name)]));
    if (!parsed.success) return chatbotPage(c, { ruleForm: values, ruleIssues: ruleIssues(toSaidIssues(parsed.error), c.var.lang) }, 400);
    const { rules } = unwrap(await chatbot(c, deviceId).chatbot(ws(c)));
    const where = { deviceId, origin: new URL(c.req.url).origin, bucket: c.env.MEDIA };
    let added: SavedRuleInput[];
    try {
      added = await savedRules([parsed.data], rules, where, () => '', part);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      const issues = error.issues ?? [{ path: 'media', message: error.message }];
      return chatbotPage(c, { ruleForm: values, ruleIssues: ruleIssues(issues, c.var.lang) }, 400);
    }
    unwrap(await chatbot(c, deviceId).setChatbotRules(ws(c), [...rules, ...added]));
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
    const values = {
      text: form.get('text'),
      selectedId: form.get('selectedId'),
      firstMessage: form.has('firstMessage') ? 'on' : '',
      sampleName: form.get('sampleName'),
      samplePhone: form.get('samplePhone'),
    };
    const result = unwrap(
      await chatbot(c, deviceId).testChatbotRule(ws(c), {
        text: values.text || null,
        selectedId: values.selectedId || null,
        firstMessage: form.has('firstMessage'),
        at: Date.now(),
        // A sample contact, never the member testing: an empty name is what shows a `{{name|kak}}` fallback.
        name: values.sampleName,
        phone: values.samplePhone || SAMPLE_PHONE,
      }),
    );
    return chatbotPage(c, { test: { form: values, result } });
  });
