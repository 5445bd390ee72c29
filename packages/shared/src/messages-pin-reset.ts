/**
 * Reset PIN (seed 000 "Reset PIN Code screen", "Reset-PIN 2FA screen") and the sign-up's phone
 * confirmation. Texts quoted from the specification are verbatim; the others are ours.
 */
export const pinResetMessages = {
  // The specification's.
  title: 'Reset PIN Code',
  intro: 'Enter your new 4-digit PIN.',
  submit: 'Reset PIN code',
  verifyButton: 'Verify',
  // Ours.
  newPinLabel: 'New PIN',
  confirmPinLabel: 'Confirm new PIN',
  pinRequired: 'Please enter a 4-digit PIN.',
  pinMismatch: 'The PIN codes do not match.',
  verifyTitle: 'Confirm your new PIN',
  verifyText: 'Enter the 6-digit code we sent to your mobile device to confirm the PIN change.',
  resend: 'Send a new code',
  codeResent: 'A new code has been sent to your phone.',
  doneTitle: 'Your PIN has been reset',
  doneTextSignedIn: 'Your new PIN now opens your account. Enter it to continue.',
  doneTextEmail: 'Your new PIN now opens your account. Sign in to continue.',
  continueToPin: 'Enter my PIN',
  continueToLogin: 'Sign in',
  attemptsExceeded: 'Too many wrong codes. Please start the PIN reset again.',
  noReset: 'There is no PIN reset waiting for a code. Please start again.',
  linkInvalid: 'This PIN reset link is invalid or has expired. Please ask for a new one.',
  emailTitle: 'Reset your PIN by e-mail',
  emailText:
    'Enter the e-mail address of your account. We will send you a link to set a new PIN; the change is confirmed with a code sent to your phone.',
  emailLabel: 'E-mail',
  emailSubmit: 'Send me a link',
  emailSent:
    'If an account uses this e-mail, a link to reset the PIN is on its way. It works once, for one hour.',
  backToLogin: 'Back to sign in',
  mailSubject: 'Reset your PIN',
  mailText:
    'A PIN reset was asked for your {app} account at {firm}.\n\nOpen this link within {hours} hour to choose a new PIN; a code sent to your phone confirms it:\n{link}\n\nIf you did not ask for this, ignore this e-mail: your PIN stays as it is.',
  smsText:
    '{firm}: your code to confirm your new PIN is {code}. It expires in {minutes} minutes. Never share it.',
  resetNotForAdvisors: 'Advisors and the provider reset their PIN with their advisor.',
  // Sign-up: the cell phone confirmed by an SMS code.
  signupPhoneTitle: 'Confirm your cell phone',
  signupPhoneText: 'Enter the 6-digit code we sent to {phone} to confirm your cell phone.',
  signupPhoneVerify: 'Confirm and create my account',
  signupPhoneNotConfirmed: 'Please confirm your cell phone with the code we send to it.',
  signupPhoneSmsText:
    '{firm}: your code to confirm this phone for your new account is {code}. It expires in {minutes} minutes. Never share it.',
  signupPhoneAttemptsExceeded: 'Too many wrong codes. Please ask for a new code.',
} as const;
