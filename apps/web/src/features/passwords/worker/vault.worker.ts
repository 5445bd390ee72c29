/// <reference lib="webworker" />
import { createVaultWorkerCore } from './vaultWorkerCore';
import type { VaultMessageToWorker } from './vaultWorkerProtocol';

/** The vault worker: decrypts, seals and reads/writes spreadsheets off the main thread (vaultWorkerCore.ts). */
declare const self: DedicatedWorkerGlobalScope;

const handle = createVaultWorkerCore((message) => self.postMessage(message));
self.onmessage = (event: MessageEvent<VaultMessageToWorker>) => handle(event.data);
