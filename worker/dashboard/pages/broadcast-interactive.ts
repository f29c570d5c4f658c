/**
 * The new-broadcast form's interactive message: reply buttons (up to 3) or a list of one section,
 * with a header, body and footer that take variables. Its inputs are named by the paths of the
 * API's own payload (`message.interactive.buttons[0].label`), so the issues of the API's schema
 * land next to the input they are about; and how such a message reads, for the check and a
 * campaign's page.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { INTERACTIVE_LIMITS } from '../../messages/interactive-payload';
import type { DashboardEnv } from '../env';
import type { FieldIssues } from '../forms';
import { badge, field, fieldErrors, type Html } from '../ui';

export const INTERACTIVE_KINDS = ['quick-reply', 'list'] as const;
type Kind = (typeof INTERACTIVE_KINDS)[number];

export type InteractiveValues = {
  kind: Kind | '';
  header: string;
  body: string;
  footer: string;
  buttons: { label: string; id: string }[];
  buttonLabel: string;
  sectionTitle: string;
  rows: { title: string; description: string; id: string }[];
};

export const NO_INTERACTIVE: InteractiveValues = {
  kind: '',
  header: '',
  body: '',
  footer: '',
  buttons: [],
  buttonLabel: '',
  sectionTitle: '',
  rows: [],
};

const P = 'message.interactive';
/** Empty rows the form shows below the filled ones ("Check" adds more), up to the list's limit. */
const SPARE_ROWS = 2;
const FIRST_ROWS = 3;

/** What the form posted, the slots left empty taken out (so a filled slot's index is its index in the payload). */
export function readInteractive(get: (name: string) => string): InteractiveValues {
  const kind = get(`${P}.kind`);
  const buttons = Array.from({ length: INTERACTIVE_LIMITS.buttons }, (_, i) => ({
    label: get(`${P}.buttons[${i}].label`).trim(),
    id: get(`${P}.buttons[${i}].id`).trim(),
  })).filter((b) => b.label || b.id);
  const rows = Array.from({ length: INTERACTIVE_LIMITS.rows }, (_, i) => ({
    title: get(`${P}.sections[0].rows[${i}].title`).trim(),
    description: get(`${P}.sections[0].rows[${i}].description`).trim(),
    id: get(`${P}.sections[0].rows[${i}].id`).trim(),
  })).filter((r) => r.title || r.description || r.id);
  return {
    kind: (INTERACTIVE_KINDS as readonly string[]).includes(kind) ? (kind as Kind) : '',
    header: get(`${P}.header`),
    body: get(`${P}.body`),
    footer: get(`${P}.footer`),
    buttons,
    buttonLabel: get(`${P}.buttonLabel`).trim(),
    sectionTitle: get(`${P}.sections[0].title`).trim(),
    rows,
  };
}

/**
 * The payload the API takes for these values (checked by its schema, not here): an empty optional
 * field is left out, an empty id is the label's or the title's, an empty required one is sent
 * empty so that the schema names it.
 */
export function interactivePayload(v: InteractiveValues): Record<string, unknown> {
  const payload: Record<string, unknown> = { kind: v.kind, body: v.body };
  if (v.header.trim()) payload.header = v.header.trim();
  if (v.footer.trim()) payload.footer = v.footer.trim();
  if (v.kind === 'quick-reply') payload.buttons = v.buttons.map((b) => ({ id: b.id || b.label, label: b.label }));
  if (v.kind === 'list') {
    if (v.buttonLabel) payload.buttonLabel = v.buttonLabel;
    const rows = v.rows.map((r) => ({ id: r.id || r.title, title: r.title, ...(r.description ? { description: r.description } : {}) }));
    payload.sections = [{ title: v.sectionTitle, rows }];
  }
  return payload;
}

function bodyArea(label: string, value: string, issues: FieldIssues): Html {
  const name = `${P}.body`;
  const id = 'f-message-interactive-body';
  const invalid = (issues[name] ?? []).length > 0;
  return html`<div class="field${invalid ? ' invalid' : ''}">
    <label for="${id}">${label}</label>
    <textarea id="${id}" name="${name}" rows="4"${invalid ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}>${value}</textarea>
    ${fieldErrors(name, issues)}
  </div>`;
}

/** The fieldset of the form. */
export function interactiveFieldset(c: Context<DashboardEnv>, v: InteractiveValues, issues: FieldIssues): Html {
  const f = c.var.t.broadcasts.form.interactive;
  const buttons = Array.from({ length: INTERACTIVE_LIMITS.buttons }, (_, i) => v.buttons[i] ?? { label: '', id: '' });
  const rowSlots = Math.min(INTERACTIVE_LIMITS.rows, Math.max(FIRST_ROWS, v.rows.length + SPARE_ROWS));
  const rows = Array.from({ length: rowSlots }, (_, i) => v.rows[i] ?? { title: '', description: '', id: '' });
  const kindName = `${P}.kind`;
  return html`<fieldset id="broadcast-interactive"><legend>${f.title}</legend>
    <p class="hint">${f.intro}</p>
    <div class="field${issues[kindName] ? ' invalid' : ''}"><label for="f-message-interactive-kind">${f.kind}</label>
      <select id="f-message-interactive-kind" name="${kindName}">
        <option value="">${f.kinds.none}</option>
        ${INTERACTIVE_KINDS.map((k) => html`<option value="${k}"${k === v.kind ? html` selected` : ''}>${f.kinds[k]}</option>`)}
      </select>${fieldErrors(kindName, issues)}</div>
    ${field(`${P}.header`, f.header, issues, { value: v.header })}
    ${bodyArea(f.body, v.body, issues)}
    ${field(`${P}.footer`, f.footer, issues, { value: v.footer })}
    <fieldset><legend>${f.buttons}</legend>
      <p class="hint">${f.buttonsHint}</p>
      ${fieldErrors(`${P}.buttons`, issues)}
      ${buttons.map(
        (b, i) => html`<div class="row">
        ${field(`${P}.buttons[${i}].label`, f.buttonLabel(i + 1), issues, { value: b.label })}
        ${field(`${P}.buttons[${i}].id`, f.buttonId(i + 1), issues, { value: b.id })}
      </div>`,
      )}
    </fieldset>
    <fieldset><legend>${f.list}</legend>
      <p class="hint">${f.listHint}</p>
      ${fieldErrors(`${P}.sections`, issues)}
      ${field(`${P}.buttonLabel`, f.listButton, issues, { value: v.buttonLabel })}
      ${field(`${P}.sections[0].title`, f.sectionTitle, issues, { value: v.sectionTitle })}
      ${fieldErrors(`${P}.sections[0].rows`, issues)}
      ${rows.map(
        (r, i) => html`<div class="row">
        ${field(`${P}.sections[0].rows[${i}].title`, f.rowTitle(i + 1), issues, { value: r.title })}
        ${field(`${P}.sections[0].rows[${i}].description`, f.rowDescription(i + 1), issues, { value: r.description })}
        ${field(`${P}.sections[0].rows[${i}].id`, f.rowId(i + 1), issues, { value: r.id })}
      </div>`,
      )}
    </fieldset>
  </fieldset>`;
}

/** An interactive message as its recipient sees it: what the check shows for each sample and a campaign's page for its message. */
export type ShownInteractive = {
  header?: string | undefined;
  body: string;
  footer?: string | undefined;
  buttonLabel?: string | undefined;
  buttons?: { id: string; label: string }[] | undefined;
  sections?: { title: string; rows: { id: string; title: string; description?: string | undefined }[] }[] | undefined;
};

export function interactiveShown(c: Context<DashboardEnv>, m: ShownInteractive): Html {
  const f = c.var.t.broadcasts.form.interactive;
  return html`<div class="interactive-message" data-interactive>
    ${m.header ? html`<p><strong>${m.header}</strong></p>` : ''}
    <p class="wrap">${m.body}</p>
    ${m.footer ? html`<p class="muted">${m.footer}</p>` : ''}
    ${m.buttons?.length ? html`<ul class="buttons" aria-label="${f.buttons}">${m.buttons.map((b) => html`<li data-button="${b.id}">${badge(b.label, 'plain')}</li>`)}</ul>` : ''}
    ${
      m.sections?.length
        ? html`<p>${f.opens(m.buttonLabel ?? '')}</p>${m.sections.map(
            (s) =>
              html`<p class="muted">${s.title}</p><ul>${s.rows.map(
                (r) =>
                  html`<li data-row="${r.id}">${r.title}${r.description ? html` <span class="muted">· ${r.description}</span>` : ''}</li>`,
              )}</ul>`,
          )}`
        : ''
    }
  </div>`;
}
