import {
  AppType,
  apiPathWithId,
  apiPaths,
  messages,
  okSchema,
  passwordsDeletedResponse,
  passwordsFolderDeletedResponse,
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
import { apiDownload, apiRequest } from '../../../lib/apiClient';

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
  await apiRequest(apiPathWithId(apiPaths.passwordsFolder, id), {
    app,
    method: 'DELETE',
    body: { pinCode },
    schema: passwordsFolderDeletedResponse,
  });
}

/** PIN confirmation before viewing or deleting (POST /auth/access-code). */
export async function confirmPinCode(pinCode: string): Promise<void> {
  await apiRequest(apiPaths.accessCode, {
    app,
    method: 'POST',
    body: { pinCode, appType: app },
    schema: okSchema,
  });
}

/** E-mails the import template to the signed-in client. */
export async function sendImportTemplate(): Promise<void> {
  await apiRequest(apiPaths.passwordsSendTemplate, { app, method: 'POST', body: {}, schema: okSchema });
}

/** Fetches the import template (.xlsx) for an immediate download. */
export async function downloadImportTemplate(): Promise<Blob> {
  const file = await apiDownload(apiPaths.passwordsTemplate, {
    app,
    failureMessage: messages.passwordsTemplateDownloadFailed,
  });
  return file.blob;
}
