import { describe, expect, it } from 'vitest';
import { AppType, ClientStatus, messages } from '@guru/shared';
import {
  clientDisplayName,
  clientRowActions,
  clientVaultPath,
  formatClientDate,
  offersResendInvite,
  offersSendInvite,
} from './clientRowActions';

describe('client row actions (seed 2.6)', () => {
  it('Active rows: vault, Manage Users and notification in Documents Guru only; Reset Password and Disable in both', () => {
    expect(clientRowActions(ClientStatus.active, AppType.documents)).toEqual([
      'openVault',
      'manageUsers',
      'toggleNotification',
      'resetPassword',
      'legalHold',
      'disable',
    ]);
    expect(clientRowActions(ClientStatus.active, AppType.password)).toEqual([
      'resetPassword',
      'legalHold',
      'disable',
    ]);
  });

  it('Disabled rows restore or delete; Requested and Pending rows delete; an Active row never deletes', () => {
    for (const app of [AppType.password, AppType.documents]) {
      expect(clientRowActions(ClientStatus.disabled, app)).toEqual(['restore', 'legalHold', 'delete']);
      // The firm's staff place no legal hold (the server refuses them too).
      expect(clientRowActions(ClientStatus.disabled, app, { legalHolds: false })).toEqual([
        'restore',
        'delete',
      ]);
      expect(clientRowActions(ClientStatus.active, app, { legalHolds: false })).not.toContain('legalHold');
      expect(clientRowActions(ClientStatus.requested, app)).toEqual(['delete']);
      expect(clientRowActions(ClientStatus.pending, app)).toEqual(['delete']);
      expect(clientRowActions(ClientStatus.active, app)).not.toContain('delete');
    }
  });

  it('only Requested rows offer Send Invite', () => {
    expect(offersSendInvite(ClientStatus.requested)).toBe(true);
    expect(offersSendInvite(ClientStatus.pending)).toBe(false);
    expect(offersSendInvite(ClientStatus.active)).toBe(false);
  });

  it('only Pending rows offer Resend invite', () => {
    expect(offersResendInvite(ClientStatus.pending)).toBe(true);
    for (const status of [ClientStatus.requested, ClientStatus.active, ClientStatus.disabled])
      expect(offersResendInvite(status)).toBe(false);
  });

  it('opens the client vault under /documents-guru/{id}/dashboard', () => {
    expect(clientVaultPath('0b7a')).toBe('/documents-guru/0b7a/dashboard');
  });

  it('names a row by its full name, else its e-mail', () => {
    expect(clientDisplayName({ fullName: 'Casey Client', email: 'c@example.com' })).toBe('Casey Client');
    expect(clientDisplayName({ fullName: ' ', email: 'new@example.com' })).toBe('new@example.com');
  });

  it('dates are MM/DD/YYYY, or None', () => {
    expect(formatClientDate(new Date(2026, 0, 5, 12).toISOString())).toBe('01/05/2026');
    expect(formatClientDate(null)).toBe(messages.dateNone);
    expect(formatClientDate('not a date')).toBe(messages.dateNone);
  });
});
