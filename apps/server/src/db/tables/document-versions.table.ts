/** Every version of a document, the first included (migration 0036, ADR 0046). */
export interface DocumentVersionsTable {
  id: string;
  document_id: string;
  firm_id: string;
  client_id: string;
  /** 1, 2, 3…: the highest is the document's current content. */
  version: number;
  mime_type: string;
  /** Plaintext size in bytes (PostgreSQL returns bigint as text: convert on read). */
  size: number | string;
  /** The stored object; a restored version names the older version's object. */
  object_key: string;
  encryption: string;
  uploaded_by: string | null;
  /** The version this one restored, or null for an upload. */
  restored_from: number | null;
  created_at: string;
}
