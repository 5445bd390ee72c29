import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message.js';

describe('formatMessage', () => {
  it('fills every placeholder, numbers as text', () => {
    expect(formatMessage('{count} of {total} rows', { count: 3, total: 10 })).toBe('3 of 10 rows');
  });

  it('fills a placeholder each time it appears', () => {
    expect(formatMessage('{name}, then {name}', { name: 'Ada' })).toBe('Ada, then Ada');
  });

  it('keeps a placeholder that has no value', () => {
    expect(formatMessage('Dear {name} of {firm}', { name: 'Ada' })).toBe('Dear Ada of {firm}');
  });

  it('takes only the values given, not inherited object properties', () => {
    expect(formatMessage('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });

  it('inserts values literally (no $ patterns) and leaves other braces alone', () => {
    expect(formatMessage('{a} {b c} {} {{a}}', { a: '$& $1' })).toBe('$& $1 {b c} {} {$& $1}');
  });

  it('fills empty and zero values', () => {
    expect(formatMessage('[{a}][{b}]', { a: '', b: 0 })).toBe('[][0]');
  });
});
