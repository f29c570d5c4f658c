/**
 * Where a webhook may point (docs/webhooks.md#webhook-urls): what the URL parser makes of the URL is
 * what is stored and what is delivered to, and it must name a public host over https (http and
 * https to localhost, 127.0.0.1 and [::1] while the worker runs locally). Checked when a webhook is
 * created or changed, and again before every attempt, so a URL stored before a rule existed is
 * never requested. Each refusal is a `Said` (worker/shared/said.ts): the API answers its English, the
 * dashboard's webhook form says it in the viewer's language.
 */
import { english, type Said, said } from '../shared/said';
import type { AddressKind, AddressProblem } from './address-problem';

/** The URL as the parser normalised it, or why it is refused. */
export type UrlCheck =
  /** `lookup`: the host is a name outside the local rule, whose addresses a resolver may check. */
  { ok: true; url: string; hostname: string; lookup: boolean } | { ok: false; reason: string; said: Said };

export const MAX_URL_LENGTH = 2048;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Names of cloud metadata services: they answer a machine's credentials to whoever asks from inside. */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.com',
  'metadata.tencentyun.com',
  'metadata.platformequinix.com',
  'metadata.packet.net',
]);

/** Names that never resolve on the public internet (RFC 6761, 6762, 8375; ICANN's `.internal`). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'home.arpa'];

/** The first C0 control character or DEL in `value`, with where it is. */
function firstControl(value: string): { code: number; index: number } | null {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return { code, index };
  }
  return null;
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Checks a webhook URL as a client sent it (or as it was stored); `localDev` is `LOCAL_DEV === "true"`. */
export function checkWebhookUrl(value: string, localDev: boolean): UrlCheck {
  const refuse = (s: Said): UrlCheck => ({ ok: false, reason: english(s), said: s });
  if (value.length > MAX_URL_LENGTH) return refuse(said('url.tooLong', { max: MAX_URL_LENGTH, normalised: false }));
  // The parser would drop a tab or a newline anywhere, even inside the host, and strip a NUL at an
  // end: the URL requested would not be the one the client wrote, so they are refused instead.
  const control = firstControl(value);
  if (control) {
    const code = control.code.toString(16).toUpperCase().padStart(4, '0');
    return refuse(said('url.control', { code, index: control.index }));
  }
  if (LONE_SURROGATE.test(value)) return refuse(said('url.loneSurrogate'));
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse(said('url.notAbsolute'));
  }
  const local = localDev && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) {
      return refuse(said('url.httpOnlyLocal'));
    }
    return refuse(localDev ? said('url.httpsOrLocal') : said('url.https'));
  }
  // The parser reads `https:///x` and `https:\\x` as `https://x/`: a host the client never wrote.
  if (!/^[a-z][a-z\d+.-]*:\/\/[^/\\?#]/i.test(value.trim())) return refuse(said('url.noHost'));
  if (url.username || url.password) return refuse(said('url.credentials'));
  if (url.port === '0') return refuse(said('url.portZero'));
  const normalised = url.href;
  if (normalised.length > MAX_URL_LENGTH) return refuse(said('url.tooLong', { max: MAX_URL_LENGTH, normalised: true }));
  if (!local) {
    const problem = hostProblem(url.hostname);
    if (problem) return refuse(problem);
  }
  return { ok: true, url: normalised, hostname: url.hostname, lookup: !local && !isIpLiteral(url.hostname) };
}

function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || parseIPv4(hostname) !== null;
}

/** Why a host (as the URL parser normalised it) is not one a webhook may reach, or undefined. */
export function hostProblem(hostname: string): Said | undefined {
  if (hostname === '') return said('url.noHost');
  const address = hostname.startsWith('[')
    ? ipv6Problem(hostname.slice(1, -1))
    : parseIPv4(hostname) !== null
      ? ipv4Problem(hostname)
      : undefined;
  if (address) return said('url.pointsTo', { problem: address });
  if (hostname.startsWith('[') || parseIPv4(hostname) !== null) return undefined;
  const name = hostname.replace(/\.+$/, '');
  if (METADATA_NAMES.has(name)) return said('url.metadata', { name });
  const suffix = LOCAL_SUFFIXES.find((s) => name === s || name.endsWith(`.${s}`));
  if (suffix) return said('url.localSuffix', { suffix });
  if (!name.includes('.')) return said('url.noDot', { name });
  return undefined;
}

/** Why an address (IPv4 dotted, or IPv6 text without brackets) is not one a webhook may reach, or undefined. */
export function addressProblem(address: string): AddressProblem | undefined {
  return parseIPv4(address) !== null ? ipv4Problem(address) : ipv6Problem(address);
}

type Range = { base: number; bits: number; kind: AddressKind; cidr: string };

const IPV4_REFUSED: Range[] = [
  { base: ipv4('0.0.0.0'), bits: 8, kind: 'thisNetwork', cidr: '0.0.0.0/8' },
  { base: ipv4('10.0.0.0'), bits: 8, kind: 'private', cidr: '10.0.0.0/8' },
  { base: ipv4('100.64.0.0'), bits: 10, kind: 'carrierNat', cidr: '100.64.0.0/10' },
  { base: ipv4('127.0.0.0'), bits: 8, kind: 'loopback', cidr: '127.0.0.0/8' },
  { base: ipv4('169.254.0.0'), bits: 16, kind: 'linkLocalMetadata', cidr: '169.254.0.0/16' },
  { base: ipv4('172.16.0.0'), bits: 12, kind: 'private', cidr: '172.16.0.0/12' },
  { base: ipv4('192.0.0.0'), bits: 24, kind: 'ietf', cidr: '192.0.0.0/24' },
  { base: ipv4('192.168.0.0'), bits: 16, kind: 'private', cidr: '192.168.0.0/16' },
  { base: ipv4('198.18.0.0'), bits: 15, kind: 'benchmarking', cidr: '198.18.0.0/15' },
  { base: ipv4('224.0.0.0'), bits: 4, kind: 'multicast', cidr: '224.0.0.0/4' },
  { base: ipv4('240.0.0.0'), bits: 4, kind: 'reserved', cidr: '240.0.0.0/4' },
];

function ipv4(text: string): number {
  const value = parseIPv4(text);
  if (value === null) throw new Error(`not an IPv4 address: ${text}`);
  return value;
}

/** Dotted decimal, as the URL parser writes every IPv4 spelling (`0x7f.1`, `2130706433`, `0177.0.0.1`). */
export function parseIPv4(text: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  if (octets.some((o) => o > 255)) return null;
  return octets.reduce((acc, o) => acc * 256 + o, 0);
}

function ipv4Problem(text: string): AddressProblem | undefined {
  const value = parseIPv4(text);
  if (value === null) return { address: text, kind: 'notAnAddress', cidr: '' };
  const range = IPV4_REFUSED.find(({ base, bits }) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));
  return range && { address: text, kind: range.kind, cidr: range.cidr };
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a trailing dotted quad), or null. */
export function parseIPv6(text: string): number[] | null {
  let head = text;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted?.[1] && dotted[2]) {
    const v4 = parseIPv4(dotted[2]);
    if (v4 === null) return null;
    head = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
    tail.push(Math.floor(v4 / 65536), v4 % 65536);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(halves[0]);
  const right = groups(halves[1]);
  const parse = (g: string) => (/^[\da-f]{1,4}$/i.test(g) ? Number.parseInt(g, 16) : Number.NaN);
  const written = [...left, ...right].map(parse);
  if (written.some(Number.isNaN)) return null;
  const missing = 8 - written.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...left.map(parse), ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...right.map(parse), ...tail];
}

function ipv6Problem(text: string): AddressProblem | undefined {
  const shown = `[${text}]`;
  const g = parseIPv6(text);
  if (!g) return { address: shown, kind: 'notAnAddress', cidr: '' };
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const is = (kind: AddressKind, cidr: string): AddressProblem => ({ address: shown, kind, cidr });
  const embedded = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return is('unspecified', '::');
  if (zeroUpTo(7) && g7 === 1) return is('loopbackOne', '::1');
  // IPv4 inside IPv6: the IPv4 address decides (an IPv4-mapped ::ffff:127.0.0.1 is loopback).
  if (zeroUpTo(5) && g5 === 0xffff) return v4Inside(shown, 'mapped', embedded(g6, g7));
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return v4Inside(shown, 'translated', embedded(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return v4Inside(shown, 'nat64', embedded(g6, g7));
  if (g0 === 0x2002) return v4Inside(shown, '6to4', embedded(g1, g2));
  if (zeroUpTo(6)) return is('compatible', '::/96');
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return is('localNat64', '64:ff9b:1::/48');
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return is('discard', '100::/64');
  if ((g0 & 0xfe00) === 0xfc00) return is('uniqueLocal', 'fc00::/7');
  if ((g0 & 0xffc0) === 0xfe80) return is('linkLocal', 'fe80::/10');
  if ((g0 & 0xffc0) === 0xfec0) return is('siteLocal', 'fec0::/10');
  if ((g0 & 0xff00) === 0xff00) return is('multicast', 'ff00::/8');
  return undefined;
}

function v4Inside(shown: string, via: NonNullable<AddressProblem['via']>, v4: string): AddressProblem | undefined {
  const problem = ipv4Problem(v4);
  return problem && { ...problem, address: shown, via, inner: v4 };
}
