import { describe, expect, it } from 'vitest';
import { documentTitleFor } from './branding';

describe('documentTitleFor', () => {
  it('names the app, the console screen or the product', () => {
    expect(documentTitleFor('/password-management/dashboard')).toBe('Password Guru');
    expect(documentTitleFor('/documents-guru/login')).toBe('Documents Guru');
    expect(documentTitleFor('/dashboard/password-management')).toBe('Client Management · Password Guru');
    expect(documentTitleFor('/dashboard/documents-guru')).toBe('Client Management · Documents Guru');
    expect(documentTitleFor('/dashboard/user')).toBe('Advisor home · Guru Suite');
    expect(documentTitleFor('/admin/firms/f1/clients')).toBe('Provider console · Guru Suite');
    expect(documentTitleFor('/faq')).toBe('Guru Suite');
    expect(documentTitleFor('/administrator')).toBe('Guru Suite');
  });
});
