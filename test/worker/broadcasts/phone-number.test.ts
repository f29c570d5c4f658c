import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../../worker/broadcasts/phone-number';

describe('phone numbers as a spreadsheet holds them', () => {
  const accepted: [string, string, string][] = [
    ['+62 with spaces and dashes', '+62 812-3456-7890', '6281234567890'],
    ['+62 written tight', '+6281234567890', '6281234567890'],
    ['a national 08… number (the leading 0 becomes 62)', '081234567890', '6281234567890'],
    ['a national number with dots and parentheses', '(0812) 3456.7890', '6281234567890'],
    ['digits that already start with 62', '6281234567890', '6281234567890'],
    ['00 as the international prefix', '006281234567890', '6281234567890'],
    ['the country code followed by the trunk 0 (+62 0812…)', '+62 0812 3456 7890', '6281234567890'],
    ['62 followed by the trunk 0', '620812345678', '62812345678'],
    ['a mobile number whose leading 0 Excel dropped', '81234567890', '6281234567890'],
    ['another country with + stays as written', '+1 415 555 0100', '14155550100'],
    ['a non-breaking space from a pasted cell', '0812\u00a03456\u00a07890', '6281234567890'],
  ];
  for (const [what, written, phone] of accepted) {
    it(`normalises ${what}`, () => {
      expect(normalisePhone(written)).toEqual({ ok: true, phone });
    });
  }

  it('puts the campaign’s own country code in front of a leading 0', () => {
    expect(normalisePhone('0412 345 678', '61')).toEqual({ ok: true, phone: '61412345678' });
  });

  const refused: [string, string, RegExp][] = [
    ['an empty cell', '  ', /empty/],
    ['letters', '0812-ABCD-789', /characters other than digits/],
    ['a number in exponent form', '6.28123E+11', /exponent form.*format the phone column as text/],
    ['a number too short', '0812', /too short/],
    ['a number too long', '+62 8123 4567 8901 234', /too long/],
    ['a number without a country code, outside Indonesia', '4155550100', /no country code/],
    ['a + followed by 0', '+0812345678', /no country code/],
  ];
  for (const [what, written, reason] of refused) {
    it(`refuses ${what}, saying why`, () => {
      const result = normalisePhone(written, written === '4155550100' ? '1' : '62');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(reason);
    });
  }

  it('does not guess Indonesia for a bare number when the campaign’s country is another', () => {
    const result = normalisePhone('81234567890', '61');
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/no country code: write it as \+61/) });
  });
});
