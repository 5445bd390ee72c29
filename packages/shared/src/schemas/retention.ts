import { z } from 'zod';

/** Retention and legal hold (ADR 0050). */
export const retentionLimits = {
  /** Longest retention period a firm may set, in years (0 = none). */
  maxYears: 10,
  reasonMax: 500,
} as const;

/** Under BE_API_PREFIX (the firm's settings and a client's hold: advisor only). */
export const retentionApiPaths = {
  settings: '/retention',
  legalHold: '/clients/:id/legal-hold',
} as const;

/** Under API_PREFIX, beside documentsApiPaths: an advisor hides a shared-area file from the client, or shows it again. */
export const documentsRetentionApiPaths = {
  hidden: '/docVaults/documents/:id/hidden',
} as const;

const years = z.number().int().min(0).max(retentionLimits.maxYears);

export const retentionSettingsSchema = z.object({
  /** Shared-area documents are kept this many years after their upload (0 = none). */
  documentYears: years,
  /** The audit trail is kept at least this many years (0 = none). */
  auditYears: years,
  updatedAt: z.string().nullable(),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const retentionSettingsBody = z.object({ documentYears: years, auditYears: years });
export type RetentionSettingsBody = z.infer<typeof retentionSettingsBody>;

export const legalHoldSchema = z.object({
  clientId: z.string(),
  onHold: z.boolean(),
  reason: z.string().nullable(),
  placedAt: z.string().nullable(),
  placedBy: z.string().nullable(),
});
export type LegalHold = z.infer<typeof legalHoldSchema>;

export const legalHoldBody = z.object({
  reason: z.string().trim().min(1).max(retentionLimits.reasonMax),
});
export type LegalHoldBody = z.infer<typeof legalHoldBody>;

export const documentHiddenBody = z.object({ hidden: z.boolean() });
export type DocumentHiddenBody = z.infer<typeof documentHiddenBody>;
