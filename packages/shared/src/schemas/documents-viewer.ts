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
