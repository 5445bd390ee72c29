import { describe, expect, it } from 'vitest';
import { AppType, messages } from '@guru/shared';
import {
  emergencyKitFileName,
  emergencyKitRows,
  emergencyKitText,
  type EmergencyKitData,
} from './emergencyKit';

const kit: EmergencyKitData = {
  firmName: 'Demo Wealth Partners',
  app: AppType.password,
  username: 'Nina',
  email: 'nina@example.com',
  recoveryCode: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ',
  createdAt: new Date(2026, 2, 7, 10, 30),
  origin: 'https://demo.example.com',
};

describe('Emergency Kit', () => {
  it('lists firm, app, username, e-mail, recovery code and date', () => {
    expect(emergencyKitRows(kit)).toEqual([
      [messages.kitFirm, 'Demo Wealth Partners'],
      [messages.kitApp, 'Password Guru'],
      [messages.kitUsername, 'Nina'],
      [messages.kitEmail, 'nina@example.com'],
      [messages.kitRecoveryCode, 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ'],
      [messages.kitDate, '03/07/2026'],
    ]);
  });

  it('writes the same facts, the sign-in address and the advice into the text file', () => {
    const text = emergencyKitText(kit);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Password Guru Emergency Kit');
    expect(lines[1]).toBe('='.repeat(lines[0]!.length));
    expect(lines).toContain(`${messages.kitRecoveryCode}: ABCD-EFGH-JKMN-PQRS-TVWX-YZ`);
    expect(lines).toContain(`${messages.kitFirm}: Demo Wealth Partners`);
    expect(lines).toContain(`${messages.kitUsername}: Nina`);
    expect(lines).toContain(`${messages.kitEmail}: nina@example.com`);
    expect(lines).toContain(`${messages.kitDate}: 03/07/2026`);
    expect(lines).toContain('Sign in at: https://demo.example.com/password-management/login');
    expect(text).toContain(messages.kitIntro);
    expect(text).toContain(messages.kitKeepSafe);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('names the file after the app and a safe form of the username', () => {
    expect(emergencyKitFileName(kit)).toBe('password-guru-emergency-kit-nina.txt');
    expect(emergencyKitFileName({ app: AppType.documents, username: '../Jo Smith!' })).toBe(
      'documents-guru-emergency-kit-jo-smith.txt',
    );
    expect(emergencyKitFileName({ app: AppType.documents, username: '???' })).toBe(
      'documents-guru-emergency-kit-account.txt',
    );
  });
});
