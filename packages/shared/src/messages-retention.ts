/** Texts of retention and legal hold (ADR 0050): the settings screen, the client's hold, the refusals, the mail. */
export const retentionMessages = {
  navLink: 'Retention',
  title: 'Retention and legal hold',
  intro:
    'How long your firm keeps the documents of the shared area (Shared with FA) and the audit trail. A document cannot be deleted, by you or by the client, before its retention ends. The private area of a client is theirs alone and not subject to retention. A legal hold is placed on a client from their row in Client Management.',
  documentYears: 'Keep shared documents (years after upload)',
  auditYears: 'Keep the audit trail (years)',
  yearsHint: '0 means no retention; at most {max} years.',
  save: 'Save',
  saved: 'The retention settings are saved.',
  loadFailed: 'The retention settings could not be loaded.',
  // Refusals.
  keptUntil:
    'This document is kept until {date} under your firm’s retention policy and cannot be deleted before. An advisor can hide it from the client instead.',
  onLegalHold:
    'This client is on legal hold: nothing in their shared area can be deleted or moved out of it until the hold is lifted.',
  clientKeptUntil:
    'This client’s shared documents are kept until {date} under your firm’s retention policy: the client cannot be deleted before.',
  clientOnLegalHold: 'This client is on legal hold and cannot be deleted until the hold is lifted.',
  hideOnlyShared: 'Only a document of the shared area can be hidden.',
  // Hiding.
  hide: 'Hide from client',
  unhide: 'Show to client',
  hiddenBadge: 'Hidden from client',
  hideItem: 'Hide {name} from the client',
  unhideItem: 'Show {name} to the client',
  hiddenDone: 'The document is hidden from the client. It is kept and you still see it.',
  unhiddenDone: 'The client sees the document again.',
  // Legal hold on the client's row.
  legalHold: 'Legal hold',
  legalHoldBadge: 'On legal hold',
  placeHold: 'Place on legal hold',
  liftHold: 'Lift legal hold',
  holdReason: 'Reason',
  holdReasonHint: 'Why the client’s documents must be kept (seen by your firm’s advisors only).',
  holdIntro:
    'While the client is on legal hold, nothing in their shared area can be deleted or moved to their private area, by anyone, and they cannot be deleted. A deletion of your firm keeps them.',
  holdPlaced: 'The client is on legal hold.',
  holdLifted: 'The legal hold is lifted.',
  holdSince: 'On hold since {date}: {reason}',
  cancel: 'Cancel',
  // The provider's notice when a firm's deletion was held back.
  keptSubject: 'Firm deletion held back by legal holds: {firm}',
  keptText:
    'The firm {firm} ({subdomain}) was due to be deleted a year after its suspension, but {clients} of its clients are on legal hold, with {documents} documents in their shared areas. Nothing of the firm was deleted: its data, its audit trail and the held documents are kept, and its people cannot sign in. The deletion runs once no client of the firm is on hold.\n\nClients on hold (id, since):\n{list}',
} as const;
