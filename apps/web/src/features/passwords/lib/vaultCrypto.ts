import {
  AppType,
  vaultPasswordHistoryMax,
  vaultRecordFromPayloads,
  vaultRecordToPayloads,
  vaultSummarySearchText,
  vaultTypeOf,
  type Envelope,
  type VaultPasswordHistoryEntry,
  type PasswordsFolder,
  type PasswordsItem,
  type PasswordsItemUpdateBody,
  type PasswordsListedItem,
} from '@guru/shared';
import {
  decryptFolder,
  decryptItemSecret,
  decryptItemSummaries,
  decryptItemSummary,
  EnvelopeError,
  encryptFolder,
  encryptItem,
  type ItemSecret,
  type ItemSummary,
  type RecordKey,
} from '@guru/vault-crypto';
import { getUserKey } from '../../../lib/keyStore';
import { isWebsite } from './website';
import type {
  EntryFormValues,
  FolderFormValues,
  OpenedEntry,
  PasswordsEntry,
  PasswordsFolderEntry,
  PasswordsSnapshot,
  RecordFormValues,
} from './passwordsTypes';

/**
 * The only place where vault records meet the user key (docs/ARCHITECTURE.md, "Password Guru"). The key is read
 * from the memory-only key store at each call, so a locked screen cannot use a stale copy.
 * What goes to the server is an `Envelope` (branded ciphertext): a plaintext there does not
 * compile. What comes back is parsed by vault-crypto with the payload schemas of @guru/shared:
 * a payload of another shape throws, and is shown as unreadable.
 */

export interface VaultKeyRing {
  /** The raw user key on the main thread, or (in the vault worker) the non-extractable CryptoKey made from it. */
  userKey: RecordKey;
  userId: string;
}

/** No user key in memory (locked, reloaded, or no vault): the PIN or a new sign-in is needed. */
export class VaultLockedError extends Error {
  constructor() {
    super('vault key not available');
    this.name = 'VaultLockedError';
  }
}

export function vaultKeyRing(userId: string): VaultKeyRing {
  const userKey = getUserKey(AppType.password);
  if (!userKey) throw new VaultLockedError();
  return { userKey, userId };
}

/**
 * What a search looks in: name, username, website and every other visible field of the entry's type,
 * lower-cased, one line each (a query never holds a line break).
 */
export function entrySearchText(summary: ItemSummary): string {
  return vaultSummarySearchText(summary);
}

/** The table's entry for an item and its opened summary (null: the envelope did not open). */
function summaryEntry(item: PasswordsListedItem, summary: ItemSummary | null): PasswordsEntry {
  const base = { id: item.id, folderId: item.folderId, updatedAt: item.updatedAt };
  if (!summary) return { ...base, name: '', username: '', website: '', isWebsite: false, readable: false };
  const { name, username, website } = summary;
  return {
    ...base,
    name,
    username,
    website,
    isWebsite: isWebsite(website),
    readable: true,
    searchText: entrySearchText(summary),
    type: vaultTypeOf(summary),
    favorite: summary.favorite === true,
  };
}

export async function openEntrySummary(
  ring: VaultKeyRing,
  item: PasswordsListedItem,
): Promise<PasswordsEntry> {
  let summary: ItemSummary | null;
  try {
    summary = await decryptItemSummary(ring.userKey, ring.userId, item.id, item.summary);
  } catch {
    summary = null;
  }
  return summaryEntry(item, summary);
}

/**
 * openEntrySummary for many items, in their order, at a lower cost per entry (vault-crypto's
 * decryptItemSummaries: one key check, a bounded number of decryptions in flight, no buffers per entry).
 */
export async function openEntrySummaries(
  ring: VaultKeyRing,
  items: readonly PasswordsListedItem[],
): Promise<PasswordsEntry[]> {
  const summaries = await decryptItemSummaries(ring.userKey, ring.userId, items);
  return items.map((item, i) => {
    const summary = summaries[i];
    return summaryEntry(item, summary === undefined || summary instanceof EnvelopeError ? null : summary);
  });
}

export async function openFolder(ring: VaultKeyRing, folder: PasswordsFolder): Promise<PasswordsFolderEntry> {
  const base = { id: folder.id, updatedAt: folder.updatedAt };
  try {
    const data = await decryptFolder(ring.userKey, ring.userId, folder.id, folder.data);
    return { ...base, name: data.name, note: data.note, readable: true };
  } catch {
    return { ...base, name: '', note: '', readable: false };
  }
}

export async function openFolders(
  ring: VaultKeyRing,
  folders: readonly PasswordsFolder[],
): Promise<PasswordsFolderEntry[]> {
  return Promise.all(folders.map((folder) => openFolder(ring, folder)));
}

/** Summaries and folders only: secrets stay sealed until a view, a copy or an export. */
export async function openSnapshot(
  ring: VaultKeyRing,
  items: readonly PasswordsItem[],
  folders: readonly PasswordsFolder[],
): Promise<PasswordsSnapshot> {
  const [entries, openedFolders] = await Promise.all([
    openEntrySummaries(ring, items),
    openFolders(ring, folders),
  ]);
  return { entries, folders: openedFolders };
}

/** Opens both envelopes of one entry; throws when either cannot be decrypted. */
export async function openEntry(ring: VaultKeyRing, item: PasswordsItem): Promise<OpenedEntry> {
  const [summary, secret] = await Promise.all([
    decryptItemSummary(ring.userKey, ring.userId, item.id, item.summary),
    decryptItemSecret(ring.userKey, ring.userId, item.id, item.secret),
  ]);
  return {
    id: item.id,
    folderId: item.folderId,
    updatedAt: item.updatedAt,
    name: summary.name,
    username: summary.username,
    website: summary.website,
    isWebsite: isWebsite(summary.website),
    password: secret.password,
    note: secret.note,
    record: vaultRecordFromPayloads(summary, secret),
    favorite: summary.favorite === true,
    history: secret.history ?? [],
  };
}

/** An entry's folder and its two envelopes: exactly what the update route takes. */
export type SealedEntry = PasswordsItemUpdateBody;

/** Encrypts an entry under its id (the envelopes' associated data binds user, id and field). */
export async function sealEntry(
  ring: VaultKeyRing,
  id: string,
  values: EntryFormValues,
): Promise<SealedEntry> {
  const summary: ItemSummary = { name: values.name, username: values.username, website: values.website };
  const secret: ItemSecret = { password: values.password, note: values.note };
  const sealed = await encryptItem(ring.userKey, ring.userId, id, summary, secret);
  return { folderId: values.folderId, ...sealed };
}

/**
 * Encrypts an entry of any type (vault-item-types.ts says what goes in which envelope). A login whose
 * password changed keeps the one it replaces in its history (newest first, at most 5, with the date).
 */
export async function sealRecord(
  ring: VaultKeyRing,
  id: string,
  values: RecordFormValues,
  previous?: Pick<OpenedEntry, 'record' | 'history'>,
  now: Date = new Date(),
): Promise<SealedEntry> {
  let history: VaultPasswordHistoryEntry[] = previous?.history ?? [];
  const before = previous?.record;
  if (
    before?.type === 'login' &&
    values.record.type === 'login' &&
    before.password !== '' &&
    before.password !== values.record.password
  )
    history = [{ password: before.password, changedAt: now.toISOString() }, ...history];
  const payloads = vaultRecordToPayloads(values.record, {
    favorite: values.favorite,
    history: history.slice(0, vaultPasswordHistoryMax),
  });
  const sealed = await encryptItem(ring.userKey, ring.userId, id, payloads.summary, payloads.secret);
  return { folderId: values.folderId, ...sealed };
}

export function sealFolder(ring: VaultKeyRing, id: string, values: FolderFormValues): Promise<Envelope> {
  return encryptFolder(ring.userKey, ring.userId, id, { name: values.name, note: values.note });
}

/** A fresh record id, chosen in the browser (lower-case UUID v4). */
export function newPasswordsId(): string {
  return crypto.randomUUID();
}
