import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneHint } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['(201) 555-0123', '+12015550123'],
    ['201-555-0123', '+12015550123'],
    ['2015550123', '+12015550123'],
    ['  201.555.0123  ', '+12015550123'],
    ['+1 201 555 0123', '+12015550123'],
    ['1 (201) 555-0123', '+12015550123'],
    ['+44 7400 123456', '+447400123456'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('%j -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '123', '555-0123', '+1 000 000 0000', '+999 1234567', '20155501234567'])(
    'returns null for %j',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );

  it.each([
    ['+44 7400 123456', 'a UK mobile'],
    ['+49 151 23456789', 'a German mobile'],
    ['+353 86 123 4567', 'an Irish mobile'],
    ['(212) 555-1234', 'a US number (fixed line or mobile: the plan does not tell)'],
  ])('accepts %j, %s', (input) => {
    expect(normalizePhone(input)).not.toBeNull();
  });

  it.each([
    ['+44 20 7946 0018', 'a London landline'],
    ['+33 1 42 68 53 00', 'a Paris landline'],
    ['+49 30 901820', 'a Berlin landline'],
    ['+1 800 555 0199', 'a US toll-free number'],
    ['+1 500 555 0006', 'a US personal number'],
  ])('refuses %j, %s: a text message cannot reach it', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('is idempotent on its own output', () => {
    const once = normalizePhone('(201) 555-0123');
    expect(once).not.toBeNull();
    expect(normalizePhone(once ?? '')).toBe(once);
  });
});

describe('phoneHint', () => {
  it('shows only the last four digits', () => {
    expect(phoneHint('+12015550123')).toBe('•••• 0123');
  });
});
