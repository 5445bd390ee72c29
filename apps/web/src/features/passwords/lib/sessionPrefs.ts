import { passwordsDefaultPageSize, passwordsPageSizes, type PasswordsPageSize } from '@guru/shared';

/**
 * The two vault preferences the seeds keep in the browser: the table's page size (localStorage
 * `perPage`) and the choice to skip the PIN before viewing a password (sessionStorage, so it ends
 * with the tab). Neither holds anything secret.
 */
export const PER_PAGE_KEY = 'perPage';
export const SKIP_PIN_KEY = 'skipPinVerification';

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function isPageSize(value: number): value is PasswordsPageSize {
  return (passwordsPageSizes as readonly number[]).includes(value);
}

export function readPageSize(): PasswordsPageSize {
  const stored = Number(storage('local')?.getItem(PER_PAGE_KEY) ?? Number.NaN);
  return isPageSize(stored) ? stored : passwordsDefaultPageSize;
}

export function writePageSize(size: PasswordsPageSize): void {
  storage('local')?.setItem(PER_PAGE_KEY, String(size));
}

/** True when the user chose not to enter the PIN each time they view a password. */
export function readSkipPin(): boolean {
  return storage('session')?.getItem(SKIP_PIN_KEY) === 'true';
}

export function writeSkipPin(skip: boolean): void {
  const session = storage('session');
  if (skip) session?.setItem(SKIP_PIN_KEY, 'true');
  else session?.removeItem(SKIP_PIN_KEY);
}

/** For sign-out: the next session asks for the PIN again. */
export function clearSkipPin(): void {
  writeSkipPin(false);
}
