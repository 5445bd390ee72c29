import { describe, expect, it } from 'vitest';
import { messages } from '@guru/shared';
import { addShareEmail, canAddShareEmail, removeShareEmail } from './shareEmails';

describe('share e-mail list (seed 001 sections 4 and 5)', () => {
  it('trims and lower-cases an address before adding it', () => {
    expect(addShareEmail([], [], '  Jane.Doe@Example.COM ')).toEqual({
      kind: 'added',
      pending: ['jane.doe@example.com'],
    });
  });

  it('refuses a blank or invalid address', () => {
    expect(addShareEmail([], [], '   ')).toEqual({ kind: 'invalid', message: messages.emailInvalid });
    expect(addShareEmail([], [], 'not-an-email')).toEqual({
      kind: 'invalid',
      message: messages.emailInvalid,
    });
  });

  it('silently ignores an address already listed, new or current', () => {
    expect(addShareEmail([], ['a@example.com'], 'A@example.com')).toEqual({ kind: 'ignored' });
    expect(addShareEmail(['B@Example.com'], [], 'b@example.com ')).toEqual({ kind: 'ignored' });
  });

  it('keeps the Add button disabled while the field is empty', () => {
    expect(canAddShareEmail('')).toBe(false);
    expect(canAddShareEmail('  ')).toBe(false);
    expect(canAddShareEmail('a')).toBe(true);
  });

  it('removes a new address from the list', () => {
    expect(removeShareEmail(['a@example.com', 'b@example.com'], 'a@example.com')).toEqual(['b@example.com']);
  });
});
