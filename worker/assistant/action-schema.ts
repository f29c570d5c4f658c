/**
 * What an action is made of, as the management interface and the dashboard check it: a name the
 * model calls, a description it reads, a URL as webhooks have (`webhooks/url-policy.ts`), and the
 * JSON Schema of its arguments. The schema is itself checked as a JSON Schema (an object schema
 * at the top, every keyword the validator understands of the right shape) by the same validator
 * that later checks the model's arguments against it (`@cfworker/json-schema`: no `eval`, so it
 * runs on Workers).
 */

import { type OutputUnit, type Schema, Validator } from '@cfworker/json-schema';
import { z } from '@hono/zod-openapi';
import { strictObject, textSchema } from '../shared/fields';
import { ruleIssue, said } from '../shared/said';
import { webhookUrlSchema } from '../webhooks/config';

const NAME = /^[a-z][a-z0-9_]{0,63}$/;
/** The assistant's own tool (hand-over): an action may not take its name. */
export const RESERVED_NAMES = ['hand_over'] as const;
export const MAX_DESCRIPTION = 1024;
/** The schema as JSON text, at most this many bytes, nested at most `MAX_DEPTH` deep. */
export const MAX_SCHEMA_BYTES = 16_384;
const MAX_DEPTH = 16;

/** The JSON Schema of JSON Schemas as far as the validator reads them (2020-12, local `$ref` only). */
const schemaOfSchemas: Schema = {
  $defs: {
    count: { type: 'integer', minimum: 0 },
    schemas: { type: 'array', minItems: 1, items: { $ref: '#/$defs/schema' } },
    schemaMap: { type: 'object', additionalProperties: { $ref: '#/$defs/schema' } },
    typeName: { enum: ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'] },
    schema: {
      type: ['object', 'boolean'],
      properties: {
        type: {
          anyOf: [{ $ref: '#/$defs/typeName' }, { type: 'array', minItems: 1, uniqueItems: true, items: { $ref: '#/$defs/typeName' } }],
        },
        title: { type: 'string' },
        description: { type: 'string' },
        $ref: { type: 'string', pattern: '^#(/.*)?$' },
        $defs: { $ref: '#/$defs/schemaMap' },
        properties: { $ref: '#/$defs/schemaMap' },
        patternProperties: { $ref: '#/$defs/schemaMap', propertyNames: { format: 'regex' } },
        additionalProperties: { $ref: '#/$defs/schema' },
        propertyNames: { $ref: '#/$defs/schema' },
        required: { type: 'array', uniqueItems: true, items: { type: 'string' } },
        items: { $ref: '#/$defs/schema' },
        prefixItems: { $ref: '#/$defs/schemas' },
        contains: { $ref: '#/$defs/schema' },
        allOf: { $ref: '#/$defs/schemas' },
        anyOf: { $ref: '#/$defs/schemas' },
        oneOf: { $ref: '#/$defs/schemas' },
        not: { $ref: '#/$defs/schema' },
        if: { $ref: '#/$defs/schema' },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword; this object is never awaited
        then: { $ref: '#/$defs/schema' },
        else: { $ref: '#/$defs/schema' },
        enum: { type: 'array', minItems: 1 },
        minLength: { $ref: '#/$defs/count' },
        maxLength: { $ref: '#/$defs/count' },
        minItems: { $ref: '#/$defs/count' },
        maxItems: { $ref: '#/$defs/count' },
        minProperties: { $ref: '#/$defs/count' },
        maxProperties: { $ref: '#/$defs/count' },
        uniqueItems: { type: 'boolean' },
        minimum: { type: 'number' },
        maximum: { type: 'number' },
        exclusiveMinimum: { type: 'number' },
        exclusiveMaximum: { type: 'number' },
        multipleOf: { type: 'number', exclusiveMinimum: 0 },
        pattern: { type: 'string', format: 'regex' },
        format: { type: 'string' },
      },
    },
  },
  allOf: [{ $ref: '#/$defs/schema' }],
  type: 'object',
  required: ['type'],
  properties: { type: { const: 'object' } },
};

const checker = new Validator(schemaOfSchemas, '2020-12', false);

/** How deep `value` nests (a scalar is 0). */
function depth(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let deepest = 0;
  for (const inner of Object.values(value)) deepest = Math.max(deepest, depth(inner));
  return deepest + 1;
}

/** The failures worth reading: those at the leaves, not "property x does not match" above them. */
function leafErrors(errors: readonly OutputUnit[]): OutputUnit[] {
  const leaves = errors.filter((e) => !errors.some((other) => other !== e && other.keywordLocation.startsWith(`${e.keywordLocation}/`)));
  return leaves.length > 0 ? leaves : [...errors];
}

/** One failure in plain words: a pattern named, the validator's "Instance" said as "value". */
function failure(e: OutputUnit, schema: unknown): string {
  if (e.error === 'False boolean schema.') return 'is not allowed';
  const text = e.error.replace(/\.$/, '').replace(/^Instance /, 'Value ');
  const pattern = e.keyword === 'pattern' ? pointed(schema, e.keywordLocation) : undefined;
  return typeof pattern === 'string' ? `${text} ${pattern}` : text;
}

/** "/properties/orderId/type: …; …", at most `limit` of them. */
function described(errors: readonly OutputUnit[], schema: unknown, limit = 5): string {
  const leaves = leafErrors(errors);
  const said = leaves.slice(0, limit).map((e) => `${e.instanceLocation.slice(1) || '/'}: ${failure(e, schema)}`);
  return `${said.join('; ')}${leaves.length > limit ? ` (and ${leaves.length - limit} more)` : ''}`;
}

/** The target of a local `$ref` (`#`, `#/$defs/item`) in `root`, or undefined. */
function pointed(root: unknown, ref: string): unknown {
  let at: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** The first `$ref` under `node` that points to nothing in `root` (the validator would throw on it mid-call), or null. */
function danglingRef(root: unknown, node: unknown): string | null {
  if (typeof node !== 'object' || node === null) return null;
  const ref: unknown = Reflect.get(node, '$ref');
  if (typeof ref === 'string' && pointed(root, ref) === undefined) return ref;
  for (const inner of Object.values(node)) {
    const found = danglingRef(root, inner);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Why `value` is not a JSON Schema the actions can take, in English, or null. Depth is checked
 * first, so no schema makes the check itself recurse without bound.
 */
export function schemaProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be a JSON Schema object with "type": "object"';
  if (new TextEncoder().encode(JSON.stringify(value)).byteLength > MAX_SCHEMA_BYTES)
    return `must be at most ${MAX_SCHEMA_BYTES} bytes as JSON`;
  if (depth(value) > MAX_DEPTH) return `must nest at most ${MAX_DEPTH} levels deep`;
  const result = checker.validate(value);
  if (!result.valid) return `is not a valid JSON Schema of an object: ${described(result.errors, schemaOfSchemas)}`;
  const dangling = danglingRef(value, value);
  if (dangling !== null) return `is not a usable JSON Schema: $ref ${dangling} points to nothing in the schema`;
  return null;
}

/** Why the model's `args` break the action's schema (what it reads back to try again), or null. */
export function argumentsProblem(parameters: Record<string, unknown>, args: unknown): string | null {
  let result: ReturnType<Validator['validate']>;
  try {
    result = new Validator(parameters as Schema, '2020-12', false).validate(args);
  } catch (error) {
    return `the action's schema could not be applied: ${error instanceof Error ? error.message : String(error)}`;
  }
  return result.valid ? null : described(result.errors, parameters);
}

export const actionNameSchema = z
  .string()
  .superRefine((value, ctx) => {
    if (!NAME.test(value)) ctx.addIssue(ruleIssue(said('action.name')));
    else if ((RESERVED_NAMES as readonly string[]).includes(value)) ctx.addIssue(ruleIssue(said('action.reserved', { name: value })));
  })
  .meta({
    pattern: NAME.source,
    minLength: 1,
    maxLength: 64,
    description:
      'What the model calls: a lower-case letter, then lower-case letters, digits or _; not `hand_over`; unique in the workspace',
    example: 'order_status',
  });

export const actionParametersSchema = z
  .record(z.string(), z.unknown())
  .superRefine((value, ctx) => {
    const problem = schemaProblem(value);
    if (problem) ctx.addIssue(ruleIssue(said('action.schema', { problem })));
  })
  .meta({
    type: 'object',
    description: `The JSON Schema (2020-12) of the arguments: an object schema (\`"type": "object"\`), at most ${MAX_SCHEMA_BYTES} bytes; local \`$ref\` only`,
    example: {
      type: 'object',
      properties: { orderId: { type: 'string', description: 'The order number, e.g. INV-1042' } },
      required: ['orderId'],
    },
  });

const fields = {
  name: actionNameSchema,
  description: textSchema(1, MAX_DESCRIPTION).meta({
    description: 'What the action does and when to use it: the model reads it to decide',
    example: 'Looks up an order’s status and courier tracking number by its order number.',
  }),
  parameters: actionParametersSchema,
  url: webhookUrlSchema.meta({
    description:
      'Where Kurir POSTs each call, signed as webhooks are: https:// to a public host, or http(s):// to localhost / 127.0.0.1 / [::1] while the worker runs locally',
    example: 'https://shop.example.com/kurir/order-status',
  }),
};

export const actionInputSchema = strictObject(fields).meta({
  id: 'AssistantActionInput',
  example: {
    name: 'order_status',
    description: 'Looks up an order’s status and courier tracking number by its order number.',
    parameters: { type: 'object', properties: { orderId: { type: 'string' } }, required: ['orderId'] },
    url: 'https://shop.example.com/kurir/order-status',
  },
});
export type ActionInput = z.infer<typeof actionInputSchema>;
