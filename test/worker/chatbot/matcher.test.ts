import { describe, expect, it } from 'vitest';
import { isOutsideHours, localTime } from '../../../worker/chatbot/business-hours';
import { firedRule, type Incoming } from '../../../worker/chatbot/matcher';
import type { Rule, Trigger } from '../../../worker/chatbot/rule-schema';
import { renderVariables, unknownVariables } from '../../../worker/chatbot/variables';

const rule = (id: string, trigger: Trigger, enabled = true): Rule => ({
  id,
  name: id,
  enabled,
  trigger,
  reply: { type: 'text', text: id },
});
const msg = (text: string | null, extra: Partial<Incoming> = {}): Incoming => ({
  text,
  selectedId: null,
  firstMessage: false,
  at: 0,
  ...extra,
});
const JAKARTA = { timezone: 'Asia/Jakarta', days: { mon: [{ from: '08:00', to: '17:00' }], sat: [{ from: '09:00', to: '12:00' }] } };

describe('which rule a message fires', () => {
  const rules = [
    rule('exact', { type: 'keyword', match: 'exact', keywords: ['harga', 'Price List'] }),
    rule('contains', { type: 'keyword', match: 'contains', keywords: ['ongkir'] }),
    rule('regex', { type: 'regex', pattern: '^order\\s*#?\\d{4,}$' }),
    rule('button', { type: 'selection', selectedId: 'btn-katalog' }),
  ];

  it('an exact keyword fires on the whole message only, whatever its case and spacing', () => {
    expect(firedRule(rules, msg('  HARGA '))?.id).toBe('exact');
    expect(firedRule(rules, msg('price   list'))?.id).toBe('exact');
    expect(firedRule(rules, msg('harga berapa?'))).toBeNull();
  });

  it('a contains keyword fires anywhere in the message', () => {
    expect(firedRule(rules, msg('Berapa ONGKIR ke Bandung?'))?.id).toBe('contains');
  });

  it('a regular expression fires case-insensitively', () => {
    expect(firedRule(rules, msg('ORDER #12345'))?.id).toBe('regex');
    expect(firedRule(rules, msg('order 12'))).toBeNull();
  });

  it('a button or list reply fires its rule by the chosen id, not by its text', () => {
    expect(firedRule(rules, msg('Katalog', { selectedId: 'btn-katalog' }))?.id).toBe('button');
    expect(firedRule(rules, msg('btn-katalog'))).toBeNull();
  });

  it('the first rule that fires in the list’s order answers, and a disabled rule never does', () => {
    const ordered = [
      rule('off', { type: 'keyword', match: 'contains', keywords: ['halo'] }, false),
      rule('a', { type: 'first-message' }),
      rule('b', { type: 'keyword', match: 'contains', keywords: ['halo'] }),
    ];
    expect(firedRule(ordered, msg('halo', { firstMessage: true }))?.id).toBe('a');
    expect(firedRule(ordered, msg('halo'))?.id).toBe('b');
  });

  it('outside business hours fires by the shop’s time zone', () => {
    const hours = [rule('closed', { type: 'outside-hours' })];
    // Monday 2026-11-23 10:00 in Jakarta (UTC+7) is 03:00 UTC: open.
    const mondayTen = Date.parse('2026-11-23T03:00:00Z');
    expect(localTime(mondayTen, 'Asia/Jakarta')).toEqual({ day: 'mon', minute: 600 });
    expect(firedRule(hours, msg('halo', { at: mondayTen }), JAKARTA)).toBeNull();
    // 17:00 Jakarta: closing time is exclusive.
    expect(isOutsideHours(JAKARTA, Date.parse('2026-11-23T10:00:00Z'))).toBe(true);
    // Sunday has no hours; Saturday 11:59 is open, 12:00 is not.
    expect(isOutsideHours(JAKARTA, Date.parse('2026-11-22T03:00:00Z'))).toBe(true);
    expect(isOutsideHours(JAKARTA, Date.parse('2026-11-28T04:59:00Z'))).toBe(false);
    expect(isOutsideHours(JAKARTA, Date.parse('2026-11-28T05:00:00Z'))).toBe(true);
    // Without business hours the trigger never fires.
    expect(firedRule(hours, msg('halo', { at: mondayTen }), null)).toBeNull();
  });
});

describe('variables in a reply', () => {
  it('are filled in, with the fallback when a value is empty', () => {
    const values = { name: 'Budi', phone: '6281234567890', message: 'harga?' };
    expect(renderVariables('Halo {{name}}, nomor {{ phone }}: "{{message}}"', values)).toBe('Halo Budi, nomor 6281234567890: "harga?"');
    expect(renderVariables('Halo {{name|kak}}!', { ...values, name: '  ' })).toBe('Halo kak!');
  });

  it('names the unknown ones', () => {
    expect(unknownVariables('Halo {{nmae}} {{name}} {{kota}}')).toEqual(['nmae', 'kota']);
  });
});
