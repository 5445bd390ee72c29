import { describe, expect, it } from 'vitest';
import * as shared from './index.js';

/** Every text the package exports, nested objects included. */
function texts(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((inner) => texts(inner, seen));
}

describe('counted texts', () => {
  const all = texts(
    Object.fromEntries(Object.entries(shared).filter(([name]) => /messages|Messages/.test(name))),
  );

  it('are read from every message object', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it('agree in number: no plural noun with "has", no "(s)" plural', () => {
    expect(
      all.filter((text) => /\b(passwords|documents|files|folders|entries|users|clients) has\b/i.test(text)),
    ).toEqual([]);
    expect(all.filter((text) => /\w\(s\)/.test(text))).toEqual([]);
  });
});
