import { describe, expect, it } from 'vitest';
import { receivedCount, shownState } from './requestState';

describe('a request as shown', () => {
  it('is overdue once its due date has passed while open', () => {
    expect(shownState({ state: 'open', dueDate: '2026-03-10' }, '2026-03-10')).toBe('open');
    expect(shownState({ state: 'open', dueDate: '2026-03-10' }, '2026-03-11')).toBe('overdue');
    expect(shownState({ state: 'completed', dueDate: '2026-03-10' }, '2026-03-11')).toBe('completed');
  });

  it('counts its items received', () => {
    const item = (fulfilledAt: string | null) => ({
      id: 'i',
      name: 'n',
      documentId: null,
      documentName: null,
      fulfilledAt,
    });
    expect(receivedCount({ items: [item(null), item('2026-03-01T00:00:00Z')] })).toEqual({
      done: 1,
      total: 2,
    });
  });
});
