import { describe, expect, it } from 'vitest';
import { AppType } from '@guru/shared';
import { inviteDefaults } from './inviteDefaults';

describe('invite defaults', () => {
  it('the Password Guru subject names the company; the apps differ', () => {
    const password = inviteDefaults(AppType.password, 'Demo Wealth Partners', 'a@example.com');
    const documents = inviteDefaults(AppType.documents, 'Demo Wealth Partners');
    expect(password.email).toBe('a@example.com');
    expect(password.title).toContain('Demo Wealth Partners');
    expect(password.title).not.toBe(documents.title);
    expect(password.note).not.toBe(documents.note);
    expect(documents.email).toBe('');
  });
});
