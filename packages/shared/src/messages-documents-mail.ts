/**
 * The e-mails of Documents Guru's sharing and upload notifications (all ours: the specification shows
 * none). Placeholders are filled by formatMessage. A mail names only items of the shared area
 * ("Shared with FA"): nothing of a private area is ever put into a mail.
 */
export const documentsMailMessages = {
  itemFile: 'file',
  itemFolder: 'folder',
  // A file or folder shared by an advisor.
  shareMailSubject: '{sharer} shared a {kind} with you',
  /** The recipient already has an account with the firm. */
  shareMailText:
    '{sharer} of {firm} shared the {kind} "{name}" with you in {app}. Sign in to see it under "Share with me":\n\n{link}\n\nYou can view and download it.',
  /** A new e-mail: the link creates a free account that sees only what was shared with it. */
  shareInviteMailText:
    '{sharer} of {firm} shared the {kind} "{name}" with you in {app}. To see it, create your free {app} account with this link (valid for {days} days, it can be used once):\n\n{link}\n\nYou will find it under "Share with me", where you can view and download it. If you were not expecting this e-mail, you can ignore it.',
  /** Someone the firm has invited (or who asked for an account) but who has not signed up yet. */
  shareWaitingMailText:
    '{sharer} of {firm} shared the {kind} "{name}" with you in {app}. You will find it under "Share with me" once your account is set up: please finish signing up with the invitation from {firm}.',
  // Upload notifications (coalesced: one e-mail for a burst of uploads).
  documentCountOne: '1 new document',
  documentCountMany: '{count} new documents',
  moreDocuments: '… and {count} more',
  uploadedForClientSubject: 'Your advisor shared {documents} with you',
  uploadedForClientText:
    'Your advisor at {firm} added {documents} to your Shared with FA documents in {app}:\n\n{names}\n\nSign in to see them:\n\n{link}\n\nYou can turn these e-mails off in your account settings.',
  uploadedByClientSubject: '{client}: {documents}',
  uploadedByClientText:
    "{client} added {documents} to their Shared with FA documents in {app}:\n\n{names}\n\nOpen the client's vault:\n\n{link}\n\nYou receive this e-mail because e-mail notification is enabled for this client in Client Management.",
} as const;
