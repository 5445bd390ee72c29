/** Numbers of the product: lengths, counts, times. */
export const limits = {
  twoFactorCodeLength: 6,
  pinLength: 4,
  passwordMinLength: 8,
  smsCodeValidityMinutes: 10,
  codeMaxFailures: 5,
  codeMaxSendsPerWindow: 4, // per sign-in: the first send plus 3 resends
  codeMaxSendsPerUserWindow: 10, // per user, across sign-ins
  codeSendWindowMinutes: 15,
  pinMaxFailures: 5,
  loginMaxFailures: 5, // wrong passwords for one account from one address before that address is locked out of it
  loginMaxFailuresPerAccount: 50, // wrong passwords for one account from every address before the account locks (an unlock link is mailed)
  accountUnlockHours: 24, // the mailed unlock link works once, this long
  lockoutBaseMinutes: 15,
  lockoutResetHours: 24, // a day without failures forgets the count and the lock escalation
  codeMaxFailuresPerUser: 10, // wrong second-factor codes across sign-ins before the account locks
  pinMaxFailuresPerUser: 10, // wrong PINs across sessions before the account locks (each session allows 5)
  sessionAbsoluteHours: 12,
  defaultPinIdleMinutes: 5,
  defaultLogoutIdleMinutes: 15,
  searchDebounceMs: 400,
  usernameMaxLength: 254,
  qrCodeSizePx: 200,
  heartbeatIntervalMs: 60_000,
} as const;

/** The seeds' "All" page size: every row on one page. */
export const PAGE_SIZE_ALL = -1;

/** Page sizes of the vault table (the seeds' list) and its default, remembered under `perPage`. */
export const passwordsPageSizes = [5, 10, 20, 30, 50, 100, PAGE_SIZE_ALL] as const;
export type PasswordsPageSize = (typeof passwordsPageSizes)[number];
export const passwordsDefaultPageSize: PasswordsPageSize = 10;

/** Password generator popup: length range and default (the seeds' numbers). */
export const generatorLimits = {
  minLength: 8,
  maxLength: 100,
  defaultLength: 10,
} as const;

/** Lengths of the decrypted vault fields, checked in the browser before encryption (ours). */
export const passwordsFieldLimits = {
  nameMaxLength: 200,
  usernameMaxLength: 500,
  websiteMaxLength: 2_048,
  passwordMaxLength: 1_000,
  noteMaxLength: 10_000,
  folderNameMaxLength: 200,
  folderNoteMaxLength: 2_000,
  /** A copied password is wiped from the clipboard after this time if it is still there. */
  clipboardClearMs: 30_000,
  /** Largest spreadsheet accepted by the import (ours; the seeds only restrict the file type). */
  importFileMaxBytes: 10 * 1_048_576,
} as const;

/** Client Management, invites, second users and account requests: the seeds' numbers, and ours where marked. */
export const clientLimits = {
  pageSizes: [5, 10, 20, 30],
  defaultPageSize: 10,
  maxSecondUsers: 5,
  maskedTextLength: 30,
  /** Ours: an invite code is valid this long, and once. */
  inviteValidityDays: 7,
  /** Ours: a sender verification link is valid this long, and once. */
  senderVerifyValidityHours: 24,
  /** Ours: the largest page besides -1 (All), ids per bulk call, field lengths. */
  listMaxLimit: 1_000,
  bulkMax: 1_000,
  nameMaxLength: 100,
  emailMaxLength: 254,
  searchMaxLength: 200,
  inviteTitleMaxLength: 200,
  inviteNoteMaxLength: 5_000,
} as const;

/**
 * Ours: invitation e-mails (client invites, second-user invites, shares with new or known people,
 * sender verification links) per inviting user and per firm, in a burst window and per UTC day, counted
 * before anything is sent (ADR 0030).
 */
export const invitationLimits = {
  burstMinutes: 10,
  perUserBurst: 50,
  perUserDay: 200,
  perFirmBurst: 100,
  perFirmDay: 500,
} as const;
