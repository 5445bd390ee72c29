import { z } from 'zod';
import { limits } from '../limits.js';
import { messages } from '../messages.js';
import { isEnvelopeSyntax, type EnvelopeBrand } from './envelope.js';
import { vaultItemSecretPayloadSchema, vaultItemSummaryPayloadSchema } from './vault-item-types.js';

/**
 * The vault (Password Guru) contract. The server stores only ids, the folder id,
 * opaque encrypted envelopes and timestamps: it never sees a name, a username,
 * a website, a password, a note or a folder name.
 */

export { passwordsLimits, passwordsMessages } from '../passwords-constants.js';
import { passwordsLimits, passwordsMessages } from '../passwords-constants.js';

/** Re-exported for the schemas that imported it from here (signup's wrapped keys). */
export { isEnvelopeSyntax };

/** An envelope as the API takes and gives it: at most envelopeMaxChars, branded `Envelope`. */
export const envelopeSchema = z
  .string({ error: passwordsMessages.invalidEnvelope })
  .max(passwordsLimits.envelopeMaxChars, passwordsMessages.envelopeTooLarge)
  .refine(isEnvelopeSyntax, passwordsMessages.invalidEnvelope)
  .brand<EnvelopeBrand>();

/**
 * What the envelopes hold, seen only in the browser: vault-crypto parses every decrypted payload
 * with these (never a cast), so a payload of another shape is an error, not a silent `undefined`.
 * Their fields per item type: schemas/vault-item-types.ts.
 */
export const passwordsItemSummarySchema = vaultItemSummaryPayloadSchema;
export type PasswordsItemSummary = z.infer<typeof passwordsItemSummarySchema>;

export const passwordsItemSecretSchema = vaultItemSecretPayloadSchema;
export type PasswordsItemSecret = z.infer<typeof passwordsItemSecretSchema>;

export const passwordsFolderDataSchema = z.object({ name: z.string(), note: z.string() });
export type PasswordsFolderData = z.infer<typeof passwordsFolderDataSchema>;

/** Ids are chosen by the browser (the envelope's associated data binds them): canonical lower-case UUID v4. */
export const passwordsIdSchema = z
  .string({ error: passwordsMessages.invalidId })
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    passwordsMessages.invalidId,
  );

export const passwordsIdParams = z.object({ id: passwordsIdSchema });

/** `summary` = envelope of {name, username, website}; `secret` = envelope of {password, note}. */
export const passwordsItemUpdateBody = z.object({
  folderId: passwordsIdSchema.nullable(),
  summary: envelopeSchema,
  secret: envelopeSchema,
});
export type PasswordsItemUpdateBody = z.infer<typeof passwordsItemUpdateBody>;

export const passwordsItemCreateBody = passwordsItemUpdateBody.extend({ id: passwordsIdSchema });
export type PasswordsItemCreateBody = z.infer<typeof passwordsItemCreateBody>;

export const passwordsItemSchema = z.object({
  id: z.string(),
  folderId: z.string().nullable(),
  summary: envelopeSchema,
  secret: envelopeSchema,
  updatedAt: z.string(),
});
export type PasswordsItem = z.infer<typeof passwordsItemSchema>;

/** The browser searches, sorts and pages over decrypted summaries; offset/limit are only a convenience. */
export const passwordsListQuery = z.object({
  offset: z.coerce.number().int().min(0).optional(),
  /** -1 (the seeds' "All") or absent: every entry. */
  limit: z.coerce.number().int().min(-1).max(passwordsLimits.importMaxItems).optional(),
});
export type PasswordsListQuery = z.infer<typeof passwordsListQuery>;

export const passwordsItemList = z.object({ results: z.array(passwordsItemSchema), total: z.number().int() });
export type PasswordsItemList = z.infer<typeof passwordsItemList>;

/** An entry as the list needs it (GET passwordsMySummaries): no secret, which is fetched only to view, edit or export. */
export const passwordsListedItemSchema = passwordsItemSchema.omit({ secret: true });
export type PasswordsListedItem = z.infer<typeof passwordsListedItemSchema>;

export const passwordsListedItemList = z.object({
  results: z.array(passwordsListedItemSchema),
  total: z.number().int(),
});
export type PasswordsListedItemList = z.infer<typeof passwordsListedItemList>;

/** Where each entry is (GET passwordsMyPlaces), in the order of passwordsMySummaries: nothing encrypted. */
export const passwordsPlaceSchema = passwordsItemSchema.pick({ id: true, folderId: true });
export type PasswordsPlace = z.infer<typeof passwordsPlaceSchema>;

export const passwordsPlaceList = z.object({
  results: z.array(passwordsPlaceSchema),
  total: z.number().int(),
});
export type PasswordsPlaceList = z.infer<typeof passwordsPlaceList>;

/** How many entries each folder holds (`folderId` null: "No Group"), and the whole vault: GET passwordsMyCounts. */
export const passwordsCounts = z.object({
  folders: z.array(z.object({ folderId: z.string().nullable(), count: z.number().int() })),
  total: z.number().int(),
});
export type PasswordsCounts = z.infer<typeof passwordsCounts>;

/** The value of `folder` that names "No Group" in a summary page's query. */
export const PASSWORDS_NO_FOLDER = 'none';

/**
 * One page of the summaries, in the order of their ids (a stable order the server knows: names are
 * encrypted): `limit` entries after the id `after` (absent: from the first), of one folder when `folder`
 * is given (`none`: "No Group"). ADR 0054.
 */
export const passwordsSummaryPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(passwordsLimits.summaryPageMaxItems),
  after: passwordsIdSchema.optional(),
  folder: z.union([z.literal(PASSWORDS_NO_FOLDER), passwordsIdSchema]).optional(),
});
export type PasswordsSummaryPageQuery = z.infer<typeof passwordsSummaryPageQuery>;

/** `next`: the `after` of the following page, null on the last one. */
export const passwordsSummaryPage = z.object({
  results: z.array(passwordsListedItemSchema),
  next: z.string().nullable(),
});
export type PasswordsSummaryPage = z.infer<typeof passwordsSummaryPage>;

/** `data` = envelope of {name, note}. */
export const passwordsFolderUpdateBody = z.object({ data: envelopeSchema });
export type PasswordsFolderUpdateBody = z.infer<typeof passwordsFolderUpdateBody>;

export const passwordsFolderCreateBody = passwordsFolderUpdateBody.extend({ id: passwordsIdSchema });
export type PasswordsFolderCreateBody = z.infer<typeof passwordsFolderCreateBody>;

export const passwordsFolderSchema = z.object({
  id: z.string(),
  data: envelopeSchema,
  updatedAt: z.string(),
});
export type PasswordsFolder = z.infer<typeof passwordsFolderSchema>;

const pinCodeSchema = z
  .string({ error: messages.pinWrong })
  .regex(new RegExp(`^\\d{${limits.pinLength}}$`), messages.pinWrong);

/** Deleting a folder deletes its entries: the PIN goes in the body, never in the URL. */
export const passwordsFolderDeleteBody = z.object({ pinCode: pinCodeSchema });
export type PasswordsFolderDeleteBody = z.infer<typeof passwordsFolderDeleteBody>;

/**
 * Bulk delete. Entries only (`ids`): no PIN, as before. With `folderIds` the PIN is required, and
 * the entries, then each folder with all of its entries, go in one transaction. Either list may
 * be empty, not both. Ids that are not the caller's are skipped.
 */
export const passwordsBulkDeleteBody = z
  .object({
    ids: z.array(passwordsIdSchema).max(passwordsLimits.bulkDeleteMax),
    folderIds: z.array(passwordsIdSchema).max(passwordsLimits.bulkDeleteMax).optional(),
    pinCode: pinCodeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const folders = body.folderIds?.length ?? 0;
    if (body.ids.length === 0 && folders === 0)
      ctx.addIssue({ code: 'custom', message: passwordsMessages.nothingToDelete });
    else if (folders > 0 && body.pinCode === undefined)
      ctx.addIssue({ code: 'custom', path: ['pinCode'], message: messages.pinRequired });
  });
export type PasswordsBulkDeleteBody = z.infer<typeof passwordsBulkDeleteBody>;

/** All or nothing: `folders` (new ones, e.g. named by the file) are created first, then `items`. */
export const passwordsImportBody = z.object({
  folders: z.array(passwordsFolderCreateBody).max(passwordsLimits.importMaxFolders).optional(),
  items: z.array(passwordsItemCreateBody).min(1).max(passwordsLimits.importMaxItems),
});
export type PasswordsImportBody = z.infer<typeof passwordsImportBody>;

/** `deletedFolders` only when folders were asked for; `deleted` counts every entry that went. */
export const passwordsDeletedResponse = z.object({
  deleted: z.number().int(),
  deletedFolders: z.number().int().optional(),
});
export const passwordsImportedResponse = z.object({ imported: z.number().int() });
/** DELETE passwordsFolder: how many entries went (to the trash) with the folder. */
export const passwordsFolderDeletedResponse = z.object({ deletedItems: z.number().int() });
