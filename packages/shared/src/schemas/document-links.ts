import { z } from 'zod';
import { documentsMessages } from './documents.js';

/** Links for outsiders: a view-and-download link to a file or folder of Shared with FA, for one e-mail address. */
export const documentLinksLimits = {
  expiryDaysDefault: 7,
  expiryDaysMax: 90,
  downloadLimitMax: 10_000,
  /** How long an opened link stays open in the browser that entered the code. */
  sessionMinutes: 60,
  /** The token in the link: 32 random bytes, base64url. */
  tokenLength: 43,
} as const;

const uuid = z.uuid({ error: documentsMessages.invalidId });
export const documentLinkToken = z
  .string()
  .length(documentLinksLimits.tokenLength)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a link token');

export const documentLinkCreateBody = z.object({
  type: z.enum(['file', 'folder']),
  id: uuid,
  email: z.email().max(254),
  expiresInDays: z
    .number()
    .int()
    .min(1)
    .max(documentLinksLimits.expiryDaysMax)
    .default(documentLinksLimits.expiryDaysDefault),
  downloadLimit: z.number().int().min(1).max(documentLinksLimits.downloadLimitMax).nullable().default(null),
});
export type DocumentLinkCreateBody = z.input<typeof documentLinkCreateBody>;

export const documentLinkSchema = z.object({
  id: z.string(),
  itemType: z.enum(['file', 'folder']),
  itemId: z.string(),
  itemName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  downloadLimit: z.number().nullable(),
  downloads: z.number(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;
export const documentLinksQuery = z.object({ type: z.enum(['file', 'folder']), id: uuid });
export const documentLinkParams = z.object({ id: uuid });

// The outsider's side (public routes; the link's session is an httpOnly cookie once the code is right).
export const documentLinkOpenBody = z.object({ token: documentLinkToken });
export const documentLinkOpenResponse = z.object({ firmName: z.string(), maskedEmail: z.string() });
export const documentLinkVerifyBody = z.object({
  token: documentLinkToken,
  code: z.string().regex(/^\d{6}$/, 'must be 6 digits'),
});
export const documentLinkFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number(),
  mimeType: z.string(),
});
export const documentLinkContents = z.object({
  firmName: z.string(),
  itemType: z.enum(['file', 'folder']),
  itemName: z.string(),
  expiresAt: z.string(),
  downloadsLeft: z.number().nullable(),
  files: z.array(documentLinkFileSchema),
});
export type DocumentLinkContents = z.infer<typeof documentLinkContents>;
export const documentLinkDownloadQuery = z.object({ id: uuid });
