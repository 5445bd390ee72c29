/**
 * Texts of subscriptions, firm sign-up, branding, billing and the provider's firm console. The
 * specification has none of these texts: all are ours.
 */
export const subscriptionMessages = {
  // Refusals (API error messages).
  subscriptionInvalid: "Your firm's subscription is not active. Renew it to use the advisor console.",
  // A suspended firm, told to whom it concerns: clients, second users and third parties ask their advisor; the advisor
  // asks the provider, with the reason when it is known (a sign-in reads it; a call of an open session does not).
  firmSuspended:
    "The accounts of your advisor's firm are suspended. Your data is kept; please contact your advisor.",
  firmSuspendedAdvisor:
    "Your firm's accounts are suspended. Their data is kept; please contact Guru Suite support.",
  firmSuspendedByProviderAdvisor:
    "Guru Suite has suspended your firm's accounts. Their data is kept; please contact Guru Suite support.",
  firmSuspendedNotRenewedAdvisor:
    "Your firm's accounts are suspended because its subscription was not renewed. Their data is kept; please contact Guru Suite support to renew it.",
  appNotInPlan: "{app} is not part of your advisor's subscription. Please contact your advisor.",
  inviteAppNotInPlan:
    "{app} is not part of your firm's plan, so your clients could not use it. Change your plan to invite clients to {app}.",
  emailNotConfirmed: 'Please confirm your e-mail address first: open the link we sent you.',
  subdomainInvalid: 'Use 3 to 63 lower-case letters, digits and hyphens (not at the start or the end).',
  subdomainReserved: 'This subdomain is reserved. Please choose another one.',
  subdomainTaken: 'This subdomain is already taken. Please choose another one.',
  subdomainIdn:
    'International (xn--) addresses are not accepted. Please use the letters a to z, digits and hyphens.',
  subdomainPlatformWord:
    'This subdomain contains a word of Guru Suite itself (such as guru, admin, support, login, billing or www). Please choose another one.',
  subdomainConfusable: "This address is too close to an existing firm's address. Please choose another one.",
  emailTaken: 'An advisor account with this e-mail address already exists.',
  linkInvalid: 'This link is invalid, has expired or was already used.',
  planUnknown: 'Please choose a plan.',
  planNotPurchasable: 'This plan cannot be bought online.',
  billingNotConfigured: 'Online payment is not available. Please contact us to renew your subscription.',
  webhookSignatureInvalid: 'The webhook signature is invalid.',
  logoInvalid: 'The logo must be a PNG or JPEG image.',
  logoTooLarge: 'The logo must be at most 1 MB.',
  fieldRequired: 'This field is required',
  periodEndInPast: 'The period end must be in the future.',
  noSubscription: 'This firm has no subscription yet.',
  advisorNotFound: 'No such advisor in this firm.',

  // E-mails.
  confirmEmailSubject: 'Confirm your e-mail address for {firm}',
  confirmEmailText:
    'Hello {name},\n\nThank you for signing up {firm} to Guru Suite. Confirm your e-mail address within 24 hours by opening this link:\n\n{link}\n\nAfterwards sign in at {signInUrl} and set up your authenticator app.\n\nIf you did not sign up, ignore this e-mail.',
  advisorInviteSubject: 'You are invited to set up {firm} on Guru Suite',
  advisorInviteText:
    'Hello {name},\n\nAn account was prepared for you as the advisor of {firm}. Choose your username, password and PIN code within 7 days by opening this link:\n\n{link}\n\nAfterwards sign in at {signInUrl} and set up your authenticator app.',
  staffInviteSubject: 'You are invited to join {firm} on Guru Suite',
  staffInviteText:
    'Hello {name},\n\nAn account was prepared for you as a staff member of {firm}: you will work in Client Management and documents. Choose your username, password and PIN code within 7 days by opening this link:\n\n{link}\n\nAfterwards sign in at {signInUrl} and set up your authenticator app.',
  providerSetupText: 'Set up the provider account "{username}" within 24 hours: {link}',
  renewalNoticeSubject: 'Your Guru Suite subscription ends in {days} days',
  renewalNoticeSubjectOne: 'Your Guru Suite subscription ends tomorrow',
  renewalNoticeText:
    "Hello {name},\n\nThe subscription of {firm} ({plan}) ends on {date}. Renew it before then to keep your clients' access: {link}\n\nIf it is not renewed, the accounts are suspended {graceDays} days after that date, and deleted one year after the suspension.",
  pastDueSubject: 'Your Guru Suite subscription has ended',
  pastDueText:
    'Hello {name},\n\nThe subscription of {firm} ended on {date}. Renew it by {graceDate} to avoid the suspension of every account of the firm: {link}',
  suspendedSubject: 'The accounts of {firm} are suspended',
  suspendedText:
    'Hello {name},\n\nThe subscription of {firm} was not renewed, so every account of the firm is suspended from today. The data is kept for one year and then deleted. Contact us to renew.',
} as const;

/** Every refusal of a firm's address (its field shows it, wherever a firm is created). */
export const subdomainRefusalMessages: readonly string[] = [
  subscriptionMessages.subdomainTaken,
  subscriptionMessages.subdomainConfusable,
  subscriptionMessages.subdomainReserved,
  subscriptionMessages.subdomainPlatformWord,
  subscriptionMessages.subdomainIdn,
  subscriptionMessages.subdomainInvalid,
];
