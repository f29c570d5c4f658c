/**
 * The rules of the `payload` part of POST /messages/interactive (spec 4.2, 4.2.1 and 8).
 *
 * One object schema holds every field with its own rules; the rules that depend on `kind` (which
 * fields it needs, which it must not have, the body limit) and the rules across the items of an
 * array are `superRefine`s that run even when other fields already failed (`when`), so a client
 * sees every broken rule of a request at once. A discriminated union on `kind` would stop at the
 * first failure and could not say "`url` is only for kind url-button".
 *
 * Lengths count Unicode code points, never UTF-16 units.
 */
import { z } from '@hono/zod-openapi';
import { HEADER_MEDIA_KINDS, INTERACTIVE_KINDS, type InteractiveContent, type InteractiveKind } from '../../protocol';
import { textSchema, unknownFieldsMessage } from '../shared/fields';
import { codePoints, textProblem } from '../shared/validation';
import { buttonsSchema, httpsUrlSchema, INTERACTIVE_LIMITS as LIMITS, sectionsSchema, templateButtonsSchema } from './interactive-parts';
import { messageIdSchema } from './message-id';
import { oneRecipientInSchema, recipientFields, recipientProblem } from './recipient';

export { INTERACTIVE_LIMITS } from './interactive-parts';

/** The kinds each kind-specific field belongs to: the "Applies to kind" column of spec 4.2. */
const FIELD_KINDS = {
  buttonLabel: ['url-button', 'list', 'copy-code'],
  url: ['url-button'],
  copyCode: ['copy-code'],
  buttons: ['quick-reply'],
  sections: ['list'],
  templateButtons: ['template'],
  headerMedia: ['quick-reply', 'template'],
} as const satisfies Record<string, readonly InteractiveKind[]>;
type KindField = keyof typeof FIELD_KINDS;

/**
 * What each kind cannot be sent without. The spec only says which fields apply; these are the ones
 * without which the message has nothing to show (a url button with no url or no label, a list with
 * no rows). `headerMedia` is never required: both of its kinds can be sent without a header.
 */
const REQUIRED_FIELDS: Record<InteractiveKind, readonly KindField[]> = {
  'url-button': ['buttonLabel', 'url'],
  'quick-reply': ['buttons'],
  list: ['buttonLabel', 'sections'],
  'copy-code': ['buttonLabel', 'copyCode'],
  template: ['templateButtons'],
};

const KIND_NAMES = INTERACTIVE_KINDS.join(', ');

/** The fields each kind requires and allows, in words, from the two tables above (the reference's description). */
function kindRulesInWords(): string {
  return INTERACTIVE_KINDS.map((kind) => {
    const allowed = Object.entries<readonly InteractiveKind[]>(FIELD_KINDS)
      .filter(([field, kinds]) => kinds.includes(kind) && !(REQUIRED_FIELDS[kind] as readonly string[]).includes(field))
      .map(([field]) => `\`${field}\``);
    const required = REQUIRED_FIELDS[kind].map((field) => `\`${field}\``);
    return `- \`${kind}\`: requires ${required.join(', ')}${allowed.length > 0 ? `; may have ${allowed.join(', ')}` : ''}`;
  }).join('\n');
}

/** The same rules for a JSON Schema validator: for each kind, its required fields, and the other kinds' fields absent. */
function kindRulesAsSchema() {
  return INTERACTIVE_KINDS.map((kind) => ({
    if: { properties: { kind: { const: kind } }, required: ['kind'] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, a plain object nobody awaits
    then: {
      required: [...REQUIRED_FIELDS[kind]],
      not: {
        anyOf: Object.entries<readonly InteractiveKind[]>(FIELD_KINDS)
          .filter(([, kinds]) => !kinds.includes(kind))
          .map(([field]) => ({ required: [field] })),
      },
    },
  }));
}

import { EXAMPLE_DEVICE_ID, EXAMPLE_PHONE } from '../shared/examples';
import { sendAtField } from './send-at';
import { typingField } from './typing';

/** Two quick replies under a question, as a shop asks before it ships. */
export const EXAMPLE_INTERACTIVE = {
  deviceId: EXAMPLE_DEVICE_ID,
  phoneNumber: EXAMPLE_PHONE,
  kind: 'quick-reply',
  body: 'Pesanan #1042 siap dikirim. Jadi dikirim hari ini?',
  footer: 'Toko Sinar',
  buttons: [
    { id: 'kirim', label: 'Ya, kirim' },
    { id: 'tunda', label: 'Besok saja' },
  ],
};

export const interactivePayloadSchema = z
  .strictObject(
    {
      ...recipientFields,
      kind: z.enum(INTERACTIVE_KINDS, {
        error: (issue) => (issue.input === undefined ? `is required: one of ${KIND_NAMES}` : `must be one of ${KIND_NAMES}`),
      }),
      /** 1 to 1,024 characters, 4,096 for kind list: the upper limit depends on `kind`, see below. */
      body: z.string().superRefine((value, ctx) => {
        if (value.length === 0) ctx.addIssue({ code: 'custom', message: 'must not be empty' });
        const problem = textProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
      // An empty header or footer is refused rather than dropped: leaving the field out says that.
      header: textSchema(1, LIMITS.header).optional(),
      footer: textSchema(1, LIMITS.footer).optional(),
      buttonLabel: textSchema(1, LIMITS.buttonLabel).optional(),
      url: httpsUrlSchema.optional(),
      copyCode: textSchema(1, LIMITS.copyCode).optional(),
      buttons: buttonsSchema.optional(),
      sections: sectionsSchema.optional(),
      templateButtons: templateButtonsSchema.optional(),
      headerMedia: z.enum(HEADER_MEDIA_KINDS, { error: `must be one of ${HEADER_MEDIA_KINDS.join(', ')}` }).optional(),
      replyToId: messageIdSchema.optional(),
      ...typingField,
      ...sendAtField,
    },
    { error: unknownFieldsMessage },
  )
  .superRefine(
    (payload, ctx) => checkKindRules(payload, (path, message) => ctx.addIssue({ code: 'custom', path: [...path], message })),
    // Runs even when fields failed, so the kind rules are reported with the other problems.
    { when: (parse) => isRecord(parse.value) },
  )
  .superRefine(
    (payload, ctx) => {
      const problem = recipientProblem(payload);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    },
    { when: (parse) => isRecord(parse.value) },
  )
  .meta({
    description: `The \`payload\` part of POST /messages/interactive. What each kind needs:\n${kindRulesInWords()}`,
    allOf: kindRulesAsSchema(),
    ...oneRecipientInSchema,
    example: EXAMPLE_INTERACTIVE,
  });

export type InteractivePayload = z.infer<typeof interactivePayloadSchema>;

type AddIssue = (path: readonly (string | number)[], message: string) => void;

/**
 * The rules that depend on `kind`. `payload` may hold values that failed their own rules (they are
 * reported already), so each one is looked at only as far as its type is known.
 */
function checkKindRules(payload: Readonly<Record<string, unknown>>, add: AddIssue): void {
  const kind = isKind(payload.kind) ? payload.kind : undefined;
  if (typeof payload.body === 'string') {
    const length = codePoints(payload.body);
    const max = kind === 'list' ? LIMITS.listBody : LIMITS.body;
    if (length > max) {
      add(
        ['body'],
        kind === 'list'
          ? `must be at most ${max.toLocaleString('en-US')} characters (got ${length})`
          : `must be at most ${max.toLocaleString('en-US')} characters; only kind list allows ${LIMITS.listBody.toLocaleString('en-US')} (got ${length})`,
      );
    }
  }
  // Without a valid kind there is nothing to hold the other fields against; `kind` has its issue.
  if (kind === undefined) return;
  for (const [field, kinds] of Object.entries<readonly InteractiveKind[]>(FIELD_KINDS)) {
    if (payload[field] !== undefined && !kinds.includes(kind)) {
      add([field], `${field} is only for kind${kinds.length === 1 ? '' : 's'} ${listOf(kinds)}, not ${kind}`);
    }
  }
  for (const field of REQUIRED_FIELDS[kind]) {
    if (payload[field] === undefined) add([field], `${field} is required for kind ${kind}`);
  }
}

function isKind(value: unknown): value is InteractiveKind {
  return typeof value === 'string' && (INTERACTIVE_KINDS as readonly string[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Where the session-node fetches the header file, and what it is (from `checkHeaderMedia`). */
export type HeaderMediaLocation = { mimeType: string; fileName?: string; url: string };

/**
 * The wire form of a validated payload for the session-node (`replyToId` is not part of it: the
 * route resolves it to the stored message it quotes). `headerMedia` must be given exactly
 * when the payload names one: the route checks the file part first, so a mismatch here is a bug in
 * the worker, not in the request, and is thrown as a plain error.
 */
export function toInteractiveContent(payload: InteractivePayload, headerMedia?: HeaderMediaLocation): InteractiveContent {
  const content: InteractiveContent = { kind: 'interactive', type: payload.kind, body: payload.body };
  if (payload.header !== undefined) content.header = payload.header;
  if (payload.footer !== undefined) content.footer = payload.footer;
  if (payload.buttonLabel !== undefined) content.buttonLabel = payload.buttonLabel;
  if (payload.url !== undefined) content.url = payload.url;
  if (payload.copyCode !== undefined) content.copyCode = payload.copyCode;
  if (payload.buttons) content.buttons = payload.buttons.map(({ id, label }) => ({ id, label }));
  if (payload.sections) {
    content.sections = payload.sections.map(({ title, rows }) => ({
      title,
      rows: rows.map(({ id, title: rowTitle, description }) =>
        description === undefined ? { id, title: rowTitle } : { id, title: rowTitle, description },
      ),
    }));
  }
  if (payload.templateButtons) {
    content.templateButtons = payload.templateButtons.map(({ type, label, value }) => ({ type, label, value }));
  }
  if ((payload.headerMedia === undefined) !== (headerMedia === undefined)) {
    throw new Error('toInteractiveContent: payload.headerMedia and the header file must come together');
  }
  if (payload.headerMedia !== undefined && headerMedia !== undefined) {
    content.headerMedia = {
      kind: payload.headerMedia,
      mimeType: headerMedia.mimeType,
      url: headerMedia.url,
      ...(headerMedia.fileName === undefined ? {} : { fileName: headerMedia.fileName }),
    };
  }
  return content;
}
