import type { FirmsTable } from './tables/firms.table.js';
import type { UsersTable, UserAppsTable } from './tables/users.table.js';
import type { SessionsTable, ChallengesTable, CodeSendsTable, LoginThrottleTable } from './tables/auth.table.js';
import type { OutboxTable } from './tables/outbox.table.js';
import type { PasswordsFoldersTable, PasswordsItemsTable } from './tables/vault.table.js';
import type { DocumentActivityTable, DocumentFoldersTable, DocumentSharesTable, DocumentUploadsTable, DocumentsTable } from './tables/documents.table.js';
import type { JobLeasesTable } from './tables/jobs.table.js';
import type { DocumentNotificationsTable, DocumentShareInvitesTable } from './tables/sharing.table.js';
import type { AccountRequestsTable, AdvisorSendersTable, InvitesTable, SenderVerificationsTable } from './tables/clients.table.js';

export interface Database {
  firms: FirmsTable;
  users: UsersTable;
  user_apps: UserAppsTable;
  sessions: SessionsTable;
  challenges: ChallengesTable;
  code_sends: CodeSendsTable;
  login_throttle: LoginThrottleTable;
  outbox: OutboxTable;
  vault_folders: PasswordsFoldersTable;
  vault_items: PasswordsItemsTable;
  invites: InvitesTable;
  sender_verifications: SenderVerificationsTable;
  account_requests: AccountRequestsTable;
  advisor_senders: AdvisorSendersTable;
  document_folders: DocumentFoldersTable;
  documents: DocumentsTable;
  document_shares: DocumentSharesTable;
  document_uploads: DocumentUploadsTable;
  document_activity: DocumentActivityTable;
  job_leases: JobLeasesTable;
  document_share_invites: DocumentShareInvitesTable;
  document_notifications: DocumentNotificationsTable;
}
