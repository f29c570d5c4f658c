import { describe, expect, it } from 'vitest';
import { planOf } from '../../../worker/broadcasts/number-plans';
import { normalisePhone } from '../../../worker/broadcasts/phone-number';
import { sayIn } from '../../../worker/shared/said';

describe('numbers checked by their country’s plan after normalising', () => {
  it('refuses 0812345 as too short for an Indonesian mobile number, in both languages', () => {
    const result = normalisePhone('0812345');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe('"0812345" is too short for an Indonesian mobile number (6 digits after +62, at least 9)');
    expect(sayIn(result.said, 'id')).toBe('"0812345" terlalu pendek untuk nomor HP Indonesia (6 angka setelah +62, minimal 9)');
  });

  const indonesianMobiles: [string, string, boolean][] = [
    ['8 digits after 62', '081234567', false],
    ['9 digits after 62 (the shortest)', '0812345678', true],
    ['12 digits after 62 (the longest)', '0812345678901', true],
    ['13 digits after 62', '08123456789012', false],
  ];
  for (const [what, written, ok] of indonesianMobiles) {
    it(`${ok ? 'takes' : 'refuses'} an Indonesian mobile number of ${what}`, () => {
      expect(normalisePhone(written).ok).toBe(ok);
    });
  }

  it('refuses too long an Indonesian mobile number, saying the most', () => {
    const result = normalisePhone('+62 812 3456 7890 12');
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('too long for an Indonesian mobile number') });
    expect(result).toMatchObject({ reason: expect.stringContaining('at most 12') });
  });

  it('takes an Indonesian fixed line of 7 to 11 digits after 62 (Jakarta 021 and an 8-digit subscriber)', () => {
    expect(normalisePhone('021 2345 6789')).toEqual({ ok: true, phone: '622123456789' });
    expect(normalisePhone('+62 21 1234')).toMatchObject({ ok: false, reason: expect.stringContaining('fixed-line') });
  });

  const others: [string, string, string | null][] = [
    ['a North American number of 10 digits', '+1 415 555 0100', '14155550100'],
    ['a North American number of 9 digits', '+1 415 555 010', null],
    ['a Malaysian mobile number', '+60 12-345 6789', '60123456789'],
    ['a Malaysian mobile number one digit short', '+60 12-345 678', null],
    ['a Singaporean number of 8 digits', '+65 8123 4567', '6581234567'],
    ['a Singaporean number of 9 digits', '+65 8123 45678', null],
    ['an Australian mobile number', '+61 412 345 678', '61412345678'],
    ['a UK mobile number', '+44 7700 900123', '447700900123'],
    ['an Indian mobile number', '+91 98765 43210', '919876543210'],
    ['an Indian number one digit short', '+91 98765 4321', null],
    ['a number of a country without a known plan, by E.164’s length', '+49 30 123456', '4930123456'],
  ];
  for (const [what, written, phone] of others) {
    it(`${phone ? 'takes' : 'refuses'} ${what}`, () => {
      const result = normalisePhone(written);
      if (phone) expect(result).toEqual({ ok: true, phone });
      else expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/too (short|long) for/) });
    });
  }

  it('finds one plan per number: country codes are a prefix code', () => {
    expect(planOf('6281234567890')).toMatchObject({ countryCode: '62', kind: 'mobile', min: 9, max: 12 });
    expect(planOf('14155550100')).toMatchObject({ countryCode: '1', min: 10, max: 10 });
    expect(planOf('4930123456')).toBeNull();
  });
});
