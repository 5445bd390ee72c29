import type { AppType } from '@guru/shared';
import type { FirstScope } from '../lib/vaultBatches';
import type { ImportCheck } from '../lib/importRows';
import type { ImportFormat } from '../import/importFormats';
import type { ImportPreview } from '../import/importPlan';
import type { EntryOrder, PasswordsEntry, PasswordsFolderEntry } from '../lib/passwordsTypes';

/**
 * Messages between the dashboard and the vault worker (vault.worker.ts). The user key travels as
 * a non-extractable CryptoKey with each request that needs it: the worker keeps no key between
 * requests, and nothing can read the key's bytes out of it. Decrypted values come back; the
 * worker sends nothing to the server but the same-origin reads of the vault's envelopes.
 */

/** What every request that opens or seals records carries. */
export interface VaultKeyGrant {
  key: CryptoKey;
  userId: string;
  app: AppType;
}

export type VaultRequestBody =
  /** The dashboard's vault: folders and their counts first, then the summaries page by page (the opened folder's first). */
  | ({ kind: 'open'; first: FirstScope; batchSize: number } & VaultKeyGrant)
  /** Export to Excel: the chosen entries' secrets opened and the .xlsx written, here, not on the main thread. */
  | ({ kind: 'export'; ids: string[]; folderNames: Array<[string, string]> } & VaultKeyGrant)
  /** The Import dialog opened: the spreadsheet reader starts loading while a file is chosen. */
  | { kind: 'prepareImport' }
  /**
   * Import, step 1: the file read and every row checked, then compared with the vault's entries (opened with
   * the key) to count those it already holds; the rows stay in the worker for step 2.
   */
  | ({ kind: 'readImport'; file: Blob; fileName: string } & VaultKeyGrant)
  /**
   * Import, step 2: the checked rows sealed and sent in one import call, with the folders the file
   * names that the vault lacks (`newFolders`, ids chosen on the main thread; `folders` = every folder by name);
   * `skipExisting`: the rows the vault already holds are left out.
   */
  | ({
      kind: 'import';
      folders: Array<{ id: string; name: string }>;
      newFolders: Array<{ id: string; name: string }>;
      skipExisting: boolean;
    } & VaultKeyGrant)
  /**
   * Import from another manager, step 1 (worker/foreignWork.ts): the file read as `format` (null: detected),
   * a protected one opened with `password`, compared with the vault; the records stay in the worker.
   * `untitled`: the name given to a record without one.
   */
  | ({
      kind: 'readForeign';
      file: Blob;
      fileName: string;
      format: ImportFormat | null;
      password?: string;
      untitled: string;
    } & VaultKeyGrant)
  /** Step 2: the checked records sealed and sent, those the vault already holds left out when `skipExisting`. */
  | ({ kind: 'importForeign'; skipExisting: boolean } & VaultKeyGrant)
  /** Export for another manager: the whole vault as Bitwarden JSON (protected when `password`) or CXF. */
  | ({
      kind: 'exportForeign';
      format: 'bitwardenJson' | 'cxf';
      password: string | null;
      exporterRpId: string;
      exporterDisplayName: string;
    } & VaultKeyGrant);

export type VaultRequest = VaultRequestBody & { id: number };

/** Stops the work of request `id` (the dashboard went away, or the vault is reloading). */
export interface VaultCancel {
  kind: 'cancel';
  id: number;
}

export type VaultMessageToWorker = VaultRequest | VaultCancel;

/** A refused call, as the server answered it (the main thread makes the ApiError and tells the session). */
export interface VaultWorkerFailure {
  status: number | null;
  body: unknown;
  /** SpreadsheetReadError, VaultLockedError, AbortError…: the kind of error to make again on the main thread. */
  name: string;
  /** A call whose answer its response schema refused (INVALID_RESPONSE_CODE on the page). */
  invalid?: boolean;
}

export type VaultResponseBody =
  /**
   * Everything the first page of the top level needs, and nothing vault-wide (ADR 0054): the folders and
   * how many entries each holds (null: "No Group"), as the server counted them.
   */
  | {
      kind: 'head';
      folders: PasswordsFolderEntry[];
      counts: Array<[string | null, number]>;
      total: number;
      /** When (epoch ms, the worker's clock) the request started and the counts and folders were received: for the benchmark's breakdown. */
      timing: { started: number; listed: number };
    }
  | { kind: 'entries'; entries: PasswordsEntry[]; first: boolean }
  /** Once every page is in: every entry id by folder (what selecting a folder row selects). */
  | { kind: 'places'; idsByFolder: Array<[string | null, string[]]> }
  /** The last message of an unlock: the name and username orders, and where the worker's time went. */
  | { kind: 'order'; order: EntryOrder; spent: WorkerTimeSpent }
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'exported'; file: Blob; rows: number }
  | { kind: 'checked'; check: ImportSummary }
  | { kind: 'imported'; imported: number }
  | { kind: 'foreignChecked'; preview: ImportPreview }
  | { kind: 'foreignExported'; file: Blob; count: number }
  | { kind: 'done' }
  | { kind: 'failed'; failure: VaultWorkerFailure };

export type VaultResponse = VaultResponseBody & { id: number };

/**
 * Milliseconds the worker spent waiting for pages of summaries, decrypting them and sorting them
 * (bench/passwords.ts). A page's decryption runs while the page before it is sorted: those two overlap.
 */
export interface WorkerTimeSpent {
  waitingForPages: number;
  decrypting: number;
  sorting: number;
}

/** The check of an import file as the main thread needs it: the rows themselves stay in the worker. */
export type ImportSummary =
  /** `existing`: how many of the `count` rows the vault already holds; `folderNamesOfNew`: the folders of the others. */
  | { kind: 'ok'; count: number; folderNames: string[]; existing: number; folderNamesOfNew: string[] }
  | Exclude<ImportCheck, { kind: 'ok' }>;
