/** Document requests and links for outsiders (migrations 0038, 0039; ADR 0047). */

export interface DocumentRequestsTable {
  id: string;
  firm_id: string;
  client_id: string;
  title: string;
  note: string;
  /** YYYY-MM-DD. */
  due_date: string;
  state: 'open' | 'completed' | 'cancelled';
  created_by: string | null;
  created_at: string;
  closed_at: string | null;
  next_reminder_at: string | null;
  reminders_after_due: number;
}

export interface DocumentRequestItemsTable {
  id: string;
  request_id: string;
  position: number;
  name: string;
  document_id: string | null;
  document_name: string | null;
  fulfilled_by: string | null;
  fulfilled_at: string | null;
}

export interface DocumentRequestTemplatesTable {
  id: string;
  firm_id: string;
  name: string;
  name_key: string;
  created_at: string;
}

export interface DocumentLinksTable {
  id: string;
  firm_id: string;
  client_id: string;
  item_type: 'file' | 'folder';
  item_id: string;
  item_name: string;
  email: string;
  token_hash: string;
  expires_at: string;
  download_limit: number | null;
  downloads: number;
  session_hash: string | null;
  session_expires_at: string | null;
  created_by: string | null;
  created_at: string;
  revoked_at: string | null;
  /** When the link's code was last answered (migration 0042, the access review's "last opened"). */
  last_opened_at: string | null;
}

export interface DocumentRequestsTables {
  document_requests: DocumentRequestsTable;
  document_request_items: DocumentRequestItemsTable;
  document_request_templates: DocumentRequestTemplatesTable;
  document_links: DocumentLinksTable;
}
