import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { ServerSecrets } from './infra/crypto/secrets.js';
import type { Mailer } from './infra/mail/mailer.js';
import type { SmsSender } from './infra/sms/sms.js';
import type { EncryptedFileStore } from './infra/storage/encrypted-store.js';
import type { MalwareScanner } from './infra/malware/malware-scanner.js';
import type { OutgoingQueue } from './infra/outgoing/outgoing-queue.js';
import { OutboxRepository } from './infra/outbox/outbox.repository.js';
import { FIRM_LOOKUP_TTL_MS, FirmsRepository } from './modules/firms/firms.repository.js';
import { FirmLookupCache } from './modules/firms/firm-lookup-cache.js';
import { AuditRepository } from './modules/audit/audit.repository.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { SessionsRepository } from './modules/auth/sessions.repository.js';
import { OneTimeCodesRepository } from './modules/one-time-codes/one-time-codes.repository.js';
import { RateWindowsRepository } from './modules/one-time-codes/rate-windows.repository.js';
import { ThrottleRepository } from './modules/attempts/throttle.repository.js';
import { DocumentsRepository } from './modules/documents/documents.repository.js';
import { DocumentFoldersRepository } from './modules/documents/document-folders.repository.js';
import { SharingRepository } from './modules/documents/sharing/sharing.repository.js';
import { UploadsRepository } from './modules/documents/uploads/uploads.repository.js';
import { ClientsRepository } from './modules/clients/clients.repository.js';
import { InvitesRepository } from './modules/invites/invites.repository.js';
import { InvitationSendsRepository } from './modules/invites/invitation-sends.repository.js';
import { NewsletterRepository } from './modules/site/newsletter.repository.js';
import { ContactRepository } from './modules/site/contact.repository.js';
import { AccountRequestsRepository } from './modules/account-requests/account-requests.repository.js';
import { PasswordsRepository } from './modules/passwords/passwords.repository.js';
import { PasswordsTrashRepository } from './modules/passwords/passwords-trash.repository.js';
import { DocumentsListRepository } from './modules/documents/documents-list.repository.js';
import { DocumentActivityRepository } from './modules/documents/documents-activity.repository.js';
import { NotificationsRepository } from './modules/documents/sharing/notifications.repository.js';
import { AccountUnlockRepository } from './modules/auth/account-unlock.repository.js';
import { OnboardingTokensRepository } from './modules/firm-signup/onboarding-tokens.repository.js';
import { SubscriptionsRepository } from './modules/subscriptions/subscriptions.repository.js';
import { EmergencyRepository } from './modules/emergency/emergency.repository.js';
import { PasswordResetsRepository } from './modules/recovery/password-resets.repository.js';
import { TotpRecoveryRepository } from './modules/recovery/totp-recovery.repository.js';
import { PinResetRepository } from './modules/pin-reset/pin-reset.repository.js';
import { TeamRepository } from './modules/team/team.repository.js';
import { IncidentNoticesRepository } from './modules/incident-notices/incident-notices.repository.js';
import { AccessReviewRepository } from './modules/team/access-review.repository.js';
import { FirmExportRepository } from './modules/firm-export/firm-export.repository.js';
import { RetentionRepository } from './modules/retention/retention.repository.js';
import { ProviderFirmsRepository } from './modules/provider/provider-firms.repository.js';
import { SignupRepository } from './modules/signup/signup.repository.js';
import { SignupPhoneRepository } from './modules/signup/signup-phone.repository.js';
import { AccountSettingsRepository } from './modules/account-settings/account-settings.repository.js';
import { OutgoingRepository } from './infra/outgoing/outgoing.repository.js';
import { JobLeasesRepository } from './jobs/job-leases.repository.js';
import { PasskeysRepository } from './modules/passkeys/passkeys.repository.js';
import { DocumentVersionsRepository } from './modules/documents/versions/document-versions.repository.js';
import { DocumentRequestsRepository } from './modules/document-requests/document-requests.repository.js';
import { InboxRepository } from './modules/document-requests/inbox.repository.js';
import { DocumentLinksRepository } from './modules/document-links/document-links.repository.js';

/** Everything a service needs, built once per app instance. */
export interface AppContext {
  config: AppConfig;
  clock: Clock;
  db: Db;
  secrets: ServerSecrets;
  /** Queue the message (infra/outgoing): the row is written before `send` returns, then delivered. */
  mailer: Mailer;
  sms: SmsSender;
  /** The durable queue behind them: a transaction's messages (`batch()`), the worker, the drain. */
  outgoing: OutgoingQueue;
  /** Documents' encrypted file store (created once per app, closed with it). */
  files: EncryptedFileStore;
  /** Checks uploads for malware (clamd, CLAMAV_URL); null when none is configured (ADR 0046). */
  malware: MalwareScanner | null;
  log: FastifyBaseLogger;
  repos: Repositories;
}

export interface Repositories {
  firms: FirmsRepository;
  audit: AuditRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  oneTimeCodes: OneTimeCodesRepository;
  rateWindows: RateWindowsRepository;
  throttle: ThrottleRepository;
  outbox: OutboxRepository;
  documents: DocumentsRepository;
  documentFolders: DocumentFoldersRepository;
  sharing: SharingRepository;
  uploads: UploadsRepository;
  clients: ClientsRepository;
  invites: InvitesRepository;
  invitationSends: InvitationSendsRepository;
  newsletter: NewsletterRepository;
  contact: ContactRepository;
  accountRequests: AccountRequestsRepository;
  passwords: PasswordsRepository;
  passwordsTrash: PasswordsTrashRepository;
  documentsList: DocumentsListRepository;
  documentActivity: DocumentActivityRepository;
  documentNotifications: NotificationsRepository;
  accountUnlocks: AccountUnlockRepository;
  onboardingTokens: OnboardingTokensRepository;
  subscriptions: SubscriptionsRepository;
  emergency: EmergencyRepository;
  passwordResets: PasswordResetsRepository;
  totpRecovery: TotpRecoveryRepository;
  pinReset: PinResetRepository;
  providerFirms: ProviderFirmsRepository;
  team: TeamRepository;
  incidentNotices: IncidentNoticesRepository;
  accessReview: AccessReviewRepository;
  firmExport: FirmExportRepository;
  retention: RetentionRepository;
  signup: SignupRepository;
  signupPhone: SignupPhoneRepository;
  accountSettings: AccountSettingsRepository;
  outgoing: OutgoingRepository;
  jobLeases: JobLeasesRepository;
  passkeys: PasskeysRepository;
  documentVersions: DocumentVersionsRepository;
  documentRequests: DocumentRequestsRepository;
  documentInbox: InboxRepository;
  documentLinks: DocumentLinksRepository;
}

export function createRepositories(db: Db, clock: Clock): Repositories {
  const k = db.kysely;
  return {
    firms: new FirmsRepository(k, new FirmLookupCache(FIRM_LOOKUP_TTL_MS)),
    audit: new AuditRepository(k),
    users: new UsersRepository(k),
    sessions: new SessionsRepository(k),
    oneTimeCodes: new OneTimeCodesRepository(k),
    rateWindows: new RateWindowsRepository(k),
    throttle: new ThrottleRepository(k),
    outbox: new OutboxRepository(k, clock),
    documents: new DocumentsRepository(k),
    documentFolders: new DocumentFoldersRepository(k),
    sharing: new SharingRepository(k),
    uploads: new UploadsRepository(k),
    clients: new ClientsRepository(k),
    invites: new InvitesRepository(k),
    invitationSends: new InvitationSendsRepository(k),
    newsletter: new NewsletterRepository(k),
    contact: new ContactRepository(k),
    accountRequests: new AccountRequestsRepository(k),
    passwords: new PasswordsRepository(k),
    passwordsTrash: new PasswordsTrashRepository(k),
    documentsList: new DocumentsListRepository(k),
    documentActivity: new DocumentActivityRepository(k),
    documentNotifications: new NotificationsRepository(k),
    accountUnlocks: new AccountUnlockRepository(k),
    onboardingTokens: new OnboardingTokensRepository(k),
    subscriptions: new SubscriptionsRepository(k),
    emergency: new EmergencyRepository(k),
    passwordResets: new PasswordResetsRepository(k),
    totpRecovery: new TotpRecoveryRepository(k),
    pinReset: new PinResetRepository(k),
    providerFirms: new ProviderFirmsRepository(k),
    team: new TeamRepository(k),
    incidentNotices: new IncidentNoticesRepository(k),
    accessReview: new AccessReviewRepository(k),
    firmExport: new FirmExportRepository(k),
    retention: new RetentionRepository(k),
    signup: new SignupRepository(k),
    signupPhone: new SignupPhoneRepository(k),
    accountSettings: new AccountSettingsRepository(k),
    outgoing: new OutgoingRepository(k),
    jobLeases: new JobLeasesRepository(k),
    passkeys: new PasskeysRepository(k),
    documentVersions: new DocumentVersionsRepository(k),
    documentRequests: new DocumentRequestsRepository(k),
    documentInbox: new InboxRepository(k),
    documentLinks: new DocumentLinksRepository(k),
  };
}
