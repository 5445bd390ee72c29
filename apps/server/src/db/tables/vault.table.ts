/**
 * The vault (Password Guru). Zero-knowledge: besides ids, the folder id and timestamps the
 * server holds only opaque envelopes encrypted in the browser (vault-crypto `v1.<iv>.<ct>`).
 */
export interface PasswordsFoldersTable {
  /** Chosen by the browser (UUID v4): the envelope's associated data binds it. */
  id: string;
  owner_user_id: string;
  firm_id: string;
  /** Envelope of {name, note}. */
  data: string;
  created_at: string;
  updated_at: string;
  /** Set while the folder is in the trash (migration 0030); null otherwise. */
  deleted_at: string | null;
}

export interface PasswordsItemsTable {
  /** Chosen by the browser (UUID v4): the envelopes' associated data binds it. */
  id: string;
  owner_user_id: string;
  firm_id: string;
  /** Null: the pseudo-folder "No Group". */
  folder_id: string | null;
  /** Envelope of {name, username, website}. */
  summary: string;
  /** Envelope of {password, note}. */
  secret: string;
  created_at: string;
  updated_at: string;
  /** Set while the entry is in the trash (migration 0030, its folder's time when it went with it); null otherwise. */
  deleted_at: string | null;
}
