/** Paths and limits of recovery, apart from its schemas (schemas/recovery.ts re-exports them), so that the router does not load zod. */

/** The API paths of recovery (under API_PREFIX). */
export const recoveryApiPaths = {
  forgotPassword: '/auth/forgot-password',
  resetStatus: '/auth/reset-password/status',
  resetSendCode: '/auth/reset-password/send-code',
  resetVerify: '/auth/reset-password/verify',
  resetRecoveryKey: '/auth/reset-password/recovery-key',
  resetComplete: '/auth/reset-password/complete',
  totpRecoveryCodes: '/auth/totp-recovery-codes',
  totpRecoveryCodesNew: '/auth/totp-recovery-codes/new',
  /** Right after enrolment (session past the authenticator): the first set, once. */
  totpRecoveryCodesFirst: '/auth/totp-recovery-codes/first',
  /** At the authenticator step: a recovery code instead. */
  totpRecoverySignIn: '/auth/totp-recovery-codes/sign-in',
} as const;

/** Console pages of the authenticator's recovery codes. */
export const recoveryWebRoutes = {
  advisorSecurity: '/dashboard/user/security',
  providerSecurity: '/admin/security',
} as const;

/** The longest a client may try recovery codes within one reset (the server hands out recoveryUserKey this often). */
export const recoveryLimits = {
  keyHandoutsPerReset: 5,
  resetLinkValidityMinutes: 60,
  totpRecoveryCodeCount: 10,
} as const;
