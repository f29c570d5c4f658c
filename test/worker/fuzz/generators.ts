/**
 * What the fuzz test sends: values that fit an endpoint's schema (read from the OpenAPI document),
 * and values no client should send (long strings, lone surrogates, NUL, huge numbers, wrong types,
 * `0x10`/`+5`/` 5`, hostile URLs, malformed JSON and multipart, other workspaces' ids).
 */
import type { Random } from './random';

/** Ids the fuzz draws from: the fuzzed workspace's, another workspace's, and ones that exist nowhere. */
export type Pools = { ids: string[]; messageIds: string[]; deviceIds: string[] };

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  pattern?: string;
};

export const HOSTILE_URLS = [
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/',
  'https://[fd00::1]/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://[::ffff:127.0.0.1]/',
  'https://2130706433/',
  'https://0x7f.1/',
  'https://0/',
  '  https://hooks.example.com/x\n',
  'https://hooks.example.com/\u0000',
  'https:///x',
  'https://hooks.example.com:0/',
  'https://user:pw@hooks.example.com/',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'http://hooks.example.com/',
  `https://hooks.example.com/${'a'.repeat(3000)}`,
  'https://\ud800.example.com/',
  'https://metadata/',
  'https://[fe80::1%25eth0]/',
];

const SAFE_URLS = ['https://hooks.example.com/kurir', 'https://8.8.8.8/hook', 'http://localhost:9999/hook', 'https://promo.example.com/p'];

export function hostileString(r: Random, pools: Pools): string {
  return r.weighted<string>([
    [2, () => ''],
    [1, () => ' '],
    [3, () => 'a'.repeat(r.pick([257, 1025, 4097, 65_537, 70_000]))],
    [1, () => 'é'.repeat(r.int(100, 40_000))],
    [3, () => r.pick(['\ud800', 'x\udfffy', 'Halo \ud83d kak', '\udc00\ud800'])],
    [2, () => r.pick(['a\u0000b', '\u0000', '\u0007\u001b[31mred', 'line\nbreak', 'tab\there'])],
    [1, () => r.pick(['\u202egnp.exe', '\ufeffbom', 'Z̷̢̛a̸l̶g̴o̵', '👨‍👩‍👧‍👦', '👍🏽', '🇮🇩'])],
    [3, () => r.pick(['0x10', '+5', ' 5', '5 ', '-1', '1e309', '1.5', 'NaN', 'Infinity', '9'.repeat(400), '٥', '0b11', '0o7'])],
    [
      2,
      () =>
        r.pick(['%00', '%', '%ff', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '{"a":', '__proto__', 'constructor']),
    ],
    [3, () => r.pick(pools.ids)],
    [2, () => r.pick(['dev_', 'ws_', 'key_', 'whk_', 'dlv_', 'tpl_', 'msg_']) + r.base62(r.pick([20, 20, 19, 21]))],
    [2, () => r.pick(HOSTILE_URLS)],
  ]);
}

export function hostileNumber(r: Random): number {
  return r.pick([1e308, -1e308, -1, 0, -0, 2 ** 53 + 1, 2 ** 31, 1.5, 1e-300, Number.MAX_SAFE_INTEGER]);
}

/** Any JSON value at all, the more hostile the likelier. */
export function hostileJson(r: Random, pools: Pools, depth = 0): unknown {
  return r.weighted<unknown>([
    [4, () => hostileString(r, pools)],
    [2, () => hostileNumber(r)],
    [1, () => r.chance(0.5)],
    [1, () => null],
    [1, () => (depth > 3 ? [] : Array.from({ length: r.int(0, 3) }, () => hostileJson(r, pools, depth + 1)))],
    [1, () => (depth > 3 ? {} : { [hostileString(r, pools).slice(0, 40)]: hostileJson(r, pools, depth + 1) })],
    [1, () => JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`) as unknown],
  ]);
}

type Resolver = (ref: string) => JsonSchema | undefined;

/** A value that fits `schema` (mostly), with hostile values swapped in now and then. */
export function fromSchema(schema: JsonSchema, r: Random, pools: Pools, resolve: Resolver, name = '', depth = 0): unknown {
  if (schema.$ref) {
    const target = resolve(schema.$ref);
    return target ? fromSchema(target, r, pools, resolve, name, depth) : {};
  }
  if (r.chance(depth === 0 ? 0.05 : 0.12)) return hostileJson(r, pools);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fromSchema(r.pick(variants), r, pools, resolve, name, depth);
  if (schema.enum && schema.enum.length > 0) return r.pick(schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) ? r.chance(0.95) : r.chance(0.5)) {
          out[key] = fromSchema(property, r, pools, resolve, key, depth + 1);
        }
      }
      if (r.chance(0.05)) out[hostileString(r, pools).slice(0, 30)] = 1;
      return out;
    }
    case 'array': {
      const items = schema.items ?? {};
      return Array.from({ length: r.int(schema.minItems ?? 0, (schema.minItems ?? 0) + 2) }, () =>
        fromSchema(items, r, pools, resolve, name, depth + 1),
      );
    }
    case 'integer':
    case 'number':
      return r.int(schema.minimum ?? 0, Math.min(schema.maximum ?? 100, (schema.minimum ?? 0) + 100));
    case 'boolean':
      return r.chance(0.5);
    default:
      return plausibleString(name, schema, r, pools);
  }
}

function plausibleString(name: string, schema: JsonSchema, r: Random, pools: Pools): string {
  if (/deviceId$/i.test(name)) return r.pick(pools.deviceIds);
  if (/^(messageId|replyToId)$/.test(name)) return r.pick(pools.messageIds);
  if (/templateId|keyId/.test(name)) return r.pick(pools.ids);
  if (/phone/i.test(name)) return r.pick(['6281234567890', '081234567890', '+6281234567890', '628123']);
  if (name === 'url' || schema.format === 'uri') return r.chance(0.6) ? r.pick(SAFE_URLS) : r.pick(HOSTILE_URLS);
  if (name === 'emoji') return r.pick(['👍', '', '👍👍', '❤️', 'a']);
  if (name === 'hmacKey') return 'k'.repeat(r.pick([16, 15, 257, 32]));
  const min = schema.minLength ?? 1;
  return min > 4 ? 'x'.repeat(min) : r.pick(['Halo kak', 'Toko Sinar', 'promo', 'Pesanan #123']);
}

/** The JSON document of an interactive message's `payload` part, as a client might write it. */
export function interactivePayload(r: Random, pools: Pools): unknown {
  const kind = r.pick(['url-button', 'quick-reply', 'list', 'copy-code', 'template', 'carousel']);
  const payload: Record<string, unknown> = {
    deviceId: r.pick(pools.deviceIds),
    phoneNumber: '6281234567890',
    kind,
    body: r.chance(0.9) ? 'Pilih salah satu' : hostileString(r, pools),
  };
  const optional: Record<string, () => unknown> = {
    header: () => 'Promo',
    footer: () => 'Toko Sinar',
    buttonLabel: () => 'Buka',
    url: () => (r.chance(0.5) ? 'https://promo.example.com' : r.pick(HOSTILE_URLS)),
    copyCode: () => 'KODE10',
    buttons: () => [
      { id: 'yes', label: 'Ya' },
      { id: r.chance(0.8) ? 'no' : hostileString(r, pools), label: 'Tidak' },
    ],
    sections: () => [{ title: 'Menu', rows: [{ id: 'r1', title: 'Satu' }] }],
    templateButtons: () => [{ type: r.pick(['url', 'reply', 'phone', 'copy', 'sms']), label: 'Lihat', value: 'https://x.example.com' }],
    headerMedia: () => r.pick(['image', 'video', 'document', 'gif']),
    replyToId: () => r.pick(pools.messageIds),
  };
  for (const [key, make] of Object.entries(optional)) if (r.chance(0.3)) payload[key] = r.chance(0.9) ? make() : hostileJson(r, pools);
  return payload;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0];

/** A multipart body for an endpoint with a JSON `payload` part (and a file), or something that only looks like one. */
export function multipartBody(r: Random, pools: Pools): { body: BodyInit; type?: string } {
  return r.weighted<{ body: BodyInit; type?: string }>([
    [
      6,
      () => {
        const form = new FormData();
        const payload = interactivePayload(r, pools);
        if (r.chance(0.95)) form.set('payload', r.chance(0.9) ? JSON.stringify(payload) : '{"deviceId":');
        if (r.chance(0.3)) {
          const bytes = r.chance(0.5) ? new Uint8Array(PNG) : new Uint8Array(r.int(0, 2048)).map(() => r.int(0, 255));
          form.set('file', new File([bytes], r.chance(0.8) ? 'promo.png' : hostileString(r, pools).slice(0, 300), { type: 'image/png' }));
        }
        if (r.chance(0.1)) form.set(hostileString(r, pools).slice(0, 50) || 'extra', 'junk');
        return { body: form };
      },
    ],
    [
      1,
      () => {
        let body = '';
        for (let i = 0, n = r.pick([9, 50, 2000]); i < n; i++) body += `--B\r\nContent-Disposition: form-data; name="j${i}"\r\n\r\nx\r\n`;
        return { body: `${body}--B--\r\n`, type: 'multipart/form-data; boundary=B' };
      },
    ],
    [
      1,
      () => ({
        body: `--B\r\nContent-Disposition: form-data; name="payload"; x="${'h'.repeat(r.pick([9000, 100_000]))}"\r\n\r\n{}\r\n--B--\r\n`,
        type: 'multipart/form-data; boundary=B',
      }),
    ],
    [1, () => ({ body: '--B\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{}', type: 'multipart/form-data; boundary=B' })],
    [
      1,
      () => ({
        body: 'not multipart at all',
        type: r.pick(['multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${'b'.repeat(80)}`]),
      }),
    ],
  ]);
}

/** A JSON body: the schema's value (mostly), or text that is not the JSON it claims to be. */
export function jsonBody(schema: JsonSchema | undefined, r: Random, pools: Pools, resolve: Resolver): string | Uint8Array {
  return r.weighted<string | Uint8Array>([
    [10, () => JSON.stringify(schema ? fromSchema(schema, r, pools, resolve) : hostileJson(r, pools))],
    [2, () => JSON.stringify(hostileJson(r, pools))],
    [1, () => r.pick(['', '{', '{"a":1,}', 'null', '[]', '"x"', '{"a":NaN}', "{'a':1}", '\ufeff{}'])],
    [1, () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    [1, () => new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d])],
    [1, () => `{"name":"${'x'.repeat(600_000)}"}`],
  ]);
}

/** The Content-Type sent with a body: the right one mostly, or a wrong type, a charset that is not UTF-8, or nonsense. */
export function contentType(right: string, r: Random): string | undefined {
  return r.weighted<string | undefined>([
    [12, () => right],
    [1, () => `${right}; charset=utf-8`],
    [1, () => `${right}; charset=${r.pick(['iso-8859-1', 'utf-16', 'latin1', '"shift_jis"', ''])}`],
    [
      1,
      () =>
        r.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/json',
        ]),
    ],
    [1, () => r.pick([undefined, '', 'json', '*/*', 'application/json;;', `application/json; ${'p=v; '.repeat(500)}`])],
  ]);
}
