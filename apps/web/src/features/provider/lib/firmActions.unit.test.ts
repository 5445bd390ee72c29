import { describe, expect, it } from 'vitest';
import {
  dateInputToIso,
  dollarsToCents,
  firmActions,
  formatMoney,
  isFutureDay,
  isoToDateInput,
} from './firmActions';

describe('provider firm actions', () => {
  it('offers what each status allows', () => {
    expect(firmActions(null)).toEqual(['activate']);
    expect(firmActions('trialing')).toEqual(['activate', 'extend', 'suspend', 'cancel']);
    expect(firmActions('past_due')).toContain('extend');
    expect(firmActions('canceled')).toEqual(['activate', 'suspend']);
    expect(firmActions('suspended')).toEqual(['activate']);
  });

  it('turns a date box into the API period end and back', () => {
    expect(dateInputToIso('2027-01-31')).toBe('2027-01-31T12:00:00.000Z');
    expect(dateInputToIso('')).toBeNull();
    expect(dateInputToIso('31/01/2027')).toBeNull();
    expect(isoToDateInput('2027-01-31T12:00:00.000Z')).toBe('2027-01-31');
  });

  it('accepts only days after today', () => {
    const now = new Date('2026-05-01T18:00:00.000Z');
    expect(isFutureDay('2026-05-02', now)).toBe(true);
    expect(isFutureDay('2026-05-01', now)).toBe(false);
    expect(isFutureDay('', now)).toBe(false);
  });

  it('reads dollars as cents and writes money', () => {
    expect(dollarsToCents(300)).toBe(30000);
    expect(dollarsToCents('149.99')).toBe(14999);
    expect(dollarsToCents(0)).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(formatMoney(30000)).toBe('$300.00');
  });
});
