/**
 * Texts of the sign-up by invite and account request screens (both apps), and of the Emergency Kit.
 * Part of `messages`; texts quoted from the specification are verbatim.
 */
export const signupMessages = {
  // Specification texts (verbatim).
  signupTitlePassword: 'Sign up for your free Password Guru account.',
  signupTitleDocuments: 'Sign up for your free Documents Guru account.',
  signupButton: 'Sign Up',
  signupDisclosureLink: 'Disclosure',
  disclosureTitle: 'Client Disclosure',
  disclosureSecurityDetails: 'Security Details',
  disclosureDone: 'Done',
  signupSuccessTitle: 'Sign-up Successful!',
  signupSuccessPasswordText:
    'You may begin entering and managing your passwords. Go to password management and enjoy it!',
  documentsSharedWithFa: 'Shared with FA',
  documentsPrivate: 'Private Documents',
  requestSubmit: 'Submit Request',
  requestSubmittedTitle: 'Request Submitted',
  requestNoticeTitle: 'Notice',
  signupOk: 'OK',

  // Our own texts: the sign-up form.
  signupIntro: 'Your advisor invited you. Fill in your details and choose your master password and PIN code.',
  signupCheckingInvite: 'Checking your invitation…',
  signupFirstName: 'First Name',
  signupLastName: 'Last Name',
  signupUsername: 'Username',
  signupEmail: 'Email',
  signupPassword: 'Master Password',
  signupPasswordConfirm: 'Confirm Master Password',
  signupPasswordHint:
    'At least 8 characters with an upper-case letter, a lower-case letter and a number. Symbols (!@#$%^&*) make it stronger. Nobody can recover it for you: keep it safe.',
  signupPin: 'PIN Code',
  signupPinConfirm: 'Confirm PIN Code',
  signupPinHint: '4 digits, asked each time you sign in and before you view or change your data.',
  signupPhone: 'Cell Phone',
  signupPhoneHint: 'Your sign-in codes are sent to this number by text message.',
  signupRecoverPhone: 'Recovery Cell Phone (optional)',
  signupRecoverPhoneHint: 'Used for sign-in codes if you change your cell phone.',
  signupTermsBefore: 'I have read and accept the terms of the',
  signupFieldRequired: 'Please input your {field}!',
  signupFieldTooLong: 'At most {max} characters',
  signupPasswordRule:
    'The password needs at least 8 characters with an upper-case letter, a lower-case letter and a number.',
  signupPasswordMismatch: 'The two passwords do not match.',
  signupPinMismatch: 'The two PIN codes do not match.',
  signupCreating: 'Creating your account and its encryption keys…',
  signupPhoneCountry: 'Country',

  // Our own texts: the Client Disclosure modal ({app}: the app's name, {firm}: the advisor's firm).
  disclosureFree: '{app} is provided to you free of charge by your financial advisor, {firm}.',
  disclosureNoGuarantee:
    '{app} uses strong encryption and careful security measures, but no software is impenetrable and no system can be guaranteed to be completely secure.',
  disclosureResponsibility:
    'By using {app} you accept full responsibility for its use and for the information you keep in it, and you hold the parent company of {app} and your financial advisor harmless from any loss or damage that may result.',
  disclosurePrivacyPassword:
    'Your financial advisor cannot see your password data: it is encrypted on your device before it is stored, and only your master password opens it.',
  disclosurePrivacyDocuments:
    'Your financial advisor sees only the documents you place in "Shared with FA". Documents in "Private Documents" are visible only to you and the other users of your account (second users).',
  // A third party (someone a file or folder was shared with) has no advisor of their own and no documents of their own.
  disclosureFreeThirdParty:
    '{app} is provided to you free of charge by {firm}, so that documents can be shared with you.',
  disclosureResponsibilityThirdParty:
    'By using {app} you accept full responsibility for its use, and you hold the parent company of {app} and {firm} harmless from any loss or damage that may result.',
  disclosurePrivacyThirdParty:
    'You see only the files and folders shared with you, in "Share with me", where you can view and download them. You keep no documents of your own in {app}.',
  disclosureMore: 'How your data is protected:',
  disclosureAccept: 'I have read and accept this disclosure.',

  // Our own texts: the Emergency Kit (shown once after sign-up).
  kitTitle: 'Your Emergency Kit',
  kitIntro:
    'Your recovery code is shown only this once. If you forget your master password, it is the only way to set a new one without losing your encrypted data: nobody else, not your advisor and not us, can open your account for you.',
  kitKeepSafe:
    'Print it or download it, and keep it somewhere safe and private. Do not keep it in this app or next to your password.',
  kitFirm: 'Advisor firm',
  kitApp: 'App',
  kitUsername: 'Username',
  kitEmail: 'Email',
  kitRecoveryCode: 'Recovery code',
  kitDate: 'Created on',
  kitPrint: 'Print',
  kitDownload: 'Download as text file',
  kitSaved: 'I have saved my Emergency Kit',
  kitContinue: 'Continue',
  kitFileHeading: '{app} Emergency Kit',
  kitFileSignIn: 'Sign in at: {url}',

  // Our own texts: the document vault's success modal and the sign-in that follows sign-up.
  signupSuccessDocumentsText:
    'Your Documents Guru account is ready. Your documents are kept in two sections:',
  signupSuccessSharedExplained:
    'documents you and your financial advisor share: both of you can upload and download them.',
  signupSuccessPrivateExplained:
    'documents only you and the other users of your account (second users) can see. Your advisor cannot see this section.',
  signupSuccessThirdPartyText:
    'Your Documents Guru account is ready. The files and folders shared with you are in "Share with me": you can view and download them there.',
  signupSignInNotice: 'Your account is ready. Please sign in.',

  // Our own texts: an invite for a person who already has an account.
  alreadyRegisteredTitle: 'You already have an account',
  alreadyRegisteredHow:
    'Sign in to {other} as usual. Your invitation is then accepted and {app} is added to your account; you sign in to {app} with the same username, password and PIN code.',
  alreadyRegisteredSignIn: 'Sign in to {other}',
  inviteAcceptedTitle: 'Invitation accepted',
  inviteAcceptedText:
    '{app} has been added to your account. Sign in to {app} with the same username, password and PIN code.',
  inviteAcceptedOpen: 'Go to {app}',
  inviteAcceptedLater: 'Later',

  // Our own texts: the account request form.
  requestTitlePassword: 'Request a free Password Guru Account',
  requestIntro: 'Your request goes to the financial advisor of this site, who decides on it.',
  requestFirstName: 'First Name',
  requestLastName: 'Last Name',
  requestEmail: 'Email',
  requestPhone: 'Mobile Phone (optional)',
  requestRelationship: 'Relationship',
  requestSubmittedText:
    'Your request has been sent to your financial advisor. Once it is approved, you will receive a notification and login instructions by e-mail.',
  requestBack: 'Back',
} as const;
