import { z } from 'zod';
import { limits } from '../limits.js';
import { messages } from '../messages.js';

/**
 * The vault (Password Guru) contract. The server stores only ids, the folder id,
 * opaque encrypted envelopes and timestamps: it never sees a name, a username,
 * a website, a password, a note or a folder name.
 */

/** Texts of the vault API (ours; the specification leaves them open). */
export const vaultMessages = {
  invalidEnvelope: 'Encrypted data is malformed.',
  envelopeTooLarge: 'Encrypted data is too large.',
  invalidId: 'Id must be a lower-case UUID v4.',
  duplicateId: 'An entry with this id already exists.',
  duplicateFolderId: 'A folder with this id already exists.',
  duplicateIdsInRequest: 'The same id appears more than once in the request.',
  nothingToDelete: 'Give at least one entry id or one folder id to delete.',
} as const;

/** Vault sizes: one envelope, one bulk delete, one import. */
export const vaultLimits = {
  envelopeMaxChars: 65_536,
  bulkDeleteMax: 1_000,
  importMaxItems: 10_000,
  /** New folders sent with one import (at most one per entry). */
  importMaxFolders: 10_000,
  /** Body limit of the import route only (the rest of the API keeps 1 MiB). */
  importBodyLimitBytes: 32 * 1_048_576,
} as const;

const ENVELOPE_RE = /^v1\.[A-Za-z0-9_-]{16}\.([A-Za-z0-9_-]{22,})$/;

/**
 * Syntactic check of a vault-crypto envelope, `v1.<base64url 12-byte IV>.<base64url ciphertext+tag>`
 * (the same rule as vault-crypto's isEnvelope, which shared may not import). Proves nothing about the key.
 */
export function isEnvelopeSyntax(text: string): boolean {
  const match = ENVELOPE_RE.exec(text);
  // A base64url text never has a length of 1 modulo 4.
  return !!match && match[1]!.length % 4 !== 1;
}

export const envelopeSchema = z
  .string({ error: vaultMessages.invalidEnvelope })
  .max(vaultLimits.envelopeMaxChars, vaultMessages.envelopeTooLarge)
  .refine(isEnvelopeSyntax, vaultMessages.invalidEnvelope);

/** Ids are chosen by the browser (the envelope's associated data binds them): canonical lower-case UUID v4. */
export const vaultIdSchema = z
  .string({ error: vaultMessages.invalidId })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, vaultMessages.invalidId);

export const vaultIdParams = z.object({ id: vaultIdSchema });

/** `summary` = envelope of {name, username, website}; `secret` = envelope of {password, note}. */
export const vaultItemUpdateBody = z.object({
  folderId: vaultIdSchema.nullable(),
  summary: envelopeSchema,
  secret: envelopeSchema,
});
export type VaultItemUpdateBody = z.infer<typeof vaultItemUpdateBody>;

export const vaultItemCreateBody = vaultItemUpdateBody.extend({ id: vaultIdSchema });
export type VaultItemCreateBody = z.infer<typeof vaultItemCreateBody>;

export const vaultItemSchema = z.object({
  id: z.string(),
  folderId: z.string().nullable(),
  summary: z.string(),
  secret: z.string(),
  updatedAt: z.string(),
});
export type VaultItem = z.infer<typeof vaultItemSchema>;

/** The browser searches, sorts and pages over decrypted summaries; offset/limit are only a convenience. */
export const vaultListQuery = z.object({
  offset: z.coerce.number().int().min(0).optional(),
  /** -1 (the seeds' "All") or absent: every entry. */
  limit: z.coerce.number().int().min(-1).max(vaultLimits.importMaxItems).optional(),
});
export type VaultListQuery = z.infer<typeof vaultListQuery>;

export const vaultItemList = z.object({ results: z.array(vaultItemSchema), total: z.number().int() });
export type VaultItemList = z.infer<typeof vaultItemList>;

/** `data` = envelope of {name, note}. */
export const vaultFolderUpdateBody = z.object({ data: envelopeSchema });
export type VaultFolderUpdateBody = z.infer<typeof vaultFolderUpdateBody>;

export const vaultFolderCreateBody = vaultFolderUpdateBody.extend({ id: vaultIdSchema });
export type VaultFolderCreateBody = z.infer<typeof vaultFolderCreateBody>;

export const vaultFolderSchema = z.object({ id: z.string(), data: z.string(), updatedAt: z.string() });
export type VaultFolder = z.infer<typeof vaultFolderSchema>;

const pinCodeSchema = z
  .string({ error: messages.pinWrong })
  .regex(new RegExp(`^\\d{${limits.pinLength}}$`), messages.pinWrong);

/** Deleting a folder deletes its entries: the PIN goes in the body, never in the URL. */
export const vaultFolderDeleteBody = z.object({ pinCode: pinCodeSchema });
export type VaultFolderDeleteBody = z.infer<typeof vaultFolderDeleteBody>;

/**
 * Bulk delete. Entries only (`ids`): no PIN, as before. With `folderIds` the PIN is required, and
 * the entries, then each folder with all of its entries, go in one transaction. Either list may
 * be empty, not both. Ids that are not the caller's are skipped.
 */
export const vaultBulkDeleteBody = z
  .object({
    ids: z.array(vaultIdSchema).max(vaultLimits.bulkDeleteMax),
    folderIds: z.array(vaultIdSchema).max(vaultLimits.bulkDeleteMax).optional(),
    pinCode: pinCodeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const folders = body.folderIds?.length ?? 0;
    if (body.ids.length === 0 && folders === 0) ctx.addIssue({ code: 'custom', message: vaultMessages.nothingToDelete });
    else if (folders > 0 && body.pinCode === undefined) ctx.addIssue({ code: 'custom', path: ['pinCode'], message: messages.pinRequired });
  });
export type VaultBulkDeleteBody = z.infer<typeof vaultBulkDeleteBody>;

/** All or nothing: `folders` (new ones, e.g. named by the file) are created first, then `items`. */
export const vaultImportBody = z.object({
  folders: z.array(vaultFolderCreateBody).max(vaultLimits.importMaxFolders).optional(),
  items: z.array(vaultItemCreateBody).min(1).max(vaultLimits.importMaxItems),
});
export type VaultImportBody = z.infer<typeof vaultImportBody>;

/** `deletedFolders` only when folders were asked for; `deleted` counts every entry that went. */
export const vaultDeletedResponse = z.object({ deleted: z.number().int(), deletedFolders: z.number().int().optional() });
export const vaultImportedResponse = z.object({ imported: z.number().int() });
