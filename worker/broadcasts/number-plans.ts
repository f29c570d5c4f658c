/**
 * How long a number may be in the countries whose numbering plans Kurir knows, after the country
 * code (the national significant number). E.164 alone lets any 8 to 15 digits pass, so `0812345`
 * (62 812345) would be sent to; a plan refuses it as too short for Indonesia. Pure.
 *
 * The plans, each from its regulator's published numbering plan:
 * - 62 Indonesia: a mobile number (8…) has 9 to 12 digits after 62 (0812-3456-789 to
 *   0812-3456-78901); a fixed line (area code and subscriber) 7 to 11;
 * - 1 North America (NANP): exactly 10 (area code, exchange, line);
 * - 60 Malaysia: a mobile number (1…) 9 or 10, a fixed line 8 or 9;
 * - 65 Singapore: exactly 8;
 * - 61 Australia: exactly 9;
 * - 44 United Kingdom: 9 or 10;
 * - 91 India: exactly 10;
 * - 7 Russia and Kazakhstan: exactly 10.
 * A number of another country is held to E.164's 8 to 15 digits in all (`phone-number.ts`).
 */

export type NumberPlan = {
  /** The country code, as a number starts with it. */
  countryCode: string;
  /** Named in the reasons a person reads: "an Indonesian mobile number". */
  kind: 'mobile' | 'fixed' | 'any';
  /** Digits after the country code. */
  min: number;
  max: number;
};

type Country = { countryCode: string; mobile?: { first: string; min: number; max: number }; other: { min: number; max: number } };

/** Country codes are a prefix code (none is the start of another), so at most one matches a number. */
const COUNTRIES: Country[] = [
  { countryCode: '62', mobile: { first: '8', min: 9, max: 12 }, other: { min: 7, max: 11 } },
  { countryCode: '1', other: { min: 10, max: 10 } },
  { countryCode: '60', mobile: { first: '1', min: 9, max: 10 }, other: { min: 8, max: 9 } },
  { countryCode: '65', other: { min: 8, max: 8 } },
  { countryCode: '61', other: { min: 9, max: 9 } },
  { countryCode: '44', other: { min: 9, max: 10 } },
  { countryCode: '91', other: { min: 10, max: 10 } },
  { countryCode: '7', other: { min: 10, max: 10 } },
];

/** The countries whose plans are known, by code (for the reasons and the tests). */
export const PLANNED_COUNTRIES = COUNTRIES.map((c) => c.countryCode);

/** The plan a number (international digits, no `+`) falls under, or null for a country without one. */
export function planOf(phone: string): NumberPlan | null {
  const country = COUNTRIES.find((c) => phone.startsWith(c.countryCode));
  if (!country) return null;
  const national = phone.slice(country.countryCode.length);
  if (country.mobile && national.startsWith(country.mobile.first)) {
    return { countryCode: country.countryCode, kind: 'mobile', min: country.mobile.min, max: country.mobile.max };
  }
  return { countryCode: country.countryCode, kind: country.mobile ? 'fixed' : 'any', ...country.other };
}

/** Whether the number's length fits its country's plan: 'short', 'long', or null (fits, or no plan). */
export function planMisfit(phone: string): { plan: NumberPlan; digits: number; too: 'short' | 'long' } | null {
  const plan = planOf(phone);
  if (!plan) return null;
  const digits = phone.length - plan.countryCode.length;
  if (digits < plan.min) return { plan, digits, too: 'short' };
  if (digits > plan.max) return { plan, digits, too: 'long' };
  return null;
}
