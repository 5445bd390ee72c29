/**
 * Sharing with people who have no account yet, and upload notifications waiting to be sent
 * (migration 0008).
 */

/** A share with an e-mail that has no account in the firm yet: it becomes a document_shares row when that e-mail signs up. */
export interface DocumentShareInvitesTable {
  id: string;
  firm_id: string;
  /** The primary client whose document space holds the item. */
  client_id: string;
  item_type: 'file' | 'folder';
  item_id: string;
  email: string;
  email_key: string;
  shared_by: string | null;
  created_at: string;
}

/** Who an upload notification goes to: the client (an advisor uploaded) or the firm's advisors (the client did). */
export type NotificationDirection = 'to_client' | 'to_advisors';

/** One upload waiting to be announced; the uploads of one client and direction that are due go out in one e-mail. */
export interface DocumentNotificationsTable {
  id: string;
  firm_id: string;
  client_id: string;
  direction: NotificationDirection;
  document_id: string;
  created_at: string;
  /** ISO time from which the batch may be sent (the first pending upload's time plus the coalescing window). */
  send_after: string;
}
