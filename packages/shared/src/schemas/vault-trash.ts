import { z } from 'zod';
import { limits } from '../limits.js';
import { messages } from '../messages.js';
import { passwordsLimits, passwordsMessages } from '../passwords-constants.js';
import { envelopeSchema, passwordsIdSchema } from './passwords.js';

/**
 * Password Guru's trash (ADR 0042): a deleted entry or folder stays restorable for `vaultTrashDays`, then a
 * job deletes it for good. The server answers envelopes only, with the time each went to the trash.
 */
export const vaultTrashDays = 30;

export const vaultTrashItemSchema = z.object({
  id: z.string(),
  folderId: z.string().nullable(),
  summary: envelopeSchema,
  deletedAt: z.string(),
});
export type VaultTrashItem = z.infer<typeof vaultTrashItemSchema>;

export const vaultTrashFolderSchema = z.object({
  id: z.string(),
  data: envelopeSchema,
  deletedAt: z.string(),
});
export type VaultTrashFolder = z.infer<typeof vaultTrashFolderSchema>;

export const vaultTrashListSchema = z.object({
  items: z.array(vaultTrashItemSchema),
  folders: z.array(vaultTrashFolderSchema),
});
export type VaultTrashList = z.infer<typeof vaultTrashListSchema>;

/** Restores entries and folders (each with the entries deleted with it); ids not in the caller's trash are skipped. */
export const vaultTrashRestoreBody = z
  .object({
    ids: z.array(passwordsIdSchema).max(passwordsLimits.bulkDeleteMax),
    folderIds: z.array(passwordsIdSchema).max(passwordsLimits.bulkDeleteMax),
  })
  .refine((body) => body.ids.length + body.folderIds.length > 0, passwordsMessages.nothingToRestore);
export type VaultTrashRestoreBody = z.infer<typeof vaultTrashRestoreBody>;

export const vaultTrashRestoredResponse = z.object({
  restored: z.number().int(),
  restoredFolders: z.number().int(),
});

/** Emptying the trash deletes for good: the PIN goes in the body. */
export const vaultTrashEmptyBody = z.object({
  pinCode: z
    .string({ error: messages.pinWrong })
    .regex(new RegExp(`^\\d{${limits.pinLength}}$`), messages.pinWrong),
});
export type VaultTrashEmptyBody = z.infer<typeof vaultTrashEmptyBody>;

export const vaultTrashEmptiedResponse = z.object({
  deleted: z.number().int(),
  deletedFolders: z.number().int(),
});

/** The vault health page's settings (GET apiPaths.passwordsHealthConfig): where the breach ranges are asked. */
export const vaultHealthConfigSchema = z.object({ breachRangeUrl: z.string() });
export type VaultHealthConfig = z.infer<typeof vaultHealthConfigSchema>;
