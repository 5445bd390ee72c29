import { createVaultWorkerCore } from './vaultWorkerCore';
import type { VaultMessageToWorker, VaultResponse } from './vaultWorkerProtocol';

/**
 * The seam between the dashboard and the vault worker: a real Web Worker in browsers, and where
 * there is none (jsdom in the dom tests) the same code (vaultWorkerCore.ts) run in the page, with
 * messages still delivered asynchronously and structured-cloned as a worker's would be.
 */
export interface VaultWorkerPort {
  /** 'worker' in browsers; 'in-page' only where Web Workers do not exist. */
  readonly mode: 'worker' | 'in-page';
  postMessage(message: VaultMessageToWorker): void;
  onmessage: ((message: VaultResponse) => void) | null;
}

export function createVaultWorker(): VaultWorkerPort {
  if (typeof Worker === 'undefined') return inPageWorker();
  const worker = new Worker(new URL('./vault.worker.ts', import.meta.url), { type: 'module', name: 'vault' });
  const port: VaultWorkerPort = {
    mode: 'worker',
    postMessage: (message) => worker.postMessage(message),
    onmessage: null,
  };
  worker.onmessage = (event: MessageEvent<VaultResponse>) => port.onmessage?.(event.data);
  return port;
}

/** A worker's messages are copies; jsdom's own Blob and File cannot be cloned by Node, and pass as they are. */
function cloned<T>(message: T): T {
  try {
    return structuredClone(message);
  } catch {
    return message;
  }
}

function inPageWorker(): VaultWorkerPort {
  const port: VaultWorkerPort = {
    mode: 'in-page',
    postMessage: (message) => {
      const copy = cloned(message);
      setTimeout(() => handle(copy), 0);
    },
    onmessage: null,
  };
  const handle = createVaultWorkerCore((message) => {
    const copy = cloned(message);
    setTimeout(() => port.onmessage?.(copy), 0);
  });
  return port;
}
