/** Numbers of subscriptions, firm onboarding and branding (all ours: the specification has none but "annual" and "one year"). */
export const subscriptionLimits = {
  /** A signed-up firm's trial, from the e-mail confirmation. */
  trialDays: 30,
  /** After the period end: past_due this long, then suspended. */
  graceDays: 14,
  /** A suspended firm and all its data are deleted this long after the suspension. */
  deleteAfterSuspendedDays: 365,
  /** Renewal warnings to the firm's advisors, days before the period end (each sent once). */
  noticeDaysBefore: [30, 7, 1],
  /** The firm sign-up's e-mail confirmation link. */
  confirmLinkHours: 24,
  /** An unconfirmed sign-up frees its subdomain this long after its link expired. */
  unconfirmedSignupKeepHours: 48,
  /** An advisor invited by the provider sets up their account within this. */
  advisorInviteDays: 7,
  /** The first provider admin's set-up link. */
  providerSetupHours: 24,
  logoMaxBytes: 1_048_576,
} as const;
