import { messages } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops } from '../../../lib/notify';
import { VaultLockedError } from './vaultCrypto';

/** The vault's toasts: the app's green and "Oops!" toasts, and the vault's error texts. */
export { notifyOops, notifySuccess } from '../../../lib/notify';

/** The text for a failed vault action: the server's message, or ours for a missing key. */
export function passwordsErrorMessage(error: unknown): string {
  if (error instanceof VaultLockedError) return messages.vaultNotSetUp;
  return errorMessage(error);
}

export function notifyPasswordsError(error: unknown): void {
  notifyOops(passwordsErrorMessage(error));
}
