import { z } from 'zod';
import { pinCodeSchema } from './documents.js';

/**
 * The firm's data, out (ADR 0052): one streamed ZIP of the client list, the shared-area documents, the document
 * requests and the audit trail. Under BE_API_PREFIX.
 */
export const firmExportApiPaths = {
  /** POST `{pinCode}`: the advisor's own firm. */
  advisor: '/firm/data-export',
  /** POST `{pinCode, reference}`: the provider, for a firm that asked for its data. */
  provider: '/admin/firms/:firmId/data-export',
} as const;

export const firmExportLimits = { referenceMax: 200 } as const;

export const firmExportBody = z.object({ pinCode: pinCodeSchema });
export type FirmExportBody = z.infer<typeof firmExportBody>;

/** The firm's request the provider answers (a ticket number, the date and sender of the e-mail): kept in the trail. */
export const providerFirmExportBody = firmExportBody.extend({
  reference: z.string().trim().min(1).max(firmExportLimits.referenceMax),
});
export type ProviderFirmExportBody = z.infer<typeof providerFirmExportBody>;

export const providerFirmExportParams = z.object({ firmId: z.string().min(1).max(64) });

/** The files at the top of the ZIP (the documents are under `documents/<client>/`). */
export const firmExportFiles = {
  readme: 'README.txt',
  clients: 'clients.csv',
  requests: 'requests.csv',
  auditJson: 'audit-trail.json',
  auditCsv: 'audit-trail.csv',
  documentsDir: 'documents',
} as const;
