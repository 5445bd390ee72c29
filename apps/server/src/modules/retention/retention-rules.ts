/** Pure rules of retention (ADR 0050). */

/** The end of a document's retention: its upload plus the firm's period, in UTC calendar years. */
export function keptUntil(uploadedAt: string, years: number): Date {
  const end = new Date(uploadedAt);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
}

/** The day a date falls on (UTC), as the refusal names it. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** What the guard needs of a document. */
export interface RetainedDocument {
  id: string;
  firm_id: string;
  client_id: string;
  area: 'private' | 'shared';
  created_at: string;
}

/**
 * The latest retention end among the shared-area documents still inside their retention at `now`, or null
 * when none is (the private area is the client's own and never retained).
 */
export function latestRetentionEnd(docs: readonly RetainedDocument[], years: number, now: Date): Date | null {
  if (years <= 0) return null;
  let latest: Date | null = null;
  for (const doc of docs) {
    if (doc.area !== 'shared') continue;
    const end = keptUntil(doc.created_at, years);
    if (end > now && (!latest || end > latest)) latest = end;
  }
  return latest;
}
