/** Passkeys (issue 26): Account Settings, the sign-in steps and the e-mails. */
export const passkeysMessages = {
  // Account Settings.
  passkeysTitle: 'Passkeys',
  passkeysIntro:
    'A passkey signs you in with your device’s screen lock instead of a one-time code, and cannot be used on a look-alike site.',
  passkeysNone: 'You have no passkey yet.',
  passkeysAdd: 'Add a passkey',
  passkeysAddPinPrompt: 'Enter your PIN. We will then text a code to your cell phone.',
  passkeysAddCodePrompt:
    'Enter the code we sent to your cell phone {phone}, then follow your device’s prompt.',
  passkeysAddTotpPrompt:
    'Enter the 6-digit code from your authenticator app, then follow your device’s prompt.',
  passkeysTotpCode: 'Authenticator code',
  passkeysCreate: 'Create passkey',
  passkeysName: 'Name',
  passkeysNameRequired: 'Enter a name for this passkey.',
  passkeysDefaultName: 'Passkey',
  passkeysRename: 'Rename',
  passkeysSaveName: 'Save',
  passkeysRemove: 'Remove',
  passkeysRemoveTitle: 'Remove this passkey?',
  passkeysRemovePinPrompt: 'Enter your PIN to remove the passkey “{name}”. It will no longer sign you in.',
  passkeysAdded: 'Your passkey has been added.',
  passkeysRenamed: 'The passkey has been renamed.',
  passkeysRemoved: 'The passkey has been removed.',
  passkeysCreatedAt: 'Added {date}',
  passkeysLastUsed: 'Last used {date}',
  passkeysNeverUsed: 'Not used yet',
  passkeysUnlocksVault: 'Opens your vault',
  passkeysUnlocksVaultHint: 'Signs you in and opens your vault without your master password.',
  passkeysSecondFactorOnly:
    'Second factor only: this device does not support unlocking your vault with a passkey, so you still sign in with your master password.',
  // The same for staff (advisors, the provider's), whose passkey opens no vault of theirs.
  passkeysSignsInAlone: 'Signs in alone',
  passkeysSignsInAloneHint: 'Signs you in without your master password.',
  passkeysStaffSecondFactorOnly:
    'Second factor only: you sign in with your master password, then confirm with this passkey.',
  passkeysUnsupported: 'This browser cannot use passkeys.',
  passkeysCancelled: 'The passkey prompt was closed or timed out. Please try again.',
  passkeysPrfNeedsPassword: 'Enter your master password to let this passkey open your vault.',

  // Sign-in. ("Continue", not "Sign in": the sign-in page keeps one control named Sign In, as the seed has it.)
  passkeySignIn: 'Continue with a passkey',
  passkeyStepTitle: 'Confirm with your passkey',
  passkeyStepText: 'Use the passkey saved on this device or your security key to finish signing in.',
  passkeyStepButton: 'Use passkey',
  passkeyUseCode: 'Use a code instead',
  passkeyNoVaultKey:
    'This passkey is a second factor only. Sign in with your username and master password, then confirm with the passkey.',
  passkeyRequiredTitle: 'Add a passkey',
  passkeyRequiredText: 'Your firm requires a passkey for every advisor and second user. Add one to continue.',

  // Server refusals.
  passkeyRejected: 'This passkey could not be verified. Please try again.',
  passkeyUnknown: 'This passkey is not registered for this account at this address.',
  passkeyChallengeExpired: 'This passkey request has expired. Please try again.',
  passkeyCloned: 'This passkey looks copied and has been refused. Remove it and add a new one.',
  passkeyUserNotVerified: 'Your device did not verify you (screen lock). Please try again.',
  passkeyNotFound: 'Passkey not found.',
  passkeyLimit: 'You have reached the maximum number of passkeys. Remove one first.',
  passkeyAlreadyAdded: 'This passkey is already added to your account.',
  passkeyNotAllowed: 'Your firm requires you to sign in with a passkey.',

  // Firm setting (Client Management settings).
  passkeysClientManagementSettings: 'Client Management settings',
  passkeysRequireLabel: 'Require passkeys for advisors and second users',
  passkeysRequireHint:
    'Every advisor and second user of your firm must sign in with a passkey; those without one are asked to add one.',
  passkeysRequireSaved: 'The passkey requirement has been saved.',

  // E-mails.
  passkeyAddedMailSubject: 'A passkey was added to your account',
  passkeyAddedMailText:
    'Hello {name},\n\nA passkey named “{passkey}” was added to your {firm} account ({username}) on {date} (UTC).\n\nIf you did not do this, remove it in Account Settings and contact {firm} at once.',
  passkeyRemovedMailSubject: 'A passkey was removed from your account',
  passkeyRemovedMailText:
    'Hello {name},\n\nThe passkey named “{passkey}” was removed from your {firm} account ({username}) on {date} (UTC).\n\nIf you did not do this, contact {firm} at once.',
} as const;
