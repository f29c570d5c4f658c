/**
 * Real answers and webhook requests checked against the OpenAPI document the gateway serves: the
 * status must be declared for the operation, a JSON body must validate against the schema declared
 * for that status (JSON Schema 2020-12, with ajv), another body must have a declared media type,
 * and a webhook request must carry the headers and body its event's entry declares.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';
import type { Received } from './receiver';

type Parameter = { name: string; in: string; required?: boolean; schema?: unknown };
type Operation = { parameters?: Parameter[]; responses: Record<string, { content?: Record<string, unknown> }> };
export type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation & { requestBody: { content: Record<string, unknown> } } }>;
};

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as (
  a: Ajv2020,
) => void;

/** A JSON pointer's parts, escaped (`/messages` is `~1messages`). */
const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** `image/*` and `*\/*` match as a client reads them. */
const mediaTypeMatches = (declared: string, got: string) =>
  declared === got || declared === '*/*' || (declared.endsWith('/*') && got.startsWith(declared.slice(0, -1)));

export class DocumentCheck {
  /** Every answer checked: `METHOD /template → status`. */
  readonly seen: string[] = [];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });

  constructor(readonly doc: Doc) {
    addFormats(this.ajv);
    this.ajv.addSchema(doc, 'openapi.json');
  }

  /** The validator of the schema at a place in the document (its `$ref`s resolved in the document). */
  schemaAt(...parts: string[]): ValidateFunction {
    const at = `openapi.json#/${pointer(...parts)}`;
    return this.ajv.getSchema(at) ?? this.ajv.compile({ $ref: at });
  }

  /** Checks an answer's status, then the answer against its operation in the document; returns a JSON body (else null). */
  async fits<T = Record<string, unknown>>(status: number, method: string, template: string, res: Response): Promise<T> {
    const where = `${method.toUpperCase()} ${template} → ${res.status}`;
    if (res.status !== status) throw new Error(`${where}, expected ${status}: ${(await res.text()).slice(0, 500)}`);
    const operation = this.doc.paths[template]?.[method];
    expect(operation, `${template} ${method} is in the document`).toBeDefined();
    const declared = operation?.responses[String(res.status)] ?? operation?.responses.default;
    expect(declared, `${where} is declared (the document declares ${Object.keys(operation?.responses ?? {}).join(', ')})`).toBeDefined();
    this.seen.push(where);
    const types = Object.keys(declared?.content ?? {});
    if (types.includes('application/json')) {
      const text = await res.text();
      const body: unknown = text ? JSON.parse(text) : null;
      const validate = this.schemaAt('paths', template, method, 'responses', String(res.status), 'content', 'application/json', 'schema');
      expect(validate(body), `${where}: ${JSON.stringify(validate.errors?.slice(0, 5))}\n${text.slice(0, 500)}`).toBe(true);
      return body as T;
    }
    const bytes = await res.arrayBuffer();
    if (types.length === 0) {
      expect(bytes.byteLength, `${where} declares no body`).toBe(0);
    } else {
      const got = (res.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
      expect(
        types.some((t) => mediaTypeMatches(t, got)),
        `${where}: Content-Type ${got}, the document declares ${types.join(', ')}`,
      ).toBe(true);
      expect(bytes.byteLength, `${where} has a body`).toBeGreaterThan(0);
    }
    return null as T;
  }

  /** What a webhook request breaks of its event's entry in `webhooks`: headers (names read case-blind) and body. */
  webhookProblems(received: Received): string[] {
    const event = received.body.event;
    const entry = this.doc.webhooks[event]?.post;
    if (!entry) return [`${event}: no entry in webhooks`];
    const problems: string[] = [];
    for (const header of (entry.parameters ?? []).filter((p) => p.in === 'header')) {
      const value = received.headers[header.name.toLowerCase()];
      if (value === undefined) {
        if (header.required) problems.push(`${event}: header ${header.name} is missing`);
        continue;
      }
      const index = entry.parameters?.indexOf(header) ?? -1;
      const validate = this.schemaAt('webhooks', event, 'post', 'parameters', String(index), 'schema');
      if (!validate(value)) problems.push(`${event}: header ${header.name} ${JSON.stringify(value)}: ${JSON.stringify(validate.errors)}`);
    }
    const validate = this.schemaAt('webhooks', event, 'post', 'requestBody', 'content', 'application/json', 'schema');
    if (!validate(received.body)) {
      problems.push(`${event}: ${JSON.stringify(validate.errors?.slice(0, 5))}\n${received.raw.slice(0, 500)}`);
    }
    return problems;
  }
}
