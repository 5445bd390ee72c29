import { z } from 'zod';
import { documentsMessages } from './documents.js';
import { documentsViewerMessages } from '../messages-documents-viewer.js';
import { formatMessage } from '../format-message.js';

/** Preview, versions and ZIP downloads of Documents Guru (ADR 0046). */
export const documentsViewerLimits = {
  /** The most files and folders one ZIP may name. */
  zipItemsMax: 1_000,
} as const;

const uuid = z.uuid({ error: documentsMessages.invalidId });

/** POST /docVaults/zip: the files and folders to put in one ZIP (at least one). */
export const documentZipBody = z
  .object({
    ids: z.array(uuid).max(documentsViewerLimits.zipItemsMax).default([]),
    folderIds: z.array(uuid).max(documentsViewerLimits.zipItemsMax).default([]),
  })
  .refine((b) => b.ids.length + b.folderIds.length > 0, { message: documentsViewerMessages.zipEmpty })
  .refine((b) => b.ids.length + b.folderIds.length <= documentsViewerLimits.zipItemsMax, {
    message: formatMessage(documentsViewerMessages.zipTooMany, { max: documentsViewerLimits.zipItemsMax }),
  });
export type DocumentZipBody = z.infer<typeof documentZipBody>;

/** One version of a document, newest first in a list; `current` is the document's content now. */
export const documentVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  size: z.number().int(),
  mimetype: z.string(),
  /** Null: the user who uploaded it is gone. */
  uploadedBy: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  /** The version this one restored, or null for an upload. */
  restoredFrom: z.number().int().nullable(),
  current: z.boolean(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const documentVersionList = z.object({
  documentId: z.string(),
  fileName: z.string(),
  versions: z.array(documentVersionSchema),
});
export type DocumentVersionList = z.infer<typeof documentVersionList>;

export const documentVersionParams = z.object({ id: uuid, versionId: uuid });
