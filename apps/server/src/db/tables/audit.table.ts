/** The firm's audit trail (migration 0040_audit_trail, ADR 0048). */
export interface AuditTables {
  audit_events: AuditEventsTable;
  audit_chain_heads: AuditChainHeadsTable;
}

/** One event of a firm's trail: its number in the firm's chain, what happened, who did it, and the chain's hashes. */
export interface AuditEventsTable {
  firm_id: string;
  seq: number;
  id: string;
  /** ISO timestamp. */
  at: string;
  kind: string;
  actor_id: string | null;
  /** `advisor`, `staff`, `client`, `second_user`, `third_party`, `provider`, `system`, or null when unknown. */
  actor_role: string | null;
  /** Who acted as they were then (e-mail or username), `system` for jobs, empty when unknown. */
  actor_label: string;
  subject_type: string | null;
  subject_id: string | null;
  /** Canonical JSON of a flat object of short texts, numbers and booleans (never a vault field or a private name). */
  detail: string;
  ip: string | null;
  prev_hash: string;
  hash: string;
}

/** Each firm's last record: what the next append chains to (locked by the append). */
export interface AuditChainHeadsTable {
  firm_id: string;
  last_seq: number;
  last_hash: string;
}
