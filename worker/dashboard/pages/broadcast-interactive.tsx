/**
 * The new-broadcast form's interactive message: reply buttons (up to 3) or a list of one section,
 * with a header, body and footer that take variables. Its inputs are named by the paths of the
 * API's own payload (`message.interactive.buttons[0].label`), so the issues of the API's schema
 * land next to the input they are about; and how such a message reads, for the check and a
 * campaign's page.
 */
import { INTERACTIVE_LIMITS } from '../../messages/interactive-payload';
import { Badge, Field, FieldErrors, Select, TextArea, useDashboard } from '../components';
import type { FieldIssues } from '../forms';

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

/** The fieldset of the form. */
export function InteractiveFieldset({ v, issues }: { v: InteractiveValues; issues: FieldIssues }) {
  const f = useDashboard().var.t.broadcasts.form.interactive;
  const buttons = Array.from({ length: INTERACTIVE_LIMITS.buttons }, (_, i) => v.buttons[i] ?? { label: '', id: '' });
  const rowSlots = Math.min(INTERACTIVE_LIMITS.rows, Math.max(FIRST_ROWS, v.rows.length + SPARE_ROWS));
  const rows = Array.from({ length: rowSlots }, (_, i) => v.rows[i] ?? { title: '', description: '', id: '' });
  return (
    <fieldset id="broadcast-interactive">
      <legend>{f.title}</legend>
      <p class="hint">{f.intro}</p>
      <Select
        name={`${P}.kind`}
        label={f.kind}
        issues={issues}
        value={v.kind}
        options={[{ value: '', label: f.kinds.none }, ...INTERACTIVE_KINDS.map((k) => ({ value: k, label: f.kinds[k] }))]}
      />
      <Field name={`${P}.header`} label={f.header} issues={issues} value={v.header} />
      <TextArea name={`${P}.body`} label={f.body} issues={issues} value={v.body} rows={4} />
      <Field name={`${P}.footer`} label={f.footer} issues={issues} value={v.footer} />
      <fieldset>
        <legend>{f.buttons}</legend>
        <p class="hint">{f.buttonsHint}</p>
        <FieldErrors name={`${P}.buttons`} issues={issues} />
        {buttons.map((b, i) => (
          <div class="row">
            <Field name={`${P}.buttons[${i}].label`} label={f.buttonLabel(i + 1)} issues={issues} value={b.label} />
            <Field name={`${P}.buttons[${i}].id`} label={f.buttonId(i + 1)} issues={issues} value={b.id} />
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{f.list}</legend>
        <p class="hint">{f.listHint}</p>
        <FieldErrors name={`${P}.sections`} issues={issues} />
        <Field name={`${P}.buttonLabel`} label={f.listButton} issues={issues} value={v.buttonLabel} />
        <Field name={`${P}.sections[0].title`} label={f.sectionTitle} issues={issues} value={v.sectionTitle} />
        <FieldErrors name={`${P}.sections[0].rows`} issues={issues} />
        {rows.map((r, i) => (
          <div class="row">
            <Field name={`${P}.sections[0].rows[${i}].title`} label={f.rowTitle(i + 1)} issues={issues} value={r.title} />
            <Field name={`${P}.sections[0].rows[${i}].description`} label={f.rowDescription(i + 1)} issues={issues} value={r.description} />
            <Field name={`${P}.sections[0].rows[${i}].id`} label={f.rowId(i + 1)} issues={issues} value={r.id} />
          </div>
        ))}
      </fieldset>
    </fieldset>
  );
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

export function InteractiveShown({ m }: { m: ShownInteractive }) {
  const f = useDashboard().var.t.broadcasts.form.interactive;
  return (
    <div class="interactive-message" data-interactive>
      {m.header && (
        <p>
          <strong>{m.header}</strong>
        </p>
      )}
      <p class="wrap">{m.body}</p>
      {m.footer && <p class="muted">{m.footer}</p>}
      {m.buttons?.length ? (
        <ul class="buttons" aria-label={f.buttons}>
          {m.buttons.map((b) => (
            <li data-button={b.id}>
              <Badge label={b.label} tone="plain" />
            </li>
          ))}
        </ul>
      ) : null}
      {m.sections?.length ? (
        <>
          <p>{f.opens(m.buttonLabel ?? '')}</p>
          {m.sections.map((s) => (
            <>
              <p class="muted">{s.title}</p>
              <ul>
                {s.rows.map((r) => (
                  <li data-row={r.id}>
                    {r.title}
                    {r.description && <span class="muted"> · {r.description}</span>}
                  </li>
                ))}
              </ul>
            </>
          ))}
        </>
      ) : null}
    </div>
  );
}
