import {
  API_PREFIX,
  AppType,
  ErrorCode,
  apiPathWithId,
  apiPaths,
  messages,
  vaultDeletedResponse,
  vaultFolderSchema,
  vaultImportedResponse,
  vaultItemList,
  vaultItemSchema,
  type VaultBulkDeleteBody,
  type VaultFolder,
  type VaultFolderCreateBody,
  type VaultItem,
  type VaultItemCreateBody,
  type VaultItemUpdateBody,
} from '@guru/shared';
import { ApiError, NETWORK_ERROR_CODE, apiRequest } from '../../../lib/apiClient';

/** The vault API (apps/server vault.routes.ts): opaque envelopes in, opaque envelopes out. */

const app = AppType.password;
const folderList = vaultFolderSchema.array();

/** Every entry of the caller (limit -1); the browser pages over the decrypted summaries. */
export async function fetchVaultItems(signal?: AbortSignal): Promise<VaultItem[]> {
  const list = await apiRequest(apiPaths.vaultMyItems, { app, query: { limit: '-1' }, schema: vaultItemList, signal });
  return list.results;
}

export function fetchVaultFolders(signal?: AbortSignal): Promise<VaultFolder[]> {
  return apiRequest(apiPaths.vaultFolders, { app, schema: folderList, signal });
}

export function fetchVaultItem(id: string, signal?: AbortSignal): Promise<VaultItem> {
  return apiRequest(apiPathWithId(apiPaths.vaultItem, id), { app, schema: vaultItemSchema, signal });
}

export function createVaultItem(body: VaultItemCreateBody): Promise<VaultItem> {
  return apiRequest(apiPaths.vaultItems, { app, method: 'POST', body, schema: vaultItemSchema });
}

export function updateVaultItem(id: string, body: VaultItemUpdateBody): Promise<VaultItem> {
  return apiRequest(apiPathWithId(apiPaths.vaultItem, id), { app, method: 'PUT', body, schema: vaultItemSchema });
}

/**
 * One bulk delete call that may take folders (each with all of its entries) and carries the PIN:
 * the server checks it and deletes everything in one transaction, or nothing.
 */
export async function deleteVaultSelection(body: VaultBulkDeleteBody): Promise<{ deleted: number; deletedFolders: number }> {
  const answer = await apiRequest(apiPaths.vaultItemsMulti, { app, method: 'DELETE', body, schema: vaultDeletedResponse });
  return { deleted: answer.deleted, deletedFolders: answer.deletedFolders ?? 0 };
}

/**
 * One all-or-nothing batch (the server refuses more than vaultLimits.importMaxItems): the new
 * folders are created in the same transaction as the entries, before them.
 */
export async function importVaultItems(items: VaultItemCreateBody[], folders: VaultFolderCreateBody[] = []): Promise<number> {
  const body = folders.length > 0 ? { folders, items } : { items };
  const answer = await apiRequest(apiPaths.vaultImport, { app, method: 'POST', body, schema: vaultImportedResponse });
  return answer.imported;
}

export function createVaultFolder(body: VaultFolderCreateBody): Promise<VaultFolder> {
  return apiRequest(apiPaths.vaultFolders, { app, method: 'POST', body, schema: vaultFolderSchema });
}

export function updateVaultFolder(id: string, data: string): Promise<VaultFolder> {
  return apiRequest(apiPathWithId(apiPaths.vaultFolder, id), { app, method: 'PUT', body: { data }, schema: vaultFolderSchema });
}

/** Deletes a folder and every entry in it; the server checks the PIN (sent in the body). */
export async function deleteVaultFolder(id: string, pinCode: string): Promise<void> {
  await apiRequest(apiPathWithId(apiPaths.vaultFolder, id), { app, method: 'DELETE', body: { pinCode } });
}

/** PIN confirmation before viewing or deleting (POST /auth/access-code). */
export async function confirmPinCode(pinCode: string): Promise<void> {
  await apiRequest(apiPaths.accessCode, { app, method: 'POST', body: { pinCode, appType: app } });
}

/** E-mails the import template to the signed-in client. */
export async function sendImportTemplate(): Promise<void> {
  await apiRequest(apiPaths.vaultSendTemplate, { app, method: 'POST', body: {} });
}

/** The import template's address (same-origin; the session cookie authorises it). */
const importTemplateUrl = `${API_PREFIX}${apiPaths.vaultTemplate}`;

/** The server's error of a failed non-JSON call, or ours when its body says nothing. */
async function downloadError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = typeof body === 'object' && body !== null && 'error' in body ? (body as { error: unknown }).error : null;
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') return new ApiError(response.status, code, message);
  }
  return new ApiError(response.status, ErrorCode.INTERNAL, messages.vaultTemplateDownloadFailed);
}

/** Fetches the import template (.xlsx) for an immediate download. */
export async function downloadImportTemplate(): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(importTemplateUrl, { credentials: 'same-origin', headers: { 'x-app-type': app } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, messages.networkError);
  }
  if (!response.ok) throw await downloadError(response);
  return response.blob();
}
