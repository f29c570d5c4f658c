/**
 * A phone number as people write it in a spreadsheet, turned into the digits WhatsApp addresses
 * (country code first, no `+`, 8 to 15 digits), or refused with the reason. Pure.
 *
 * The rules, with the campaign's country code `cc` (62, Indonesia, unless the campaign says
 * otherwise):
 * - spaces, dashes, dots, slashes and parentheses are layout and go: `+62 812-3456-7890`;
 * - `+` or `00` starts an international number: `+6281234567890`, `006281234567890`;
 * - a leading `0` is the national trunk prefix: `081234567890` becomes `cc` + `81234567890`;
 * - the country code followed by the trunk 0 (`+62 0812…`, `620812…`), a common slip, drops the 0;
 * - digits that already start with `cc` are international as they are: `6281234567890`;
 * - for Indonesia only, a number starting with `8` (a mobile number whose leading 0 a spreadsheet
 *   dropped, as Excel does to a numeric cell) gets 62 in front: `81234567890`;
 * - anything else without a country code is refused: the gateway does not guess another country's.
 * Letters, a number a spreadsheet wrote in exponent form (`6.28123E+11`) and lengths outside 8 to
 * 15 digits are refused with the reason; so is a length outside its country's plan, where Kurir
 * knows it (`number-plans.ts`: an Indonesian mobile number has 9 to 12 digits after 62).
 */
import { shown } from '../shared/fields';
import { english, type Said, said } from '../shared/said';
import { planMisfit } from './number-plans';

/** `reason` is the API's English; `said` the same as data, for the dashboard's language. */
export type PhoneResult = { ok: true; phone: string } | { ok: false; reason: string; said: Said };

const refuse = (s: Said): PhoneResult => ({ ok: false, reason: english(s), said: s });

export const DEFAULT_COUNTRY_CODE = '62';

const LAYOUT = /[\s\-./()\u00A0]/g;

export function normalisePhone(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): PhoneResult {
  const trimmed = raw.trim();
  if (trimmed === '') return refuse(said('phone.empty'));
  // The cell as the reason echoes it: at most 64 characters, so a huge cell does not swell the
  // campaign's stored report (its bad rows keep the reason and its values).
  const written = shown(trimmed);
  if (/^\d+(?:[.,]\d+)?e\+?\d+$/i.test(trimmed)) return refuse(said('phone.exponent', { written }));
  const compact = trimmed.replace(LAYOUT, '');
  let digits: string;
  let international: boolean;
  if (compact.startsWith('+')) {
    digits = compact.slice(1);
    international = true;
  } else if (compact.startsWith('00')) {
    digits = compact.slice(2);
    international = true;
  } else {
    digits = compact;
    international = false;
  }
  if (!/^\d+$/.test(digits)) return refuse(said('phone.notDigits', { written }));

  let phone: string;
  if (international) phone = digits;
  else if (digits.startsWith('0')) phone = countryCode + digits.replace(/^0+/, '');
  else if (digits.startsWith(countryCode)) phone = digits;
  else if (countryCode === '62' && digits.startsWith('8')) phone = `62${digits}`;
  else return refuse(said('phone.noCountryCode', { written, countryCode }));
  // `+62 0812…`: the trunk 0 after the country code is never dialled.
  if (phone.startsWith(`${countryCode}0`)) phone = countryCode + phone.slice(countryCode.length).replace(/^0+/, '');
  if (phone.startsWith('0')) return refuse(said('phone.noCountryCodeAfterPlus', { written }));
  if (phone.length < 8) return refuse(said('phone.tooShort', { written, digits: phone.length }));
  if (phone.length > 15) return refuse(said('phone.tooLong', { written, digits: phone.length }));
  const misfit = planMisfit(phone);
  if (misfit) {
    const { plan, digits, too } = misfit;
    const values = { written, countryCode: plan.countryCode, kind: plan.kind, digits, min: plan.min, max: plan.max };
    return refuse(too === 'short' ? said('phone.planTooShort', values) : said('phone.planTooLong', values));
  }
  return { ok: true, phone };
}
