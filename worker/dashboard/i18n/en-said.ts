/**
 * Kurir's own messages about what a request or a file breaks (a field's rule, a CSV's bad rows), in
 * English: the words of the API's error bodies, which the contract fixes. Each is a function of the
 * values a `Said` carries (worker/shared/said.ts); `id-said.ts` says the same in Indonesian. zod's
 * own checks are not here: zod's locales say them.
 */

/** A `Said` inside another one's values (a bad row's reason), kept as stored. */
export type Nested = { code: string; values: object };

import type { Permission } from '../../members/roles';
import type { AddressKind, AddressProblem } from '../../webhooks/address-problem';
import { actionSaid } from './en-actions';
import { alertsSaid } from './en-alerts';
import { assistantSaid } from './en-assistant';
import { cannedSaid } from './en-canned';
import { detailSaid } from './en-details';

const enNumber = (n: number) => n.toLocaleString('en-US');

/** A number refused by its country's plan (worker/broadcasts/number-plans.ts). */
type PlanValues = { written: string; countryCode: string; kind: 'mobile' | 'fixed' | 'any'; digits: number; min: number; max: number };
const COUNTRY_NAMES: Record<string, string> = {
  '62': 'an Indonesian',
  '1': 'a North American',
  '60': 'a Malaysian',
  '65': 'a Singaporean',
  '61': 'an Australian',
  '44': 'a UK',
  '91': 'an Indian',
  '7': 'a Russian or Kazakh',
};
const planName = (p: PlanValues) =>
  `${COUNTRY_NAMES[p.countryCode] ?? `a +${p.countryCode}`} ${p.kind === 'mobile' ? 'mobile number' : p.kind === 'fixed' ? 'fixed-line number' : 'number'}`;
/** "line 3, line 7 and 2 more". */
const enRows = (rows: string[], more: number) => `${rows.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;

/** The kinds of address a webhook may not reach, with their range. */
const enKinds: Record<AddressKind, (cidr: string) => string> = {
  notAnAddress: () => 'an address that is not one',
  thisNetwork: (r) => `the unspecified address or "this network" (${r})`,
  private: (r) => `a private address (${r})`,
  carrierNat: (r) => `a carrier-grade NAT address (${r})`,
  loopback: (r) => `a loopback address (${r})`,
  linkLocalMetadata: (r) => `a link-local address (${r}, where cloud metadata services answer)`,
  ietf: (r) => `an IETF protocol address (${r})`,
  benchmarking: (r) => `a benchmarking address (${r})`,
  multicast: (r) => `a multicast address (${r})`,
  reserved: (r) => `a reserved or broadcast address (${r})`,
  unspecified: (r) => `the unspecified address (${r})`,
  loopbackOne: (r) => `the loopback address (${r})`,
  compatible: (r) => `an IPv4-compatible address (${r}, deprecated)`,
  localNat64: (r) => `a local-use NAT64 address (${r})`,
  discard: (r) => `a discard-only address (${r})`,
  uniqueLocal: (r) => `a unique-local address (${r})`,
  linkLocal: (r) => `a link-local address (${r})`,
  siteLocal: (r) => `a site-local address (${r}, deprecated)`,
};
const enVia = { mapped: 'an IPv4-mapped', translated: 'an IPv4-translated', nat64: 'a NAT64', '6to4': 'a 6to4' } as const;
/** "10.0.0.1, a private address (10.0.0.0/8)"; "[::ffff:127.0.0.1], an IPv4-mapped address of 127.0.0.1, a loopback address (…)". */
const enAddress = (p: AddressProblem): string => {
  if (p.kind === 'notAnAddress') return `${enKinds.notAnAddress(p.cidr)} (${p.address})`;
  const what = enKinds[p.kind](p.cidr);
  return p.via ? `${p.address}, ${enVia[p.via]} address of ${p.inner}, ${what}` : `${p.address}, ${what}`;
};

export const said = {
  ...cannedSaid,
  ...actionSaid,
  ...alertsSaid,
  ...assistantSaid,
  ...detailSaid,
  // Text fields (worker/shared/fields.ts, validation.ts).
  'text.empty': () => 'must not be empty',
  // zod's wrong type said for a person filling a form (zod's locales name types: "expected string, received undefined").
  'field.required': () => 'is required',
  /** A problem the dashboard wrote in the viewer's language itself (a file not chosen), said as it is. */
  'dashboard.shown': (p: { text: string }) => p.text,
  'field.notANumber': () => 'must be a number',
  'field.wrongKind': () => 'is not a value this field takes',
  'field.atLeast': (p: { min: number; inclusive: boolean }) => (p.inclusive ? `must be at least ${p.min}` : `must be more than ${p.min}`),
  'field.atMost': (p: { max: number; inclusive: boolean }) => (p.inclusive ? `must be at most ${p.max}` : `must be less than ${p.max}`),
  'field.maxChars': (p: { max: number }) => `must be at most ${p.max} characters`,
  'field.chooseAtLeast': (p: { min: number }) => `choose at least ${p.min}`,
  'field.chooseAtMost': (p: { max: number }) => `choose at most ${p.max}`,
  'text.tooShort': (p: { min: number }) => `must be at least ${p.min} characters`,
  'text.tooLong': (p: { max: number; length: number }) => `must be at most ${p.max} characters (got ${p.length})`,
  'text.loneSurrogate': (p: { unit: string; index: number }) =>
    `holds an unpaired UTF-16 surrogate (U+${p.unit} at index ${p.index}); send well-formed Unicode`,
  'text.nul': (p: { index: number }) => `holds a NUL character (U+0000 at index ${p.index})`,
  'phone.plus': () => 'write the number without the leading "+", e.g. 6281234567890',
  'phone.leadingZero': () =>
    'use the international format: country code first and no leading 0 (e.g. 6281234567890 instead of 081234567890)',
  'phone.digits': () => 'must be 8 to 15 digits, country code first, e.g. 6281234567890',
  'query.wholeNumber': (p: { min: number; max: number; got: string }) =>
    `must be a whole number from ${p.min} to ${enNumber(p.max)}, in plain decimal digits (got "${p.got}")`,
  'cursor.unknown': () => 'is not a cursor this list gave out: pass nextCursor from the previous page as it is',

  // Webhook and media URLs (worker/webhooks/url-policy.ts).
  'url.tooLong': (p: { max: number; normalised: boolean }) =>
    `must be at most ${enNumber(p.max)} characters${p.normalised ? ' once normalised' : ''}`,
  'url.control': (p: { code: string; index: number }) => `must not contain control characters (U+${p.code} at index ${p.index})`,
  'url.loneSurrogate': () => 'must be well-formed Unicode (it holds an unpaired UTF-16 surrogate)',
  'url.notAbsolute': () => 'must be an absolute URL, e.g. https://shop.example.com/kurir',
  'url.httpOnlyLocal': () => 'http:// is allowed only to localhost while the worker runs locally; use https://',
  'url.httpsOrLocal': () => 'must be https:// (or http:// to localhost, 127.0.0.1 or [::1])',
  'url.https': () => 'must be https://',
  'url.noHost': () => 'must name its host: https://host/path',
  'url.credentials': () => 'must not carry credentials; use hmacKey to authenticate requests',
  'url.portZero': () => 'port 0 is not a port a server listens on',
  'url.pointsTo': (p: { problem: AddressProblem }) => `must not point to ${enAddress(p.problem)}`,
  'url.address': (p: { problem: AddressProblem }) => enAddress(p.problem),
  'url.metadata': (p: { name: string }) => `must not point to a cloud metadata service (${p.name})`,
  'url.localSuffix': (p: { suffix: string }) => `must not point to a name that resolves only inside a local network (.${p.suffix})`,
  'url.noDot': (p: { name: string }) => `must name a public host: "${p.name}" has no dot, so it resolves only inside a local network`,

  // The dashboard's refusals (worker/dashboard/session.ts, csrf.ts).
  'role.mayNotUse': (p: { permission: Permission }) => `your role may not use ${p.permission}`,
  'csrf.otherOrigin': () => 'cross-site request refused: the Origin is not this dashboard',
  'csrf.crossSite': () => 'cross-site request refused',
  'csrf.token': () => 'the CSRF token is missing or wrong: reload the page and try again',

  // Contacts and the chatbot's business hours.
  'contacts.tooManyFields': () => 'at most 50 custom fields',
  'contacts.noChange': () => 'change at least one field',
  'regex.tooLong': (p: { max: number }) => `must be at most ${p.max} characters`,
  'regex.backreference': () => 'backreferences (\\1, \\k<name>) are not supported: they need a backtracking engine',
  'regex.lookaround': () => 'lookahead and lookbehind ((?=, (?!, (?<=, (?<!) are not supported',
  'regex.invalid': (p: { reason: string }) => `is not a regular expression this bot can run: ${p.reason}`,
  'body.tooLarge': (p: { what: string; max: number }) => `the ${p.what} is over ${p.max} bytes`,
  'hours.fromBeforeTo': () => 'from must be before to',
  'hours.time': (p: { first: string; last: string }) => `must be HH:MM, ${p.first} to ${p.last}`,
  'hours.timeZone': () => 'must be an IANA time zone such as Asia/Jakarta',

  // A report's days (worker/reports/schemas.ts, the Reports page).
  'report.notADate': () => 'is not a date',
  'report.dayOutside': (p: { first: string; last: string }) => `must be a day from ${p.first} to ${p.last}`,
  'report.range': () => 'choose both days, the first no later than the last',

  // A number's warm-up (worker/number-health/warmup.ts, the device page).
  'warmup.order': () => 'steps must go by increasing fromDay',

  // Broadcasts: the pace, the file and its rows (worker/broadcasts/).
  'pace.maxBelowMin': () => 'must be at least paceMinMs',
  'broadcast.tooManyVariables': () => 'at most 50 variables per recipient',
  'phone.empty': () => 'the phone number is empty',
  'phone.exponent': (p: { written: string }) =>
    `"${p.written}" is a number a spreadsheet shortened to exponent form; format the phone column as text and export again`,
  'phone.notDigits': (p: { written: string }) => `"${p.written}" holds characters other than digits`,
  'phone.noCountryCode': (p: { written: string; countryCode: string }) =>
    `"${p.written}" has no country code: write it as +${p.countryCode}… or with its leading 0`,
  'phone.noCountryCodeAfterPlus': (p: { written: string }) => `"${p.written}" has no country code after the + or 00`,
  'phone.tooShort': (p: { written: string; digits: number }) =>
    `"${p.written}" is too short for a phone number (${p.digits} digits, at least 8)`,
  'phone.tooLong': (p: { written: string; digits: number }) =>
    `"${p.written}" is too long for a phone number (${p.digits} digits, at most 15)`,
  'phone.planTooShort': (p: PlanValues) =>
    `"${p.written}" is too short for ${planName(p)} (${p.digits} digits after +${p.countryCode}, at least ${p.min})`,
  'phone.planTooLong': (p: PlanValues) =>
    `"${p.written}" is too long for ${planName(p)} (${p.digits} digits after +${p.countryCode}, at most ${p.max})`,
  'csv.unclosedQuote': (p: { line: number }) => `the quoted field that opens on line ${p.line} is never closed`,
  'csv.empty': () => 'the file is empty: it needs a header line (phone, name, …) and a row per recipient',
  'csv.headerLooksLikeData': () => 'line 1 must name the columns (e.g. "phone,name,kota"); it looks like a row of data',
  'csv.noPhoneColumn': (p: { line: number }) =>
    `the header line (line ${p.line}) has no phone column: name one of phone, nomor, no_hp, whatsapp, wa`,
  'csv.unnamedColumn': (p: { column: number }) => `column ${p.column} of the header line has no name`,
  'csv.sameColumnName': (p: { first: number; second: number; name: string }) =>
    `columns ${p.first} and ${p.second} of the header line both name the variable "${p.name}"`,
  'csv.emptyRow': () => 'the row is empty',
  'csv.tooManyFields': (p: { fields: number; columns: number; delimiter: 'semicolon' | 'comma' }) =>
    `the row has ${p.fields} fields, the header ${p.columns} (a ${p.delimiter} inside a value needs quotes)`,
  'csv.tooManyRecipients': (p: { recipients: number; max: number }) =>
    `the file has ${p.recipients} recipients; a campaign takes at most ${p.max}`,
  'csv.unreadable': (p: { reason: string; why?: Nested }) => `the CSV cannot be read: ${p.reason}`,
  'audience.allRefused': (p: { rows: number }) => `no recipient left to send to: all ${p.rows} rows are refused`,
  'audience.noContact': () => 'the audience has no recipient (no contact has these labels)',
  'audience.noRecipient': () => 'no recipient',
  'audience.badRow': (p: { ref: string; reason: string; why?: Nested }) => `${p.ref}: ${p.reason}`,
  'message.noValue': (p: { name: string; rows: string[]; more: number }) =>
    `{{${p.name}}} has no value for ${enRows(p.rows, p.more)}; give ${p.rows.length + p.more === 1 ? 'that row' : 'those rows'} a value, or the placeholder a fallback: {{${p.name}|…}}`,
  'message.cannotSend': (p: { problems: number }) => `the message cannot be sent to every recipient: ${p.problems} problem(s)`,

  // A group's picture (worker/groups/group-picture.ts).
  'group.pictureEmpty': () => 'the picture is empty: send the bytes of a JPEG',
  'group.pictureNotJpeg': () => 'the picture must be a JPEG (WhatsApp takes no other kind for a group)',
  'group.pictureTooLarge': (p: { width: number; height: number; max: number }) =>
    `the picture is ${p.width}×${p.height} pixels; WhatsApp takes at most ${p.max}×${p.max}: make it smaller (a square shows uncropped)`,
};
