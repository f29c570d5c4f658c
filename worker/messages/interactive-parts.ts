/**
 * The arrays of an interactive payload (quick-reply `buttons`, list `sections`, `templateButtons`)
 * and the rules across their items. Each cross-item rule is a `superRefine` that runs even when an
 * item failed its own rules (`when`), so every broken rule is reported, each at its own path.
 */
import { z } from '@hono/zod-openapi';
import { TEMPLATE_BUTTON_TYPES, type TemplateButtonType } from '../../protocol';
import { textSchema, unknownFieldsMessage } from '../shared/fields';
import { codePoints } from '../shared/validation';

/**
 * Spec section 8, plus the limits it leaves open, taken from WhatsApp's own interactive messages:
 * a section title and a row title 24 characters, a row description 72. Button and row ids may be
 * up to 256 characters (what the client gets back as `selectedId`); a URL up to 2,048.
 */
export const INTERACTIVE_LIMITS = {
  body: 1024,
  listBody: 4096,
  header: 60,
  footer: 60,
  buttonLabel: 20,
  copyCode: 15,
  url: 2048,
  choiceId: 256,
  buttons: 3,
  buttonsLabel: 20,
  sections: 10,
  rows: 10,
  sectionTitle: 24,
  rowTitle: 24,
  rowDescription: 72,
  templateButtons: 10,
  templateLabel: 25,
  templateUrl: 2,
  templatePhone: 1,
  templateCopy: 1,
} as const;
const LIMITS = INTERACTIVE_LIMITS;

type AddIssue = (path: readonly (string | number)[], message: string) => void;

function adder(ctx: z.core.$RefinementCtx): AddIssue {
  return (path, message) => ctx.addIssue({ code: 'custom', path: [...path], message });
}
const whenArray = { when: (parse: z.core.ParsePayload) => Array.isArray(parse.value) };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why `value` is not an acceptable https URL, or undefined when it is. */
function httpsUrlProblem(value: string): string | undefined {
  // The spec's own words: "must begin with https://"; a plain-http link is refused, not upgraded.
  if (!value.startsWith('https://')) return 'must begin with https://';
  const length = codePoints(value);
  if (length > LIMITS.url) return `must be at most ${LIMITS.url} characters (got ${length})`;
  try {
    if (new URL(value).hostname === '') return 'must be a valid URL with a host, e.g. https://example.com/page';
  } catch {
    return 'must be a valid URL, e.g. https://example.com/page';
  }
  return undefined;
}

export const httpsUrlSchema = z.string().superRefine((value, ctx) => {
  const problem = httpsUrlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const choiceIdSchema = textSchema(1, LIMITS.choiceId);

/**
 * An array of `min` to `max` items. The limit is a refinement, not zod's `.max()`: past `.max()`
 * zod stops reading the array and skips every refinement above it, so the client would not learn
 * its request's other broken rules. zod's cap stays, far above, so that an absurd array is refused
 * without reading its items and without answering with thousands of issues. `meta` keeps the real
 * limits in the generated JSON Schema.
 */
const ABSURD_ITEMS = 100;
function itemsSchema<T extends z.ZodType>(item: T, min: number, max: number | undefined, rule: string) {
  return z
    .array(item)
    .max(ABSURD_ITEMS, rule)
    .superRefine((items, ctx) => {
      if (items.length < min || (max !== undefined && items.length > max)) {
        ctx.addIssue({ code: 'custom', message: `${rule} (got ${items.length})` });
      }
    }, whenArray)
    .meta(max === undefined ? { minItems: min } : { minItems: min, maxItems: max });
}

/** Adds an issue at `[i, key]` for each item whose `key` repeats an earlier item's. */
function checkUnique(
  items: readonly unknown[],
  key: string,
  describe: (index: number) => string,
  rule: string,
  add: AddIssue,
  only?: (item: Record<string, unknown>) => boolean,
): void {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    if (!isRecord(item) || (only && !only(item))) return;
    const value = item[key];
    if (typeof value !== 'string') return;
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else add([index, key], `duplicates ${describe(first)}; ${rule}`);
  });
}

export const buttonsSchema = itemsSchema(
  z.strictObject({ id: choiceIdSchema, label: textSchema(1, LIMITS.buttonsLabel) }, { error: unknownFieldsMessage }),
  1,
  LIMITS.buttons,
  `must hold 1 to ${LIMITS.buttons} buttons`,
).superRefine((buttons, ctx) => {
  checkUnique(buttons, 'id', (i) => `buttons[${i}].id`, 'button ids must be unique', adder(ctx));
}, whenArray);

const rowSchema = z.strictObject(
  {
    id: choiceIdSchema,
    title: textSchema(1, LIMITS.rowTitle),
    description: textSchema(1, LIMITS.rowDescription).optional(),
  },
  { error: unknownFieldsMessage },
);

const sectionSchema = z.strictObject(
  {
    title: textSchema(1, LIMITS.sectionTitle),
    // A section without rows shows an empty heading in the list; WhatsApp refuses it.
    // At most 10 rows counts across the whole list, so it is checked on `sections`, not here.
    rows: itemsSchema(rowSchema, 1, undefined, 'must hold at least 1 row'),
  },
  { error: unknownFieldsMessage },
);

export const sectionsSchema = itemsSchema(sectionSchema, 1, LIMITS.sections, `must hold 1 to ${LIMITS.sections} sections`).superRefine(
  (sections, ctx) => checkRows(sections, adder(ctx)),
  whenArray,
);

/** Rows count and row ids are unique across the whole list, not only within one section. */
function checkRows(sections: readonly unknown[], add: AddIssue): void {
  const rows: { section: number; row: number; id: unknown }[] = [];
  sections.forEach((section, s) => {
    if (!isRecord(section) || !Array.isArray(section.rows)) return;
    section.rows.forEach((row: unknown, r) => {
      rows.push({ section: s, row: r, id: isRecord(row) ? row.id : undefined });
    });
  });
  if (rows.length > LIMITS.rows) add([], `must hold at most ${LIMITS.rows} rows in total across all sections (got ${rows.length})`);
  const seen = new Map<string, { section: number; row: number }>();
  for (const { section, row, id } of rows) {
    if (typeof id !== 'string') continue;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, { section, row });
    else
      add(
        [section, 'rows', row, 'id'],
        `duplicates sections[${first.section}].rows[${first.row}].id; row ids must be unique across the list`,
      );
  }
}

function isTemplateType(value: unknown): value is TemplateButtonType {
  return typeof value === 'string' && (TEMPLATE_BUTTON_TYPES as readonly string[]).includes(value);
}

/** Spec 4.2.1: what `value` holds depends on `type`. */
function templateValueProblem(type: TemplateButtonType, value: string): string | undefined {
  const length = codePoints(value);
  switch (type) {
    case 'url':
      return httpsUrlProblem(value);
    case 'copy':
      if (length === 0) return 'must not be empty';
      return length > LIMITS.copyCode ? `a code to copy must be at most ${LIMITS.copyCode} characters (got ${length})` : undefined;
    case 'phone':
      // Unlike `phoneNumber`, a leading "+" is allowed: this number is dialled by the recipient.
      return /^\+?\d{8,15}$/.test(value)
        ? undefined
        : 'must be a telephone number of 8 to 15 digits, optionally after "+", e.g. +6281234567890';
    case 'reply':
      if (length === 0) return 'must not be empty';
      return length > LIMITS.choiceId ? `a button id must be at most ${LIMITS.choiceId} characters (got ${length})` : undefined;
  }
}

const templateButtonSchema = z
  .strictObject(
    {
      type: z.enum(TEMPLATE_BUTTON_TYPES, { error: `must be one of ${TEMPLATE_BUTTON_TYPES.join(', ')}` }),
      label: textSchema(1, LIMITS.templateLabel),
      value: z.string(),
    },
    { error: unknownFieldsMessage },
  )
  .superRefine(
    (button, ctx) => {
      const problem = templateValueProblem(button.type, button.value);
      if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
    },
    // The value rule needs a known type and a string value, whatever else is wrong with the button.
    { when: (parse) => isRecord(parse.value) && isTemplateType(parse.value.type) && typeof parse.value.value === 'string' },
  );

const TYPE_LIMITS = { url: LIMITS.templateUrl, phone: LIMITS.templatePhone, copy: LIMITS.templateCopy } as const;

export const templateButtonsSchema = itemsSchema(
  templateButtonSchema,
  1,
  LIMITS.templateButtons,
  `must hold 1 to ${LIMITS.templateButtons} buttons`,
).superRefine((buttons, ctx) => checkTemplateButtons(buttons, adder(ctx)), whenArray);

/** Spec 4.2.1 rules 2 and 3, and reply ids unique (they come back as `selectedId`). */
function checkTemplateButtons(buttons: readonly unknown[], add: AddIssue): void {
  const types = buttons.map((button) => (isRecord(button) && isTemplateType(button.type) ? button.type : undefined));
  for (const [type, max] of Object.entries(TYPE_LIMITS)) {
    const count = types.filter((t) => t === type).length;
    if (count > max) add([], `must hold at most ${max} button${max === 1 ? '' : 's'} of type ${type} (got ${count})`);
  }
  const first = types.indexOf('reply');
  const last = types.lastIndexOf('reply');
  const between = types
    .map((type, index) => ({ type, index }))
    .filter(({ type, index }) => index > first && index < last && type !== 'reply');
  if (first !== -1 && between.length > 0) {
    const intruders = between.map(({ type, index }) => `templateButtons[${index}] (${type ?? 'invalid'})`).join(', ');
    add([], `reply buttons must stand together as one group, but ${intruders} stand${between.length === 1 ? 's' : ''} between them`);
  }
  checkUnique(
    buttons,
    'value',
    (i) => `templateButtons[${i}].value`,
    'reply button ids must be unique',
    add,
    (b) => b.type === 'reply',
  );
}
