import { describe, expect, it } from 'vitest';
import { composePhone, phoneFieldsOf, phoneOf } from './phone';

describe('phone fields', () => {
  it('puts the country code in front of a national number, and keeps a "+" number as typed', () => {
    expect(composePhone('US', ' (201) 555-0147 ')).toBe('+1 (201) 555-0147');
    expect(composePhone('GB', '+49 151 23456789')).toBe('+49 151 23456789');
    expect(composePhone('US', '  ')).toBe('');
  });

  it('normalises valid numbers to E.164 and refuses the rest', () => {
    expect(phoneOf('US', '(201) 555-0147')).toBe('+12015550147');
    expect(phoneOf('GB', '07400 123456')).toBe('+447400123456');
    expect(phoneOf('US', '555')).toBeNull();
    expect(phoneOf('US', '')).toBeNull();
  });

  it('splits an invite phone back into the fields', () => {
    expect(phoneFieldsOf('+12015550147')).toEqual({ country: 'US', number: '(201) 555-0147' });
    expect(phoneOf(phoneFieldsOf('+12015550147').country, phoneFieldsOf('+12015550147').number)).toBe(
      '+12015550147',
    );
    expect(phoneFieldsOf('+447400123456')).toEqual({ country: 'GB', number: '7400123456' });
    expect(phoneFieldsOf('+3531234567')).toEqual({ country: 'IE', number: '1234567' });
    expect(phoneFieldsOf('')).toEqual({ country: 'US', number: '' });
    expect(phoneOf(phoneFieldsOf('+447400123456').country, phoneFieldsOf('+447400123456').number)).toBe(
      '+447400123456',
    );
  });
});
