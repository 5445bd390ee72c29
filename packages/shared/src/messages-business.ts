/**
 * Texts of the business side's screens in the web app: firm sign-up, the advisor's subscription and
 * branding, the provider console, and the advisor console's polish (resend invite, sender
 * verification page). All are ours: the specification shows none of these screens' wording.
 */
export const businessMessages = {
  // Client Management: Pending rows.
  resendInvite: 'Resend invite',
  resendInviteTitle: 'Resend the invitation',
  resendInviteNotice: 'A new invitation is e-mailed; the link of the earlier one stops working.',

  // The page opened from the sender verification e-mail.
  senderVerifyPageTitle: 'Sender e-mail address',
  senderVerifyChecking: 'Checking your verification link…',
  senderVerifiedTitle: 'Address verified',
  senderVerifyFailedTitle: 'Link not valid',
  senderVerifyToConsole: 'Go to the advisor console',

  // Firm sign-up (/signup).
  firmSignupTitle: 'Start your free trial',
  firmSignupIntro:
    'Set up your firm on Guru Suite. Your clients get Password Guru and Documents Guru for free, under your firm\'s name and logo.',
  firmSection: 'Your firm',
  firmNameLabel: 'Firm name',
  firmNameHint: 'Shown to your clients on your sign-in pages. You can change it and add your logo later.',
  subdomainLabel: 'Subdomain',
  subdomainHint: 'Lower-case letters, digits and hyphens: the address of your firm\'s site.',
  subdomainAddress: 'Your address: {address}',
  subdomainChecking: 'Checking the subdomain…',
  subdomainAvailable: 'This subdomain is available.',
  advisorSection: 'You, the first advisor',
  advisorPasswordConfirm: 'Confirm Password',
  advisorPinHint: '4 digits, asked each time you sign in.',
  advisorPhoneLabel: 'Mobile Phone',
  advisorPhoneHint: 'A mobile number where we can reach you about your account.',
  planSection: 'Your plan',
  trialBadge: 'Free',
  trialPlanTitle: 'Free trial: {days} days of {plan}',
  trialPlanText: 'During the trial your clients can use {apps}. No payment now: choose your plan in your advisor console before the trial ends.',
  chosenPlanText: 'Chosen on the pricing page: {plan} ({price}).',
  firmSignupSubmit: 'Start my free trial',
  firmSignupCreating: 'Setting up your firm…',
  firmSignupHaveAccount: 'Your firm is already set up? Sign in at your firm\'s address.',
  appsAnd: '{first} and {second}',

  // After the form: the confirmation e-mail.
  checkEmailTitle: 'Check your e-mail',
  checkEmailText: 'We sent a confirmation link to {email}. Open it before {time} to activate {address}.',
  checkEmailNext: 'Then sign in at your firm\'s address: at your first sign-in you set up an authenticator app for your sign-in codes.',
  checkEmailSpam: 'No e-mail after a few minutes? Look in your spam folder, or start again with the right address.',
  startAgain: 'Start again',

  // The confirmation link (/signup/confirm?token=…).
  confirmChecking: 'Confirming your e-mail address…',
  confirmedTitle: 'Your firm is ready',
  confirmedText: 'Your e-mail address is confirmed. Your free trial runs until {date}.',
  confirmedNext: 'Sign in at {address}. At your first sign-in you set up an authenticator app for your sign-in codes.',
  signInToFirm: 'Sign in to your firm',
  linkFailedTitle: 'This link cannot be used',
  confirmFailedNext: 'If the link has expired, please sign up again.',

  // Set-up links: an advisor invited by the provider (/advisor-setup), the first provider admin (/admin/setup).
  linkChecking: 'Checking your link…',
  advisorSetupTitle: 'Set up your advisor account',
  advisorSetupIntro: 'You are invited as an advisor of {firm}. Choose your username, password and PIN code.',
  advisorSetupSubmit: 'Create my account',
  accountReadyTitle: 'Your account is ready',
  providerSetupTitle: 'Set up the provider account',
  providerSetupIntro: 'Choose the password and PIN code of the provider account "{username}" ({email}).',
  providerSetupSubmit: 'Save and continue',
  providerSetupDone: 'The provider account is ready. Sign in to open the provider console; at your first sign-in you set up an authenticator app.',
  signInNow: 'Sign in',

  // The advisor console: subscription.
  subscriptionTitle: 'Subscription',
  statusTrialing: 'Trial',
  statusActive: 'Active',
  statusPastDue: 'Payment due',
  statusCanceled: 'Canceled',
  statusSuspended: 'Suspended',
  planLabel: 'Plan',
  statusLabel: 'Status',
  renewalLabel: 'Renewal date',
  trialEndsLabel: 'Trial ends',
  suspensionLabel: 'Suspended on',
  appsLabel: 'Apps for your clients',
  daysLeft: '{days} days left',
  lastDay: 'Ends today',
  payRenew: 'Pay/Renew',
  payFor: 'Pay {price} for {plan}',
  choosePlan: 'Choose your plan',
  manualBilling: 'Payments are recorded by Guru Suite when the annual invoice is paid. To renew or change your plan, please contact us.',
  mySubscriptionNone: 'Your firm has no subscription yet. Please contact us.',
  subscriptionManage: 'Subscription and payment',
  checkoutSuccess: 'Thank you. Your payment is being confirmed; this page shows it as soon as it is.',
  checkoutCanceled: 'The payment was canceled. Nothing was charged.',
  subscriptionLoadFailed: 'The subscription could not be loaded.',
  backToAdvisorHome: 'Back to the advisor home',

  // The advisor sent away from the console (on /).
  consoleClosedTitle: 'Your advisor console is closed',
  firmSuspendedTitle: 'Your firm is suspended',
  signInAgain: 'Sign in again',
  close: 'Close',

  // The advisor console: branding.
  brandingTitle: 'Branding',
  brandingIntro: "Your firm's name and logo, shown to your clients on your sign-in pages and in their apps.",
  brandingNameLabel: 'Company name',
  brandingSaveName: 'Save name',
  brandingNameSaved: 'The company name has been saved.',
  brandingLogoLabel: 'Logo',
  brandingLogoHint: 'PNG or JPEG, at most 1 MB. A wide logo on a white or transparent background looks best.',
  brandingChooseLogo: 'Choose an image',
  brandingUploadLogo: 'Save logo',
  brandingCancelLogo: 'Keep the current logo',
  brandingLogoSaved: 'The logo has been saved.',
  brandingCurrentLogo: 'Current logo',
  brandingNewLogo: 'New logo (not saved yet)',
  brandingPreviewTitle: 'How your clients see it',
  brandingLink: 'Branding',
} as const;
