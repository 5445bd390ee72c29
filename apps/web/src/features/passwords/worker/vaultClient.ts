import { AppType, ErrorCode, apiPaths, errorEnvelope, messages } from '@guru/shared';
import { importRecordKey } from '@guru/vault-crypto';
import { ApiError, NETWORK_ERROR_CODE, apiRequest, isSessionErrorCode } from '../../../lib/apiClient';
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

async function errorOf(failure: VaultWorkerFailure): Promise<Error> {
  if (failure.name === 'SpreadsheetReadError') return new SpreadsheetReadError(null);
  if (failure.name !== 'WorkerCallError') return new Error(`vault worker: ${failure.name}`);
  if (failure.status === null) return new ApiError(0, NETWORK_ERROR_CODE, messages.networkError);
  const parsed = errorEnvelope.safeParse(failure.body);
  const error = parsed.success
    ? new ApiError(failure.status, parsed.data.error.code, parsed.data.error.message)
    : new ApiError(failure.status, ErrorCode.INTERNAL, messages.internal);
  if (isSessionErrorCode(error.code)) {
    // The session ended or paused: one call through apiRequest meets the same answer and tells
    // the session's listeners (sign-in again, PIN) as every other refused call does.
    await apiRequest(apiPaths.passwordsFolders, { app: AppType.password }).catch(() => undefined);
  }
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
        void errorOf(message.failure).then(reject);
      } else {
        onMessage(message);
      }
    });
    worker.postMessage({ ...body, id });
  });
}
