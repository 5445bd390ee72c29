import { describe, expect, it } from 'vitest';
import { messages } from '@guru/shared';
import { canAddEmail, checkNewEmail, normaliseEmail, removeEmail } from './emailList';

describe('e-mail list rules', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(checkNewEmail([], [], ' Ann@Example.COM')).toEqual({ kind: 'new', email: 'ann@example.com' });
  });

  it('refuses a blank or invalid address with the shared message', () => {
    for (const input of ['', '   ', 'not-an-email'])
      expect(checkNewEmail([], [], input)).toEqual({ kind: 'invalid', message: messages.emailInvalid });
  });

  it('ignores an address already listed, saved (any case) or new', () => {
    expect(checkNewEmail(['Ann@Example.com'], [], 'ann@example.com')).toEqual({ kind: 'ignored' });
    expect(checkNewEmail([], ['bob@example.com'], 'BOB@example.com ')).toEqual({ kind: 'ignored' });
  });

  it('allows Add only for a non-blank field, and removes a new address', () => {
    expect(canAddEmail(' ')).toBe(false);
    expect(canAddEmail('a')).toBe(true);
    expect(removeEmail(['a@x.io', 'b@x.io'], 'a@x.io')).toEqual(['b@x.io']);
  });
});
