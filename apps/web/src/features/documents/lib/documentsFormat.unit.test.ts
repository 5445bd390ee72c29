import { describe, expect, it } from 'vitest';
import { formatDocumentDate, formatFileSize, personName } from './documentsFormat';

describe('formatFileSize', () => {
  it('shows Bytes, KB, MB, GB with at most 2 decimals (base 1024)', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1_234_567)).toBe('1.18 MB');
    expect(formatFileSize(500_000_000)).toBe('476.84 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB');
  });

  it('never shows a negative or broken size', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

describe('dates', () => {
  it('shows the shared date as MM/DD/YYYY, nothing when there is none', () => {
    expect(formatDocumentDate(new Date(2026, 1, 3, 10).toISOString())).toBe('02/03/2026');
    expect(formatDocumentDate(null)).toBe('');
  });
});

describe('personName', () => {
  it('falls back to the e-mail of someone without a name', () => {
    expect(personName({ firstName: 'Alex', lastName: 'Advisor' })).toBe('Alex Advisor');
    expect(personName({ firstName: null, lastName: null, email: 'new@example.com' })).toBe('new@example.com');
  });
});
