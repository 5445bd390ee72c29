/**
 * Texts of Account Settings (both apps) and the user menu. Texts quoted from the specification are
 * verbatim ("Your Info", "Optional"); the others are ours.
 */
export const accountSettingsMessages = {
  // Specification texts (verbatim).
  settingsYourInfo: 'Your Info',
  settingsOptional: 'Optional',

  // User menu.
  userMenuAccountSettings: 'Account settings',
  userMenuLogOut: 'Log out',

  // Page.
  settingsTitle: 'Account Settings',
  settingsBackToDashboard: 'Back to the dashboard',
  settingsLoadFailed: 'Your account settings could not be loaded. Please try again.',
  settingsSaved: 'Your changes have been saved.',
  settingsSavedTitle: 'Saved',
  settingsSave: 'Save',
  settingsCancel: 'Cancel',
  settingsContinue: 'Continue',

  // Your Info.
  settingsPhoto: 'Photo',
  settingsPhotoHint: 'A png or jpeg image of at most 5 MB.',
  settingsPhotoUpload: 'Upload a photo',
  settingsPhotoChange: 'Change photo',
  settingsPhotoUploaded: 'Your photo has been updated.',
  settingsPhotoAlt: 'Your photo',
  settingsPhotoWrongType: 'Please choose a png or jpeg image.',
  settingsPhotoTooLarge: 'The photo must be at most 5 MB.',
  settingsPhotoTooWide: 'The photo must be at most 200 × 200 pixels.',
  settingsPhotoUnreadable: 'This image could not be read. Please choose another png or jpeg image.',
  settingsFirstName: 'First Name',
  settingsLastName: 'Last Name',
  settingsUsername: 'Username',
  settingsEmail: 'Email',
  settingsNameRequired: 'Please enter your first and last name.',
  settingsNotifyByEmail: 'Notification by e-mail',
  settingsNotifyByEmailHint: 'Receive e-mails about activity in your account.',
  settingsAlternatePhone: 'Alternate phone',
  settingsAlternatePhoneHint: 'Used for 2FA texts when your cell phone changes. Mobile numbers only.',
  settingsAlternatePhoneSameAsCell: 'The alternate phone must differ from your cell phone.',

  // Cell phone change.
  settingsCellPhone: 'Cell phone',
  settingsChangeCellPhone: 'Change cell phone',
  settingsNewCellPhone: 'New cell phone',
  settingsPhoneUnchanged: 'This is already your cell phone.',
  settingsPhoneCodesSent:
    'We sent a 6-digit code to your current cell phone{alternate} and another to the new number.',
  settingsPhoneCodesSentAlternate: ' (and your alternate phone)',
  settingsCodeOldPhone: 'Code sent to your current cell phone',
  settingsCodeNewPhone: 'Code sent to the new cell phone',
  settingsPhoneChanged: 'Your cell phone has been changed.',

  // Security.
  settingsSecurity: 'Security',
  settingsChangePassword: 'Change master password',
  settingsChangePasswordIntro:
    'Enter your current master password. We will then text a code to your cell phone.',
  settingsCurrentPassword: 'Current master password',
  settingsNewPassword: 'New master password',
  settingsConfirmNewPassword: 'Confirm new master password',
  settingsPasswordsDiffer: 'The passwords do not match.',
  settingsPasswordWrong: 'The current master password is wrong.',
  settingsPasswordChanged: 'Your master password has been changed. You have been signed out everywhere else.',
  settingsChangePin: 'Change PIN',
  settingsChangePinIntro: 'Enter your current PIN. We will then text a code to your cell phone.',
  settingsCurrentPin: 'Current PIN',
  settingsNewPin: 'New PIN',
  settingsConfirmNewPin: 'Confirm new PIN',
  settingsPinsDiffer: 'The PIN codes do not match.',
  settingsPinChanged: 'Your PIN has been changed.',
  settingsSmsCode: 'Code sent by SMS',
  settingsSmsCodeSent: 'We sent a 6-digit code to your cell phone {phone}.',
  settingsResendCode: 'Send a new code',
  settingsWorking: 'Working…',

  // Recovery code.
  settingsRecoveryCode: 'New recovery code',
  settingsRecoveryCodeIntro:
    'Make a new Emergency Kit. Your current recovery code stops working at once: keep only the new kit.',
  settingsRecoveryCodeButton: 'Make a new Emergency Kit',
  settingsRecoveryPinPrompt: 'Enter your PIN to make a new Emergency Kit.',
  settingsRecoveryNeedsPassword: 'Enter your master password to open your vault key.',
  settingsRecoveryNoVault: 'Your account has no vault key yet.',
  settingsRecoveryDone: 'Your new recovery code is active. The old one no longer works.',

  // Idle times.
  settingsIdleTimes: 'Idle times',
  settingsIdleIntro: 'Recommended: PIN lock after 5-10 minutes, logout after 10-30 minutes.',
  settingsPinIdle: 'PIN lock after (minutes)',
  settingsLogoutIdle: 'Log out after (minutes)',
  settingsPinIdleRange: 'The PIN lock time must be between {min} and {max} minutes.',
  settingsLogoutIdleRange: 'The logout time must be between {min} and {max} minutes.',
  settingsIdleOrder: 'The logout time must be longer than the PIN lock time.',

  // Step state on the server.
  settingsStepExpired: 'This step has expired. Please start again.',

  // E-mails and texts.
  settingsSmsText:
    '{firm}: your Guru Suite verification code is {code}. It expires in {minutes} minutes. Never share it.',
  settingsPasswordMailSubject: 'Your master password was changed',
  settingsPasswordMailText:
    'Hello {name},\n\nThe master password of your {firm} account ({username}) was changed on {date} (UTC). Every other session has been signed out.\n\nIf you did not do this, contact {firm} at once.',
  settingsPhoneMailSubject: 'Your cell phone was changed',
  settingsPhoneMailText:
    'Hello {name},\n\nThe cell phone of your {firm} account ({username}) was changed to a number ending in {last4} on {date} (UTC).\n\nIf you did not do this, contact {firm} at once.',
  settingsPinMailSubject: 'Your PIN was changed',
  settingsPinMailText:
    'Hello {name},\n\nThe PIN of your {firm} account ({username}) was changed on {date} (UTC).\n\nIf you did not do this, contact {firm} at once.',
  settingsRecoveryMailSubject: 'Your recovery code was replaced',
  settingsRecoveryMailText:
    'Hello {name},\n\nA new Emergency Kit was made for your {firm} account ({username}) on {date} (UTC). The previous recovery code no longer works.\n\nIf you did not do this, contact {firm} at once.',
} as const;
