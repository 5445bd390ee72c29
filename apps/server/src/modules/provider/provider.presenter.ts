import { z } from 'zod';
import type { FirmsRepository } from '../firms/firms.repository.js';

const firmRow = z.object({ id: z.string(), name: z.string(), subdomain: z.string(), createdAt: z.string(), clientCount: z.number() });

/** The provider's list of advisor firms (GET /be/api/admin/firms). */
export const providerFirmList = z.object({ results: z.array(firmRow), total: z.number() });
export type ProviderFirmList = z.infer<typeof providerFirmList>;

type FirmWithClientCount = Awaited<ReturnType<FirmsRepository['listWithClientCounts']>>[number];

/** Firms as the provider console shows them: no sender settings, the client count as a number. */
export function presentFirmList(rows: readonly FirmWithClientCount[]): ProviderFirmList {
  const results = rows.map((f) => ({
    id: f.id,
    name: f.name,
    subdomain: f.subdomain,
    createdAt: f.created_at,
    clientCount: Number(f.client_count),
  }));
  return { results, total: results.length };
}
