import { AppType, messages } from '@guru/shared';
import { importRecordKey } from '@guru/vault-crypto';
import {
  ApiError,
  INVALID_RESPONSE_CODE,
  NETWORK_ERROR_CODE,
  announceApiError,
  apiErrorFromBody,
} from '../../../lib/apiClient';
import { getUserKey } from '../../../lib/keyStore';
import { SpreadsheetReadError } from '../../../lib/spreadsheet';
import { VaultLockedError } from '../lib/vaultCrypto';
import { createVaultWorker, type VaultWorkerPort } from './createVaultWorker';
import type {
  VaultKeyGrant,
  VaultRequestBody,
  VaultResponse,
  VaultWorkerFailure,
} from './vaultWorkerProtocol';

/**
 * The main thread's side of the vault worker: one worker for the page, requests matched to their
 * answers by id, the user key handed over as a non-extractable CryptoKey (imported once per
 * unlock: a new unlock holds new key bytes), and the worker's failures made into the errors the
 * screens already know (ApiError, VaultLockedError, SpreadsheetReadError).
 */

let port: VaultWorkerPort | null = null;
let nextId = 1;
const listeners = new Map<number, (message: VaultResponse) => void>();
const grantedKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function vaultWorker(): VaultWorkerPort {
  if (!port) {
    port = createVaultWorker();
    port.onmessage = (message) => listeners.get(message.id)?.(message);
  }
  return port;
}

/**
 * Starts the vault worker ahead of its first request (its thread and its code), so that an unlock's first
 * calls leave as soon as the dashboard asks: the PIN page loads the dashboard's code while the PIN is typed.
 */
export function warmVaultWorker(): void {
  vaultWorker();
}

/** 'worker' once a Web Worker runs the vault's work, 'in-page' where there is none; null before the first request. */
export function vaultWorkerMode(): VaultWorkerPort['mode'] | null {
  return port?.mode ?? null;
}

/** The user key of Password Guru as the worker takes it; throws VaultLockedError when the vault is locked. */
export async function vaultKeyGrant(userId: string): Promise<VaultKeyGrant> {
  const raw = getUserKey(AppType.password);
  if (!raw) throw new VaultLockedError();
  let key = grantedKeys.get(raw);
  if (!key) {
    key = importRecordKey(raw);
    grantedKeys.set(raw, key);
  }
  return { key: await key, userId, app: AppType.password };
}

/**
 * The worker's failure as the page's error. A refused call is read and announced as apiRequest does
 * (lib/apiClient.ts): the session's listeners (sign in again, the PIN) live on the page, not in the worker.
 */
function errorOf(failure: VaultWorkerFailure): Error {
  if (failure.name === 'SpreadsheetReadError') return new SpreadsheetReadError(null);
  if (failure.name !== 'WorkerCallError') return new Error(`vault worker: ${failure.name}`);
  if (failure.status === null) return new ApiError(0, NETWORK_ERROR_CODE, messages.networkError);
  if (failure.invalid === true) return new ApiError(failure.status, INVALID_RESPONSE_CODE, messages.internal);
  const error = apiErrorFromBody(failure.status, failure.body);
  // A refusal is announced, as apiRequest does (not an ok answer that lacks its data).
  if (failure.status >= 300) announceApiError(error, AppType.password);
  return error;
}

/** The Import dialog is open: the worker loads its spreadsheet reader while the user picks a file. */
export function prepareImportInWorker(): void {
  askVaultWorker({ kind: 'prepareImport' }, () => undefined).catch(() => undefined);
}

/**
 * Sends one request to the worker; `onMessage` sees every answer but the last. Resolves when the
 * worker is done, rejects with the worker's failure, or with an AbortError when `signal` aborts
 * (the worker is told to stop).
 */
export function askVaultWorker(
  body: VaultRequestBody,
  onMessage: (message: VaultResponse) => void,
  signal?: AbortSignal,
): Promise<void> {
  const id = nextId;
  nextId += 1;
  const worker = vaultWorker();
  return new Promise<void>((resolve, reject) => {
    const finish = () => {
      listeners.delete(id);
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      worker.postMessage({ kind: 'cancel', id });
      reject(new DOMException('The vault request was cancelled', 'AbortError'));
    };
    if (signal?.aborted) {
      reject(new DOMException('The vault request was cancelled', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', abort, { once: true });
    listeners.set(id, (message) => {
      if (message.kind === 'done') {
        finish();
        resolve();
      } else if (message.kind === 'failed') {
        finish();
        reject(errorOf(message.failure));
      } else {
        onMessage(message);
      }
    });
    worker.postMessage({ ...body, id });
  });
}
