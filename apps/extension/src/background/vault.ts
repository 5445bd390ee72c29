import {
  apiPathWithId,
  apiPaths,
  passwordsFolderSchema,
  passwordsItemSchema,
  passwordsListedItemList,
  type PasswordsItemSecret as ItemSecretShape,
  vaultPasswordHistoryMax,
  type PasswordsListedItem,
} from '@guru/shared';
import {
  decryptFolder,
  decryptItemSecret,
  decryptItemSummary,
  encryptItem,
  type ItemSecret,
  type RecordKey,
} from '@guru/vault-crypto';
import { z } from 'zod';
import { callApi } from '../lib/api.js';
import { siteOf } from '../lib/site-rules.js';

/** An entry as the extension keeps it in memory: the decrypted summary, never the secret. */
export interface VaultEntry {
  id: string;
  folderId: string | null;
  name: string;
  username: string;
  website: string;
  /** Lower-cased name, username and website: what search looks in. */
  searchText: string;
}

export interface VaultFolder {
  id: string;
  name: string;
}

/** Who the vault belongs to and how to reach it: the records' associated data names the user. */
export interface VaultOwner {
  firmOrigin: string;
  userId: string;
  key: RecordKey;
}

/**
 * The unlocked vault of the service worker: every summary decrypted into memory at unlock, indexed by site
 * (site-rules.ts) so that a field's menu is one lookup however large the vault. Secrets are fetched and opened
 * one at a time, when a person fills or copies one, and not kept.
 */
export class UnlockedVault {
  private readonly bySite = new Map<string, VaultEntry[]>();

  private constructor(
    readonly owner: VaultOwner,
    private entries: VaultEntry[],
    readonly folders: VaultFolder[],
  ) {
    for (const entry of entries) this.index(entry);
  }

  /**
   * Opens the vault: the first entries are decrypted before it answers (what a first screen needs), the rest
   * in batches after (`ready`), as the web app's unlock does; every lookup by site or by a search waits for them.
   */
  static async open(owner: VaultOwner): Promise<UnlockedVault> {
    const [list, folderRows] = await Promise.all([
      callApi(owner.firmOrigin, apiPaths.passwordsMySummaries, { schema: passwordsListedItemList }),
      callApi(owner.firmOrigin, apiPaths.passwordsFolders, { schema: z.array(passwordsFolderSchema) }),
    ]);
    const [entries, folders] = await Promise.all([
      decryptEntries(owner, list.results.slice(0, FIRST_BATCH)),
      Promise.all(
        folderRows.map(async (row) => ({
          id: row.id,
          name: (await decryptFolder(owner.key, owner.userId, row.id, row.data)).name,
        })),
      ),
    ]);
    const vault = new UnlockedVault(owner, entries, folders);
    vault.ready = vault.decryptRest(list.results.slice(FIRST_BATCH));
    return vault;
  }

  /** Resolves once every entry is decrypted and indexed. */
  ready: Promise<void> = Promise.resolve();

  private async decryptRest(rows: PasswordsListedItem[]): Promise<void> {
    for (let from = 0; from < rows.length; from += BATCH) {
      const batch = await decryptEntries(this.owner, rows.slice(from, from + BATCH));
      this.entries = [...this.entries, ...batch];
      for (const entry of batch) this.index(entry);
    }
  }

  private index(entry: VaultEntry): void {
    const site = siteOf(entry.website);
    if (!site) return;
    const list = this.bySite.get(site.key);
    if (list) list.push(entry);
    else this.bySite.set(site.key, [entry]);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The entries of a page's site (site-rules.ts), by name. */
  async matching(pageUrl: string): Promise<VaultEntry[]> {
    await this.ready;
    const site = siteOf(pageUrl);
    if (!site) return [];
    return [...(this.bySite.get(site.key) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  }

  find(id: string): VaultEntry | undefined {
    return this.entries.find((entry) => entry.id === id);
  }

  /** Entries whose name, username or website hold the query; an empty query lists those decrypted so far. */
  async search(query: string, limit: number): Promise<VaultEntry[]> {
    const needle = query.trim().toLowerCase();
    if (needle !== '') await this.ready;
    const found: VaultEntry[] = [];
    for (const entry of this.entries) {
      if (needle === '' || entry.searchText.includes(needle)) found.push(entry);
      if (found.length >= limit) break;
    }
    return found;
  }

  async secretOf(id: string): Promise<ItemSecret> {
    const row = await callApi(this.owner.firmOrigin, apiPathWithId(apiPaths.passwordsItem, id), {
      schema: passwordsItemSchema,
    });
    return decryptItemSecret(this.owner.key, this.owner.userId, id, row.secret);
  }

  /** A new entry, encrypted here; the server stores its two envelopes. */
  async create(
    summary: Omit<VaultEntry, 'id' | 'searchText' | 'folderId'>,
    folderId: string | null,
    password: string,
  ) {
    const id = crypto.randomUUID();
    const sealed = await encryptItem(this.owner.key, this.owner.userId, id, summary, { password, note: '' });
    await callApi(this.owner.firmOrigin, apiPaths.passwordsItems, {
      body: { id, folderId, ...sealed },
      schema: passwordsItemSchema,
    });
    const entry = entryOf(id, folderId, summary);
    this.entries = [...this.entries, entry];
    this.index(entry);
    return entry;
  }

  /**
   * A known entry's new password. The secret is read back first and rewritten whole with only the password
   * changed (`withNewPassword`), so what else the secret holds (its note, and whatever the vault adds to it,
   * such as a history of former passwords) is kept and can take the old password in that same step.
   */
  async updatePassword(id: string, password: string): Promise<void> {
    if (!this.find(id)) throw new Error('unknown entry');
    // The stored entry, whole: its summary and secret are carried over as they are (type, websites, favorite,
    // one-time code, custom fields), only the password changes and the old one joins the history.
    const row = await callApi(this.owner.firmOrigin, apiPathWithId(apiPaths.passwordsItem, id), {
      schema: passwordsItemSchema,
    });
    const [summary, secret] = await Promise.all([
      decryptItemSummary(this.owner.key, this.owner.userId, id, row.summary),
      decryptItemSecret(this.owner.key, this.owner.userId, id, row.secret),
    ]);
    const sealed = await encryptItem(
      this.owner.key,
      this.owner.userId,
      id,
      summary,
      withNewPassword(secret, password, new Date()),
    );
    await callApi(this.owner.firmOrigin, apiPathWithId(apiPaths.passwordsItem, id), {
      method: 'PUT',
      body: { folderId: row.folderId, ...sealed },
      schema: passwordsItemSchema,
    });
  }
}

/**
 * The one place where an entry's password changes: the rest of its secret is carried over as it is, and the
 * password it replaces goes to the top of its history (the vault keeps the last vaultPasswordHistoryMax).
 */
export function withNewPassword(secret: ItemSecretShape, password: string, at: Date): ItemSecretShape {
  if (secret.password === '' || secret.password === password) return { ...secret, password };
  const history = [{ password: secret.password, changedAt: at.toISOString() }, ...(secret.history ?? [])];
  return { ...secret, password, history: history.slice(0, vaultPasswordHistoryMax) };
}

/** Entries decrypted before the vault answers, and in each later batch. */
const FIRST_BATCH = 200;
const BATCH = 1_000;

function decryptEntries(owner: VaultOwner, rows: PasswordsListedItem[]): Promise<VaultEntry[]> {
  return Promise.all(
    rows.map(async (row) =>
      entryOf(row.id, row.folderId, await decryptItemSummary(owner.key, owner.userId, row.id, row.summary)),
    ),
  );
}

function entryOf(
  id: string,
  folderId: string | null,
  summary: { name: string; username: string; website: string },
): VaultEntry {
  return {
    id,
    folderId,
    ...summary,
    searchText: `${summary.name}\n${summary.username}\n${summary.website}`.toLowerCase(),
  };
}
