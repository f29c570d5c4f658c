/**
 * Form fields with their label, hint and the API's issues for them (shown under the field and tied
 * to it for screen readers): inputs, file inputs, text areas, selects and checkboxes, and the summary above a
 * form that has issues.
 */
import type { Child } from 'hono/jsx';
import { type FieldIssues, sentence } from '../forms';

/** The id of a field's input: `retry.attempts` → `f-retry-attempts`. */
export const fieldId = (name: string) => `f-${name.replace(/[^a-zA-Z0-9]/g, '-')}`;

type Common = {
  name: string;
  /** The input's id when two fields of a page share a name (`f-<name>` otherwise). */
  id?: string;
  label: string;
  issues?: FieldIssues | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
};

/** `aria-describedby` and `aria-invalid` of a field with a hint and issues. */
function described(id: string, hint: boolean, invalid: boolean) {
  const ids = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': invalid ? 'true' : undefined };
}

/** The issues of one field, under it. */
export function FieldErrors({ name, issues, id }: { name: string; issues?: FieldIssues | undefined; id?: string }) {
  const problems = issues?.[name] ?? [];
  if (problems.length === 0) return null;
  return (
    <p class="error" id={`${id ?? fieldId(name)}-error`}>
      {problems.join(' ')}
    </p>
  );
}

function Wrapped({ name, issues, children }: { name: string; issues?: FieldIssues | undefined; children: Child }) {
  return <div class={(issues?.[name] ?? []).length > 0 ? 'field invalid' : 'field'}>{children}</div>;
}

function Hint({ id, hint }: { id: string; hint?: Child | undefined }) {
  return hint ? (
    <p class="hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
}

export type FieldProps = Common & {
  type?: 'text' | 'number' | 'email' | 'password' | 'url' | 'tel' | 'search' | 'datetime-local';
  value?: string | undefined;
  autocomplete?: string;
  min?: number;
  max?: number;
  inputmode?: 'numeric' | 'text' | 'tel' | 'email' | 'url';
  /** Shown in the empty input, e.g. what leaving it empty means ("any status"). */
  placeholder?: string;
  /** Kept as typed when a live region around it is refreshed. */
  preserve?: boolean;
};

/** A labelled input. */
export function Field(p: FieldProps) {
  const id = p.id ?? fieldId(p.name);
  const invalid = (p.issues?.[p.name] ?? []).length > 0;
  return (
    <Wrapped name={p.name} issues={p.issues}>
      <label for={id}>{p.label}</label>
      <input
        id={id}
        name={p.name}
        type={p.type ?? 'text'}
        value={p.value ?? ''}
        required={p.required}
        autocomplete={p.autocomplete}
        min={p.min}
        max={p.max}
        inputmode={p.inputmode}
        placeholder={p.placeholder}
        hx-preserve={p.preserve}
        {...described(id, Boolean(p.hint), invalid)}
      />
      <Hint id={id} hint={p.hint} />
      <FieldErrors name={p.name} issues={p.issues} id={id} />
    </Wrapped>
  );
}

/** A labelled text area. */
export function TextArea(p: Common & { value?: string | undefined; rows?: number }) {
  const id = p.id ?? fieldId(p.name);
  const invalid = (p.issues?.[p.name] ?? []).length > 0;
  return (
    <Wrapped name={p.name} issues={p.issues}>
      <label for={id}>{p.label}</label>
      <textarea id={id} name={p.name} rows={p.rows ?? 3} required={p.required} {...described(id, Boolean(p.hint), invalid)}>
        {p.value ?? ''}
      </textarea>
      <Hint id={id} hint={p.hint} />
      <FieldErrors name={p.name} issues={p.issues} id={id} />
    </Wrapped>
  );
}

/**
 * A labelled file input. `hint` may hold a link (the sample CSV); `children` follow it, such as a
 * line saying which file a refused form kept, so it need not be chosen again.
 */
export function FileField(p: Omit<Common, 'hint'> & { accept?: string; hint?: Child; children?: Child }) {
  const id = p.id ?? fieldId(p.name);
  const invalid = (p.issues?.[p.name] ?? []).length > 0;
  return (
    <Wrapped name={p.name} issues={p.issues}>
      <label for={id}>{p.label}</label>
      <input id={id} name={p.name} type="file" accept={p.accept} required={p.required} {...described(id, Boolean(p.hint), invalid)} />
      <Hint id={id} hint={p.hint} />
      {p.children}
      <FieldErrors name={p.name} issues={p.issues} id={id} />
    </Wrapped>
  );
}

export type Option = { value: string; label: string };

/** A labelled select; the option whose value is `value` is the selected one. */
export function Select(p: Common & { options: readonly Option[]; value?: string | undefined; hiddenLabel?: boolean }) {
  const id = p.id ?? fieldId(p.name);
  const invalid = (p.issues?.[p.name] ?? []).length > 0;
  const select = (
    <select id={id} name={p.name} required={p.required} {...described(id, Boolean(p.hint), invalid)}>
      {p.options.map((o) => (
        <option value={o.value} selected={o.value === (p.value ?? '')}>
          {o.label}
        </option>
      ))}
    </select>
  );
  if (p.hiddenLabel)
    return (
      <>
        <label for={id} class="visually-hidden">
          {p.label}
        </label>
        {select}
      </>
    );
  return (
    <Wrapped name={p.name} issues={p.issues}>
      <label for={id}>{p.label}</label>
      {select}
      <Hint id={id} hint={p.hint} />
      <FieldErrors name={p.name} issues={p.issues} id={id} />
    </Wrapped>
  );
}

/** A checkbox with its label (put several in `<div class="checks">`). */
export function Checkbox(p: { name: string; checked: boolean; value?: string; children: Child }) {
  return (
    <label>
      <input type="checkbox" name={p.name} value={p.value} checked={p.checked} /> {p.children}
    </label>
  );
}

/**
 * A summary above a form that has issues; the page's script gives it the focus, so a screen reader
 * reads it first. It counts the fields with issues (`text(n)`, said only when there are some) and
 * then says the problems of the form as a whole (`_`: a device offline, a refused send), each
 * once, as sentences.
 */
export function IssueSummary({ issues, text }: { issues: FieldIssues; text: (n: number) => string }) {
  const fields = Object.keys(issues).filter((name) => name !== '_' && (issues[name] ?? []).length > 0).length;
  const whole = [...new Set(issues._ ?? [])].map(sentence);
  if (fields === 0 && whole.length === 0) return null;
  return (
    <div class="alert error" role="alert" tabindex={-1} data-focus>
      {[...(fields > 0 ? [text(fields)] : []), ...whole].join(' ')}
    </div>
  );
}
