import {
  AppType,
  apiPaths,
  passwordsImportedResponse,
  passwordsLimits,
  type PasswordsFolderCreateBody,
  type PasswordsItemCreateBody,
  type VaultItemDraft,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';
import { fetchPasswordsFolders } from '../api/passwordsApi';
import {
  newPasswordsId,
  openFolders,
  sealFolder,
  sealRecord,
  vaultKeyRing,
  type VaultKeyRing,
} from './vaultCrypto';

/** A nested folder path as the vault's one flat folder name: "Bank / Joint". */
export function folderNameOfPath(path: readonly string[] | undefined): string | null {
  const segments = (path ?? []).map((segment) => segment.trim()).filter((segment) => segment !== '');
  return segments.length === 0 ? null : segments.join(' / ');
}

export interface CreateVaultItemsOptions {
  signal?: AbortSignal;
  /** Called after each chunk with how many entries were created so far. */
  onProgress?: (created: number, total: number) => void;
}

export interface CreateVaultItemsResult {
  created: number;
  foldersCreated: number;
}

/**
 * Creates entries of every type in the signed-in client's vault (see the top of
 * packages/shared/src/schemas/vault-item-types.ts). Folders are matched by name, in any case, with the
 * vault's existing ones; the missing ones are created with the first chunk. Each chunk (at most
 * `passwordsLimits.importMaxItems` entries) is one all-or-nothing bulk create.
 */
export async function createVaultItems(
  userId: string,
  drafts: readonly VaultItemDraft[],
  options: CreateVaultItemsOptions = {},
): Promise<CreateVaultItemsResult> {
  const ring = vaultKeyRing(userId);
  const existing = await openFolders(ring, await fetchPasswordsFolders(options.signal));
  const folderIds = new Map<string, string>();
  for (const folder of existing)
    if (folder.readable) folderIds.set(folder.name.trim().toLowerCase(), folder.id);
  const newFolders: PasswordsFolderCreateBody[] = [];
  const items: PasswordsItemCreateBody[] = [];
  for (const draft of drafts) {
    const folderId = await folderIdFor(ring, folderNameOfPath(draft.folderPath), folderIds, newFolders);
    const id = newPasswordsId();
    const sealed = await sealRecord(ring, id, {
      record: draft.record,
      folderId,
      favorite: draft.favorite === true,
    });
    items.push({ id, ...sealed });
  }
  let created = 0;
  for (let start = 0; start < items.length; start += passwordsLimits.importMaxItems) {
    const chunk = items.slice(start, start + passwordsLimits.importMaxItems);
    const folders = start === 0 ? newFolders : [];
    const answer = await apiRequest(apiPaths.passwordsImport, {
      app: AppType.password,
      method: 'POST',
      body: folders.length > 0 ? { folders, items: chunk } : { items: chunk },
      schema: passwordsImportedResponse,
      signal: options.signal,
    });
    created += answer.imported;
    options.onProgress?.(created, items.length);
  }
  return { created, foldersCreated: items.length > 0 ? newFolders.length : 0 };
}

async function folderIdFor(
  ring: VaultKeyRing,
  name: string | null,
  folderIds: Map<string, string>,
  newFolders: PasswordsFolderCreateBody[],
): Promise<string | null> {
  if (name === null) return null;
  const key = name.toLowerCase();
  const known = folderIds.get(key);
  if (known !== undefined) return known;
  const id = newPasswordsId();
  newFolders.push({ id, data: await sealFolder(ring, id, { name, note: '' }) });
  folderIds.set(key, id);
  return id;
}
