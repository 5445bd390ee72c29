/** Texts of the account unlock: the lock message, the e-mail with its link and the page that lifts the lock (ADR 0003). */
export const unlockMessages = {
  /** A password step refused by the account-wide lock (known and unknown names alike). */
  accountLockedMailed:
    'Too many failed sign-in attempts on this account from several places. It is locked for a while; its owner has been sent an e-mail with a link to unlock it.',
  mailSubject: 'Your account was locked: unlock it',
  mailText:
    'Someone has typed a wrong password for your {app} account at {firm} many times, from several places, so we locked it to keep it safe. If it was you, or once you are ready to sign in, open this link to unlock your account (it works once, for {hours} hours): {link}\n\nIf you did not try to sign in, your password was not accepted and nothing in your account changed. You may want to choose a stronger password in Account Settings.',
  title: 'Unlock your account',
  intro: 'Your account was locked after many wrong passwords. Unlock it to sign in again with your password.',
  button: 'Unlock my account',
  doneTitle: 'Your account is unlocked',
  doneText: 'You can sign in again now.',
  toLogin: 'Sign in',
  linkInvalid:
    'This unlock link is invalid, expired or already used. Your account unlocks by itself after a while, or with the link of a newer e-mail.',
} as const;
