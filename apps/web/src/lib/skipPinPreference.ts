import { browserStorage } from './browserStorage';

/**
 * The choice to skip the PIN before viewing a password (Password Guru). It lives in sessionStorage,
 * so it ends with the tab, and sign-out clears it (auth), so the next session asks for the PIN again.
 * It holds nothing secret.
 */
export const SKIP_PIN_KEY = 'skipPinVerification';

/** True when the user chose not to enter the PIN each time they view a password. */
export function readSkipPin(): boolean {
  return browserStorage('session')?.getItem(SKIP_PIN_KEY) === 'true';
}

export function writeSkipPin(skip: boolean): void {
  const session = browserStorage('session');
  if (skip) session?.setItem(SKIP_PIN_KEY, 'true');
  else session?.removeItem(SKIP_PIN_KEY);
}
