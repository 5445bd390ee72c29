import { describe, expect, it } from 'vitest';
import { messages } from '@guru/shared';
import { addSecondUserEmail, removePendingEmail } from './secondUserEmails';

describe('Manage Users e-mail list', () => {
  it('trims and lower-cases a valid address', () => {
    expect(addSecondUserEmail([], [], '  Jo.Doe@Example.COM ')).toEqual({
      kind: 'added',
      pending: ['jo.doe@example.com'],
    });
  });

  it('refuses an invalid address', () => {
    expect(addSecondUserEmail([], [], 'not-an-email')).toEqual({
      kind: 'invalid',
      message: messages.emailInvalid,
    });
    expect(addSecondUserEmail([], [], '   ')).toMatchObject({ kind: 'invalid' });
  });

  it('silently ignores an address already listed, saved or new, whatever its case', () => {
    expect(addSecondUserEmail(['Saved@Example.com'], [], 'saved@example.com')).toEqual({ kind: 'ignored' });
    expect(addSecondUserEmail([], ['new@example.com'], 'NEW@example.com ')).toEqual({ kind: 'ignored' });
  });

  it('allows five in all, and refuses the sixth with the seeds alert', () => {
    const saved = ['1@example.com', '2@example.com'];
    const pending = ['3@example.com', '4@example.com'];
    const fifth = addSecondUserEmail(saved, pending, '5@example.com');
    expect(fifth.kind).toBe('added');
    const full = fifth.kind === 'added' ? fifth.pending : [];
    expect(addSecondUserEmail(saved, full, '6@example.com')).toEqual({
      kind: 'limit',
      message: messages.maxSecondUsers,
    });
  });

  it('removes a new, unsaved address', () => {
    expect(removePendingEmail(['a@example.com', 'b@example.com'], 'a@example.com')).toEqual([
      'b@example.com',
    ]);
  });
});
