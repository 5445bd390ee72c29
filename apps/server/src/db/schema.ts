import type { FirmsTable } from './tables/firms.table.js';
import type { UsersTable, UserAppsTable } from './tables/users.table.js';
import type { SessionsTable, LoginThrottleTable } from './tables/auth.table.js';
import type { OneTimeCodesTables } from './tables/one-time-codes.table.js';
import type { OutboxTable } from './tables/outbox.table.js';
import type { PasswordsFoldersTable, PasswordsItemsTable } from './tables/vault.table.js';
import type {
  DocumentActivityTable,
  DocumentFoldersTable,
  DocumentSharesTable,
  DocumentUploadsTable,
  DocumentsTable,
} from './tables/documents.table.js';
import type { JobLeasesTable } from './tables/jobs.table.js';
import type { DocumentVersionsTable } from './tables/document-versions.table.js';
import type { DocumentNotificationsTable, DocumentShareInvitesTable } from './tables/sharing.table.js';
import type {
  OnboardingTokensTable,
  PaymentsTable,
  StripeEventsTable,
  SubscriptionNoticesTable,
  SubscriptionsTable,
} from './tables/subscriptions.table.js';
import type { ContactMessagesTable, NewsletterSubscribersTable } from './tables/site.table.js';
import type {
  AccountRequestsTable,
  AdvisorSendersTable,
  InvitesTable,
  SenderVerificationsTable,
} from './tables/clients.table.js';
import type { RecoveryTables } from './tables/recovery.table.js';
import type { PinResetTables } from './tables/pin-reset.table.js';
import type { AccountSettingsTables } from './tables/account-settings.table.js';
import type { EmergencyTables } from './tables/emergency.table.js';
import type { AccountUnlockTables } from './tables/account-unlocks.table.js';
import type { InvitationSendsTables } from './tables/invitation-sends.table.js';
import type { OutgoingMessagesTables } from './tables/outgoing-messages.table.js';
import type { PasskeysTables } from './tables/passkeys.table.js';
import type { DocumentRequestsTables } from './tables/document-requests.table.js';
import type { AuditTables } from './tables/audit.table.js';
import type { IncidentNoticesTables } from './tables/incident-notices.table.js';
import type { TeamTables } from './tables/team.table.js';
import type { RetentionTables } from './tables/retention.table.js';

/** Every table; the account modules (recovery, PIN reset, settings, emergency access) bring their own. */
export interface Database
  extends
    RecoveryTables,
    PinResetTables,
    AccountSettingsTables,
    EmergencyTables,
    AccountUnlockTables,
    InvitationSendsTables,
    OutgoingMessagesTables,
    OneTimeCodesTables,
    PasskeysTables,
    DocumentRequestsTables,
    AuditTables,
    IncidentNoticesTables,
    TeamTables,
    RetentionTables {
  firms: FirmsTable;
  users: UsersTable;
  user_apps: UserAppsTable;
  sessions: SessionsTable;
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
  document_versions: DocumentVersionsTable;
  job_leases: JobLeasesTable;
  document_share_invites: DocumentShareInvitesTable;
  document_notifications: DocumentNotificationsTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  stripe_events: StripeEventsTable;
  subscription_notices: SubscriptionNoticesTable;
  onboarding_tokens: OnboardingTokensTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_messages: ContactMessagesTable;
}
