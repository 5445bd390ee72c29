/** Texts of forgotten passwords (both apps and the consoles) and of the authenticator's recovery codes. */
export const recoveryMessages = {
  // The e-mail step.
  forgotTitle: 'Forgot password?',
  forgotIntro: 'Enter the e-mail address of your account. We will send you a link to reset your password.',
  emailLabel: 'Email',
  sendLink: 'Send reset link',
  backToSignIn: 'Back to sign in',
  linkSentTitle: 'Check your e-mail',
  linkSent:
    'If an account with this e-mail address exists, we have sent it a link to reset the password. The link works once and for one hour.',

  // The link.
  linkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  askNewLink: 'Ask for a new link',
  resetEnded: 'This reset has ended after too many attempts. Please ask for a new link.',

  // Second factor.
  codeTitle: 'Confirm it is you',
  smsIntro: 'We will send a verification code by SMS to your cell phone {phone}.',
  sendCode: 'Send code',
  resendCode: 'Resend code',
  codeSent: 'We sent a 6-digit code to {phone}.',
  codeLabel: 'Verification code',
  totpIntro: 'Enter the 6-digit code of your authenticator app, or one of your recovery codes.',
  totpLabel: 'Authenticator code or recovery code',
  verify: 'Verify',

  // The recovery code (clients).
  recoveryTitle: 'Your Emergency Kit',
  recoveryIntro:
    'Enter the recovery code from your Emergency Kit. It keeps your saved passwords: only this code can open them without your old master password.',
  recoveryCodeLabel: 'Recovery code',
  recoveryCodeMalformed: 'This does not look like a recovery code. Check it against your Emergency Kit.',
  recoveryCodeWrong: 'This recovery code does not open your vault. Check it against your Emergency Kit.',
  recoveryAttemptsLeft: 'Attempts left: {count}',
  continue: 'Continue',
  noRecoveryCode: 'I do not have my recovery code',
  startOverTitle: 'Start over with an empty vault?',
  startOverWarning:
    'Without your recovery code nobody can open your saved passwords, not even your advisor or us. If you continue, every saved password and folder is deleted for good and you start with an empty vault.',
  startOverConfirm: 'I understand: delete my saved passwords and start over',
  startOverCancel: 'Go back',
  startOverButton: 'Start over with an empty vault',

  // The new password.
  newPasswordTitle: 'Choose a new master password',
  newPasswordLabel: 'New master password',
  confirmPasswordLabel: 'Confirm new master password',
  passwordsDoNotMatch: 'The passwords do not match.',
  savePassword: 'Save new password',
  newKitIntro:
    'Your old recovery code no longer works. This is your new Emergency Kit: print or download it and keep it safe.',
  newKitDone: 'I have saved my new Emergency Kit',

  // Done.
  resetDone: 'Your password has been reset. Please sign in with your new password.',

  // E-mails.
  resetMailSubject: 'Reset your {app} password',
  resetMailText:
    'Someone asked to reset the password of your {app} account at {firm}. If it was you, open this link within one hour and follow the steps:\n\n{link}\n\nThe link works once. If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  noticeMailSubject: 'Your {app} password was reset',
  noticeMailText:
    'The password of your {app} account at {firm} was reset on {when} (UTC).{vault}\n\nEvery session that was signed in has been signed out.\n\nIf this was not you, contact your advisor at {firm} at once and reset your password again from the sign-in page.',
  noticeVaultKept: ' Your saved passwords were kept, and your old recovery code no longer works.',
  noticeVaultErased: ' The reset was made without the recovery code, so your saved passwords were deleted.',

  // Authenticator recovery codes.
  totpCodesTitle: 'Authenticator recovery codes',
  totpCodesIntro:
    'If you lose your phone, each of these codes can be used once instead of an authenticator code. They are shown only now: copy, download or print them and keep them safe.',
  totpCodesCopy: 'Copy',
  totpCodesCopied: 'Copied',
  totpCodesDownload: 'Download',
  totpCodesPrint: 'Print',
  totpCodesSaved: 'I have saved my recovery codes',
  totpCodesRemaining: 'Recovery codes left: {count}',
  totpCodesNew: 'Make new recovery codes',
  totpCodesNewIntro:
    'New codes replace every code you have now. Enter the current code of your authenticator app to continue.',
  useRecoveryCode: 'Use a recovery code',
  useAuthenticatorCode: 'Use the authenticator code',
  totpRecoveryCodeWrong: 'This recovery code is wrong or was used already.',
  totpCodesAlreadyMade: 'Your recovery codes were made already. Make a new set from the Security page.',
  securityTitle: 'Security',
} as const;
