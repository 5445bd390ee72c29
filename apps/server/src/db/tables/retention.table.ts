/** Retention and legal hold (migration 0041, ADR 0050). */

/** A firm's retention periods in whole years (0 = none), and the last notice of what a deletion kept. */
export interface FirmRetentionTable {
  firm_id: string;
  document_years: number;
  audit_years: number;
  updated_at: string;
  updated_by: string | null;
  /** What the last held-back firm deletion told the provider (a short summary), so it is told once per change. */
  kept_notice: string | null;
  kept_notice_at: string | null;
}

/** A client on legal hold: nothing of their shared area may be deleted while the row exists. */
export interface LegalHoldsTable {
  client_id: string;
  firm_id: string;
  reason: string;
  placed_by: string | null;
  placed_at: string;
}

export interface RetentionTables {
  firm_retention: FirmRetentionTable;
  legal_holds: LegalHoldsTable;
}
