import { describe, expect, it } from 'vitest';
import { formatDateTimeUs, formatDateUs } from './format';

describe('formatDateTimeUs', () => {
  it('writes MM/DD/YYYY, hh:mm a (Last updated, in both apps)', () => {
    expect(formatDateTimeUs(new Date(2026, 4, 1, 15, 7))).toBe('05/01/2026, 03:07 pm');
    expect(formatDateTimeUs(new Date(2026, 11, 31, 0, 5))).toBe('12/31/2026, 12:05 am');
    expect(formatDateTimeUs(new Date(2026, 0, 9, 12, 0))).toBe('01/09/2026, 12:00 pm');
    expect(formatDateTimeUs('not a date')).toBe('');
  });
});

describe('formatDateUs', () => {
  it('writes MM/DD/YYYY, nothing for an invalid date', () => {
    expect(formatDateUs(new Date(2026, 0, 9, 23, 59))).toBe('01/09/2026');
    expect(formatDateUs('not a date')).toBe('');
  });
});
