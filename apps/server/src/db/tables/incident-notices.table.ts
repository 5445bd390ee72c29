/** Incident notices and the people each was sent to (migration 0043, ADR 0053). */

export interface IncidentNoticesTable {
  id: string;
  /** The sending firm; null for the provider's notices. */
  firm_id: string | null;
  sent_by: string | null;
  /** The sender's e-mail as it was then. */
  sent_by_label: string;
  title: string;
  /** YYYY-MM-DD. */
  occurred_on: string;
  what_happened: string;
  what_we_did: string;
  what_you_should_do: string;
  created_at: string;
}

export interface IncidentNoticeRecipientsTable {
  notice_id: string;
  user_id: string;
  /** The recipient's firm. */
  firm_id: string;
  sent_at: string;
  acknowledged_at: string | null;
}

export interface IncidentNoticesTables {
  incident_notices: IncidentNoticesTable;
  incident_notice_recipients: IncidentNoticeRecipientsTable;
}
