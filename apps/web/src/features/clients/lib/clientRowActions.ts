import { AppType, ClientStatus, advisorDocumentsPath, messages, type ClientRow } from '@guru/shared';
import { formatDateUs } from '../../../lib/format';

/**
 * The actions of a client row (seed section 2.6). Open Client Vault, Manage Users and the e-mail
 * notification toggle belong to Documents Guru: the advisor never sees Password Guru data, so the
 * Password Guru screen does not offer them (ADR 0007).
 */
export const ClientAction = {
  openVault: 'openVault',
  manageUsers: 'manageUsers',
  toggleNotification: 'toggleNotification',
  resetPassword: 'resetPassword',
  disable: 'disable',
  restore: 'restore',
  delete: 'delete',
  /** Place or lift the client's legal hold (ADR 0050). */
  legalHold: 'legalHold',
} as const;
export type ClientAction = (typeof ClientAction)[keyof typeof ClientAction];

/** `legalHolds`: whether the caller may place holds (the firm's advisors; its staff may not, ADR 0051). */
export function clientRowActions(
  status: ClientStatus,
  app: AppType,
  { legalHolds }: { legalHolds: boolean } = { legalHolds: true },
): ClientAction[] {
  const hold = legalHolds ? [ClientAction.legalHold] : [];
  switch (status) {
    case ClientStatus.active:
      return [
        ...(app === AppType.documents
          ? [ClientAction.openVault, ClientAction.manageUsers, ClientAction.toggleNotification]
          : []),
        ClientAction.resetPassword,
        ...hold,
        ClientAction.disable,
      ];
    case ClientStatus.disabled:
      return [ClientAction.restore, ...hold, ClientAction.delete];
    case ClientStatus.requested:
    case ClientStatus.pending:
      return [ClientAction.delete];
  }
}

/** Requested rows (account requests) get the Send Invite button. */
export function offersSendInvite(status: ClientStatus): boolean {
  return status === ClientStatus.requested;
}

/** Pending rows (invited, not signed up yet) get Resend invite: a new invite replaces the open one. */
export function offersResendInvite(status: ClientStatus): boolean {
  return status === ClientStatus.pending;
}

/** The client's vault in Documents Guru (/documents-guru/{id}/dashboard), opened in a new tab. */
export function clientVaultPath(clientId: string): string {
  return advisorDocumentsPath(clientId);
}

/** The name shown for a row (rows invited by e-mail have no name until sign-up). */
export function clientDisplayName(row: Pick<ClientRow, 'fullName' | 'email'>): string {
  return row.fullName.trim() === '' ? row.email : row.fullName;
}

/** MM/DD/YYYY, or "None" when there is no date. */
export function formatClientDate(value: string | null): string {
  if (value === null) return messages.dateNone;
  return formatDateUs(value) || messages.dateNone;
}
