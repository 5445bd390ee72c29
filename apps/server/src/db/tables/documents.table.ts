import type { ColumnType } from 'kysely';

/** Documents Guru: metadata in the database, encrypted contents in the blob store (migration 0006). */
export type DocumentAreaColumn = 'private' | 'shared';

export interface DocumentFoldersTable {
  id: string;
  firm_id: string;
  /** The primary client whose document space holds the folder. */
  client_id: string;
  area: DocumentAreaColumn;
  name: string;
  note: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface DocumentsTable {
  id: string;
  firm_id: string;
  client_id: string;
  /** Null: the pseudo-folder "No Group". */
  folder_id: string | null;
  area: DocumentAreaColumn;
  file_name: string;
  name_key: string;
  mime_type: string;
  /** Plaintext size in bytes (PostgreSQL returns bigint as text: convert on read). */
  size: number | string;
  object_key: string;
  encryption: string;
  uploaded_by: string | null;
  fa_upload_user_id: string | null;
  created_at: string;
  updated_at: string;
  /** Hidden from the client by an advisor (migration 0041, ADR 0050): kept, seen by advisors only. */
  hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
  hidden_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DocumentSharesTable {
  id: string;
  firm_id: string;
  client_id: string;
  item_type: 'file' | 'folder';
  item_id: string;
  user_id: string;
  shared_by: string | null;
  created_at: string;
}

export interface DocumentUploadsTable {
  id: string;
  firm_id: string;
  client_id: string;
  uploader_id: string;
  area: DocumentAreaColumn;
  folder_id: string | null;
  file_name: string;
  mime_type: string | null;
  size: number | string;
  /** Bytes stored so far (the tus offset). */
  received: number | string;
  /** A new version of this document (ADR 0046), else null: a new document. */
  replaces_document_id: string | null;
  object_key: string;
  encryption: string;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

export interface DocumentActivityTable {
  id: string;
  firm_id: string;
  client_id: string;
  area: DocumentAreaColumn;
  /** `request`: a document request's own events (modules/document-requests). */
  item_type: 'file' | 'folder' | 'request';
  item_id: string;
  item_name: string;
  action: string;
  actor_id: string | null;
  /** The actor's name and e-mail as they were then (kept when the user is deleted). */
  actor_first_name: string;
  actor_last_name: string;
  actor_email: string;
  detail: string;
  ip: string | null;
  created_at: string;
}
