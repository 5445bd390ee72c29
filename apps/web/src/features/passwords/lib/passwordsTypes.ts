import type { VaultItemRecord, VaultItemType, VaultPasswordHistoryEntry } from '@guru/shared';

/**
 * Decrypted vault records: plaintext, in memory only (react-query cache and component state). They
 * never go to the server: the API types take `Envelope` (@guru/shared), which only vaultCrypto.ts
 * makes, so handing one of these strings to the API is a compile error.
 */

/** One entry as listed: its summary is decrypted, its secret (password, note) is not. */
export interface PasswordsEntry {
  id: string;
  folderId: string | null;
  name: string;
  username: string;
  website: string;
  updatedAt: string;
  /** Derived on decryption: the website is an http(s) address shown as a link (see website.ts). */
  isWebsite: boolean;
  /** False when the summary could not be decrypted (altered data, another key). */
  readable: boolean;
  /** Made on decryption: every visible field of the summary lower-cased (one line each), what a search looks in. */
  searchText?: string;
  /** The item type (a summary without one is a login); absent on entries made before the types. */
  type?: VaultItemType;
  /** Pinned on top of the list. */
  favorite?: boolean;
}

export interface PasswordsFolderEntry {
  id: string;
  name: string;
  note: string;
  updatedAt: string;
  readable: boolean;
}

export interface PasswordsSnapshot {
  /** The entries decrypted so far (all of them once `complete`). */
  entries: PasswordsEntry[];
  folders: PasswordsFolderEntry[];
  /** Every entry id by folder (null: "No Group"), known once every page of summaries is in. */
  idsByFolder?: ReadonlyMap<string | null, readonly string[]>;
  /** How many entries each folder holds, as the server counted them: the folder rows until `idsByFolder` is known. */
  countsByFolder?: ReadonlyMap<string | null, number>;
  /** False while the vault worker is still decrypting summaries (absent: complete). */
  complete?: boolean;
  /** Positions in `entries` in ascending name and username order, sorted in the worker. */
  order?: EntryOrder;
  /** The rest of the vault could not be loaded after the first page was shown (the screen offers to try again). */
  failure?: Error;
}

export interface EntryOrder {
  name: Int32Array;
  username: Int32Array;
}

/** What the add / edit form holds, and what one entry's two envelopes carry together. */
export interface EntryFormValues {
  name: string;
  website: string;
  username: string;
  password: string;
  folderId: string | null;
  note: string;
}

/** One entry with its secret opened: the detail screen, the edit form, the export. */
export interface OpenedEntry extends EntryFormValues {
  id: string;
  updatedAt: string;
  /** Derived on decryption, as for PasswordsEntry. */
  isWebsite: boolean;
  /** Every field of the entry, of its type (an entry made before the types is a login). */
  record: VaultItemRecord;
  favorite: boolean;
  /** Earlier passwords of a login, newest first (at most 5). */
  history: VaultPasswordHistoryEntry[];
}

/** What the typed add / edit form saves: the record, its folder and its pin. */
export interface RecordFormValues {
  record: VaultItemRecord;
  folderId: string | null;
  favorite: boolean;
}

export interface FolderFormValues {
  name: string;
  note: string;
}
