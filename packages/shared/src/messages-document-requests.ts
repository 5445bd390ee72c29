/**
 * Texts of document requests, the advisor's inbox and links for outsiders (all ours: the specification
 * shows none). Placeholders are filled by formatMessage. A mail or page names only items of the shared
 * area ("Shared with FA"): nothing of a private area is ever put into one.
 */
export const documentRequestsMessages = {
  // Advisor: asking a client.
  requestsTitle: 'Document requests',
  newRequest: 'Request documents',
  requestTitleLabel: 'Title',
  requestTitleRequired: 'Title is required',
  requestNoteLabel: 'Note',
  requestDueLabel: 'Due date',
  requestDueRequired: 'Due date is required',
  requestDueInPast: 'The due date cannot be in the past.',
  requestItemsLabel: 'Documents asked for',
  requestItemPlaceholder: 'e.g. Last year’s tax return',
  requestItemsRequired: 'Ask for at least one document',
  addItem: 'Add document',
  removeItem: 'Remove',
  templatesLabel: 'From saved templates',
  saveAsTemplate: 'Save as template',
  templateSaved: 'Template saved',
  templateExists: 'A template with this name exists already',
  sendRequest: 'Send request',
  requestSent: 'Request sent to {client}',
  cancelRequest: 'Cancel request',
  requestCancelled: 'Request cancelled',
  requestNotOpen: 'This request is no longer open.',
  clientColumn: 'Client',
  dueColumn: 'Due',
  stateColumn: 'State',
  progressColumn: 'Received',
  progress: '{done} of {total}',
  stateOpen: 'Open',
  stateOverdue: 'Overdue',
  stateCompleted: 'Completed',
  stateCancelled: 'Cancelled',
  filterAll: 'All',
  requestsEmpty: 'No document requests yet.',
  loadMore: 'Load more',
  loadFailed: 'The requests could not be loaded.',
  // Client: fulfilling.
  clientRequestsTitle: 'Your advisor asks for documents',
  clientRequestDue: 'Due {date}',
  itemReceived: 'Received: {name}',
  uploadForItem: 'Upload',
  itemFulfilled: 'Thank you: {name} was sent to your advisor',
  documentNotShared: 'Only a document in Shared with FA can answer a request.',
  // Activity lines.
  activityRequestFulfilled: 'for "{title}": {item}',
  activityRequestCompleted: 'request "{title}" completed',
  // Reminder e-mails (coalesced: one e-mail per client and run for every request due).
  reminderSubjectBefore: 'Reminder: {firm} is waiting for documents',
  reminderSubjectAfter: 'Overdue: {firm} is still waiting for documents',
  reminderText:
    '{firm} asked you for documents in {app}:\n\n{lines}\n\nSign in and upload them under "Shared with FA":\n\n{link}\n\nThis reminder stops once every document is received.',
  reminderLine: '- {title} (due {date}): {items}',
  requestMailSubject: '{firm} asks you for documents',
  requestMailText:
    '{firm} asked you for documents in {app}: "{title}", due {date}.\n\n{items}\n\n{note}Sign in and upload them under "Shared with FA":\n\n{link}',
} as const;

export const documentInboxMessages = {
  title: 'Inbox',
  subtitle: 'Latest uploads, downloads and completed requests across your clients (Shared with FA only).',
  filterClient: 'Client',
  filterAllClients: 'All clients',
  filterAction: 'What',
  filterAllActions: 'Everything',
  actionUpload: 'Uploads',
  actionDownload: 'Downloads',
  actionRequestCompleted: 'Completed requests',
  empty: 'Nothing yet.',
  loadFailed: 'The inbox could not be loaded.',
} as const;

export const documentLinksMessages = {
  // Advisor.
  sendLink: 'Send a link',
  linkTitle: 'Link for {name}',
  linkIntro:
    'Anyone at this e-mail address can view and download it without an account: a code is e-mailed to them when they open the link.',
  linkEmail: 'E-mail address',
  linkExpiresDays: 'Expires after (days)',
  linkDownloadLimit: 'Download limit (optional)',
  linkSend: 'Send link',
  linkSent: 'Link sent to {email}',
  linkRevoke: 'Revoke',
  linkRevoked: 'Link revoked',
  linksExisting: 'Links sent',
  linkStateActive: 'Active until {date}',
  linkStateExpired: 'Expired',
  linkStateRevoked: 'Revoked',
  linkDownloads: '{count} downloads',
  linkDownloadsOfLimit: '{count} of {limit} downloads',
  linkSharedOnly: 'Only a file or folder in Shared with FA can be sent by link.',
  // Outsider.
  openTitle: '{firm} shared documents with you',
  openIntro: 'To open them, we e-mail a code to {email}.',
  sendCode: 'E-mail me a code',
  codeSent: 'We e-mailed a code to {email}. Enter it below.',
  codeLabel: 'Code',
  verify: 'Open',
  wrongCode: 'The code is wrong or has expired.',
  codeUsedUp: 'Too many wrong codes: ask for a new one.',
  linkUnavailable: 'This link has expired or was revoked. Ask the sender for a new one.',
  downloadLimitReached: 'This link’s download limit is reached.',
  sessionEnded: 'Your access ended: open the link again.',
  filesTitle: 'Files',
  download: 'Download',
  expiresOn: 'Available until {date}',
  // Mails.
  linkMailSubject: '{sender} of {firm} shared documents with you',
  linkMailText:
    '{sender} of {firm} shared the {kind} "{name}" with you. Open it with this link (until {date}); a code will be e-mailed to you when you open it:\n\n{link}\n\nNo account is needed. If you were not expecting this e-mail, you can ignore it.',
  codeMailSubject: 'Your code for the documents of {firm}',
  codeMailText: 'Your code is {code}. It is valid for {minutes} minutes. Do not share it.',
  // Activity lines.
  activityLinkSent: 'link sent to {email}',
  activityLinkOpened: 'link opened by {email}',
  activityLinkDownload: 'by link: {email}',
  activityLinkRevoked: 'link of {email} revoked',
} as const;
