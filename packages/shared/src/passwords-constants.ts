/**
 * Texts and sizes of the vault API, apart from its schemas (schemas/passwords.ts re-exports them), so that a
 * page that needs only these constants does not load zod.
 */

/** Texts of the vault API (ours; the specification leaves them open). */
export const passwordsMessages = {
  invalidEnvelope: 'Encrypted data is malformed.',
  envelopeTooLarge: 'Encrypted data is too large.',
  invalidId: 'Id must be a lower-case UUID v4.',
  duplicateId: 'An entry with this id already exists.',
  duplicateFolderId: 'A folder with this id already exists.',
  duplicateIdsInRequest: 'The same id appears more than once in the request.',
  nothingToDelete: 'Give at least one entry id or one folder id to delete.',
  nothingToRestore: 'Give at least one entry id or one folder id to restore.',
} as const;

/** Passwords sizes: one envelope, one bulk delete, one import. */
export const passwordsLimits = {
  envelopeMaxChars: 65_536,
  bulkDeleteMax: 1_000,
  importMaxItems: 10_000,
  /** New folders sent with one import (at most one per entry). */
  importMaxFolders: 10_000,
  /** Body limit of the import route only (the rest of the API keeps 1 MiB). */
  importBodyLimitBytes: 32 * 1_048_576,
  /** Most summaries in one page of GET passwordsMySummaryPage (the vault streamed in at unlock, ADR 0054). */
  summaryPageMaxItems: 5_000,
} as const;
