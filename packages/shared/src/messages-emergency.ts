/**
 * Texts of the emergency contact (Account Settings) and of emergency access (the contact's pages, the
 * Emergency Access Kit, the e-mails and texts). The section's title and its fields are the seed's; the
 * seed says the contact may be given access if the user is deceased or incapacitated.
 */
export const emergencyMessages = {
  // The seed's section and fields.
  sectionTitle: 'Emergency Contact Person',
  sectionText:
    'Your emergency contact may be given access to your account if you are deceased or incapacitated. The emergency contact may reset your password and PIN, but two-factor still applies.',
  fullName: 'Full Name',
  email: 'Email',
  cellPhone: 'Cell Phone',
  relationship: 'Relationship',
  add: 'Add',
  update: 'Update',
  save: 'Save',
  cancel: 'Cancel',

  // Our own texts: the section.
  none: 'You have not named an emergency contact.',
  waitPeriod: 'Waiting period',
  waitPeriodHint:
    'When your contact asks for access, you are told at once by e-mail and text message and may refuse during this time.',
  waitDays: '{days} days',
  waitOneDay: '1 day',
  remove: 'Remove',
  removeTitle: 'Remove emergency contact',
  removeText: 'Your contact’s Emergency Access Kit stops working at once.',
  changeNote: 'Saving makes a new Emergency Access Kit; the old kit stops working at once.',
  saved: 'Emergency contact saved. Print the Emergency Access Kit and hand it to your contact.',
  removed: 'Emergency contact removed. Their Emergency Access Kit no longer works.',
  passwordToSave: 'Master Password',
  passwordToSaveHint:
    'Enter your master password to make your contact’s Emergency Access Kit (it never leaves this browser).',
  passwordWrong: 'The master password is not correct.',
  phoneMobileOnly: 'Please enter a valid mobile phone number.',
  pendingRequestTitle: 'Your emergency contact asked for access',
  pendingRequestText: 'Access is given on {date} unless you refuse it.',
  refuseAccess: 'Refuse access',
  refused: 'Access refused. Your emergency contact was not given access.',

  // The Emergency Access Kit (printed by the client for the contact).
  kitTitle: 'Emergency Access Kit',
  kitIntro:
    'You were named as the emergency contact of {name}. If {name} dies or can no longer manage the account, this kit lets you ask for access.',
  kitHowTo:
    '1. Open the access link above and enter the kit code. 2. {name} is told at once and may refuse during the waiting period ({wait}). 3. After it, confirm with the code we text to your phone ({phone}), choose a new master password and PIN, and keep the new Emergency Kit.',
  kitLink: 'Access link',
  kitCode: 'Kit code',
  kitFor: 'Account of',
  kitContact: 'Emergency contact',
  kitDate: 'Date',
  kitKeepSafe:
    'Keep this kit private. Anyone with it and your phone could ask for access. We never send this code by e-mail.',
  kitPrint: 'Print',
  kitDownload: 'Download',
  kitSavedCheck: 'I have saved the Emergency Access Kit',
  kitDone: 'Done',
  kitFileHeading: 'Emergency Access Kit',

  // The contact's pages.
  accessTitle: 'Emergency access',
  accessIntro: 'Enter the kit code of the Emergency Access Kit you were given.',
  accessCode: 'Kit code',
  accessSubmit: 'Ask for access',
  accessNoKit: 'This link is not complete. Open the link printed on the Emergency Access Kit.',
  accessWaiting:
    'Your request was sent. The account holder was told and may refuse it. Come back to this page with your kit after {date}.',
  accessRefused: 'The account holder refused access.',
  accessCodeSent: 'The waiting period is over. We sent a code to your cell phone {phone}.',
  accessVerifyCode: '2FA code',
  accessVerify: 'Verify',
  accessResend: 'Send a new code',
  accessNewPasswordTitle: 'Choose a new master password and PIN',
  accessNewPasswordIntro:
    'You now hold the account {username}. Choose the master password and PIN you will sign in with; the vault is kept.',
  accessPassword: 'New Master Password',
  accessPasswordConfirm: 'Confirm New Master Password',
  accessPin: 'New PIN Code',
  accessPinConfirm: 'Confirm New PIN Code',
  accessTakeOver: 'Take over the account',
  accessDone:
    'The account is yours now. Sign in with the username {username}, your new master password, the code texted to your phone and your new PIN.',
  accessSignIn: 'Sign in',
  kitCodeInvalid: 'The kit code is not correct.',
  kitLocked: 'Too many wrong kit codes. Try again later.',
  kitVoid: 'This Emergency Access Kit no longer works.',
  waitingNotOver: 'The waiting period is not over yet.',
  takeoverExpired: 'This step has expired. Open the kit’s link and ask again.',

  // The refuse page (from the client's e-mail or text).
  refuseTitle: 'Refuse emergency access',
  refuseIntro:
    'Your emergency contact asked for access to your account. Refuse it if you did not expect this.',
  refuseButton: 'Refuse access',
  refuseDone: 'Access refused. Your emergency contact was not given access.',
  refuseInvalid:
    'This link is no longer valid. Sign in and open Account Settings to see your emergency contact.',

  // E-mails and texts.
  mailNamedSubject: '{client} named you as emergency contact',
  mailNamedText:
    'Hello {contact},\n\n{client} named you as their emergency contact for {app} at {firm}. {client} will hand you an Emergency Access Kit; keep it safe. You do not need to do anything now.',
  mailClientSubject: 'Emergency access: {event}',
  mailClientText: 'Hello {client},\n\n{event}\n\nEmergency contact: {contact}\nTime: {time}\n\n{action}',
  mailClientRefuse: 'If you did not expect this, refuse access here before {date}: {link}',
  mailClientSettings: 'You can see and change your emergency contact in Account Settings.',
  smsRequested:
    '{firm}: your emergency contact {contact} asked for access to your account. Refuse before {date}: {link}',
  smsCode: '{firm}: your emergency access code is {code}. It expires in 10 minutes.',
  eventContactSaved: 'You saved an emergency contact; a new Emergency Access Kit was made.',
  eventContactChanged:
    'You changed your emergency contact; a new Emergency Access Kit was made and the old kit no longer works.',
  eventContactRemoved: 'You removed your emergency contact; the Emergency Access Kit no longer works.',
  eventRequested: 'Your emergency contact asked for access to your account.',
  eventRefused: 'Access was refused; your emergency contact was not given access.',
  eventWrongKit: 'Someone entered wrong kit codes for your Emergency Access Kit several times.',
  eventCodeSent: 'The waiting period ended and your emergency contact asked for the code to their phone.',
  eventCodeLocked: 'Your emergency contact entered too many wrong codes: the request ended without access.',
  eventReleased:
    'The waiting period ended and your emergency contact confirmed their phone: the emergency key was released.',
  eventTakenOver:
    'Your emergency contact took over the account: a new master password and PIN were set, and every session ended.',
} as const;
