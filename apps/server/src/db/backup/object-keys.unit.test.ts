import { describe, expect, it } from 'vitest';
import { objectKeysIn } from './backup.js';

describe('the stored objects a backup copies', () => {
  it('are every document and the account photo of every user who has one', () => {
    const keys = objectKeysIn([
      [
        'users',
        [
          { id: 'u1', firm_id: 'f1', photo_updated_at: '2026-11-24T00:00:00.000Z' },
          { id: 'u2', firm_id: 'f1', photo_updated_at: null },
          { id: 'p1', firm_id: null, photo_updated_at: null },
        ],
      ],
      ['documents', [{ id: 'd1', object_key: 'documents/f1/u1/d1' }]],
    ]);
    expect(keys.sort()).toEqual(['documents/f1/u1/account-photo', 'documents/f1/u1/d1']);
  });
});
