import { describe, expect, it } from 'vitest';
import { isoDay, keptUntil, latestRetentionEnd, type RetainedDocument } from './retention-rules.js';

const doc = (id: string, area: 'private' | 'shared', created_at: string): RetainedDocument => ({
  id,
  firm_id: 'f',
  client_id: 'c',
  area,
  created_at,
});

describe('retention rules (ADR 0050)', () => {
  it('keeps a document until its upload plus the period, in UTC calendar years', () => {
    expect(keptUntil('2026-11-27T14:43:00.000Z', 6).toISOString()).toBe('2032-11-27T14:43:00.000Z');
    // A leap day rolls to the next day in a common year.
    expect(isoDay(keptUntil('2024-02-29T10:00:00.000Z', 1))).toBe('2025-03-01');
  });

  it('answers the latest end among shared documents still retained, ignoring the private area and a period of 0', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const docs = [
      doc('old', 'shared', '2020-01-01T00:00:00.000Z'),
      doc('a', 'shared', '2026-03-01T00:00:00.000Z'),
      doc('b', 'shared', '2027-05-02T00:00:00.000Z'),
      doc('p', 'private', '2029-12-31T00:00:00.000Z'),
    ];
    expect(latestRetentionEnd(docs, 6, now)?.toISOString()).toBe('2033-05-02T00:00:00.000Z');
    expect(latestRetentionEnd(docs, 0, now)).toBeNull();
    expect(latestRetentionEnd([docs[0]!, docs[3]!], 6, now)).toBeNull();
    // The end itself is outside the retention.
    expect(latestRetentionEnd([doc('x', 'shared', '2024-01-01T00:00:00.000Z')], 6, now)).toBeNull();
  });
});
