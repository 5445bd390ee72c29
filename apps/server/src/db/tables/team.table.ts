/** The team module's table (migration 0042, ADR 0051). */

/** A firm's quarterly access-review reminder, sent once per quarter (`quarter`: `2026-Q4`). */
export interface AccessReviewRemindersTable {
  firm_id: string;
  quarter: string;
  sent_at: string;
}

export interface TeamTables {
  access_review_reminders: AccessReviewRemindersTable;
}
