import {
  API_PREFIX,
  AppType,
  ErrorCode,
  apiPathWithId,
  apiPaths,
  messages,
  passwordsDeletedResponse,
  passwordsFolderSchema,
  passwordsItemSchema,
  type Envelope,
  type PasswordsBulkDeleteBody,
  type PasswordsFolder,
  type PasswordsFolderCreateBody,
  type PasswordsItem,
  type PasswordsItemCreateBody,
  type PasswordsItemUpdateBody,
} from '@guru/shared';
import { ApiError, NETWORK_ERROR_CODE, apiRequest } from '../../../lib/apiClient';

/**
 * The vault API (apps/server passwords.routes.ts): opaque envelopes in, opaque envelopes out (the list,
 * the import and the export's read go through the vault worker, worker/vaultWorkerCore.ts). Bodies
 * and answers are typed with the branded `Envelope`, so a plaintext sent here does not compile.
 */

const app = AppType.password;
const folderList = passwordsFolderSchema.array();

export function fetchPasswordsFolders(signal?: AbortSignal): Promise<PasswordsFolder[]> {
  return apiRequest(apiPaths.passwordsFolders, { app, schema: folderList, signal });
}

export function fetchPasswordsItem(id: string, signal?: AbortSignal): Promise<PasswordsItem> {
  return apiRequest(apiPathWithId(apiPaths.passwordsItem, id), { app, schema: passwordsItemSchema, signal });
}

export function createPasswordsItem(body: PasswordsItemCreateBody): Promise<PasswordsItem> {
  return apiRequest(apiPaths.passwordsItems, { app, method: 'POST', body, schema: passwordsItemSchema });
}

export function updatePasswordsItem(id: string, body: PasswordsItemUpdateBody): Promise<PasswordsItem> {
  return apiRequest(apiPathWithId(apiPaths.passwordsItem, id), {
    app,
    method: 'PUT',
    body,
    schema: passwordsItemSchema,
  });
}

/**
 * One bulk delete call that may take folders (each with all of its entries) and carries the PIN:
 * the server checks it and deletes everything in one transaction, or nothing.
 */
export async function deletePasswordsSelection(
  body: PasswordsBulkDeleteBody,
): Promise<{ deleted: number; deletedFolders: number }> {
  const answer = await apiRequest(apiPaths.passwordsItemsMulti, {
    app,
    method: 'DELETE',
    body,
    schema: passwordsDeletedResponse,
  });
  return { deleted: answer.deleted, deletedFolders: answer.deletedFolders ?? 0 };
}

export function createPasswordsFolder(body: PasswordsFolderCreateBody): Promise<PasswordsFolder> {
  return apiRequest(apiPaths.passwordsFolders, { app, method: 'POST', body, schema: passwordsFolderSchema });
}

export function updatePasswordsFolder(id: string, data: Envelope): Promise<PasswordsFolder> {
  return apiRequest(apiPathWithId(apiPaths.passwordsFolder, id), {
    app,
    method: 'PUT',
    body: { data },
    schema: passwordsFolderSchema,
  });
}

/** Deletes a folder and every entry in it; the server checks the PIN (sent in the body). */
export async function deletePasswordsFolder(id: string, pinCode: string): Promise<void> {
  await apiRequest(apiPathWithId(apiPaths.passwordsFolder, id), { app, method: 'DELETE', body: { pinCode } });
}

/** PIN confirmation before viewing or deleting (POST /auth/access-code). */
export async function confirmPinCode(pinCode: string): Promise<void> {
  await apiRequest(apiPaths.accessCode, { app, method: 'POST', body: { pinCode, appType: app } });
}

/** E-mails the import template to the signed-in client. */
export async function sendImportTemplate(): Promise<void> {
  await apiRequest(apiPaths.passwordsSendTemplate, { app, method: 'POST', body: {} });
}

/** The import template's address (same-origin; the session cookie authorises it). */
const importTemplateUrl = `${API_PREFIX}${apiPaths.passwordsTemplate}`;

/** The server's error of a failed non-JSON call, or ours when its body says nothing. */
async function downloadError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error =
    typeof body === 'object' && body !== null && 'error' in body ? (body as { error: unknown }).error : null;
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string')
      return new ApiError(response.status, code, message);
  }
  return new ApiError(response.status, ErrorCode.INTERNAL, messages.passwordsTemplateDownloadFailed);
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
