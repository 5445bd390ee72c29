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
