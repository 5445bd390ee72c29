import { passwordsDefaultPageSize, passwordsPageSizes, type PasswordsPageSize } from '@guru/shared';
import { browserStorage } from '../../../lib/browserStorage';

/**
 * The table's page size, kept in the browser as the seeds do (localStorage `perPage`). The other
 * vault preference, skipping the PIN before viewing a password, is lib/skipPinPreference: sign-out
 * clears it. Neither holds anything secret.
 */
export const PER_PAGE_KEY = 'perPage';

export function isPageSize(value: number): value is PasswordsPageSize {
  return (passwordsPageSizes as readonly number[]).includes(value);
}

export function readPageSize(): PasswordsPageSize {
  const stored = Number(browserStorage('local')?.getItem(PER_PAGE_KEY) ?? Number.NaN);
  return isPageSize(stored) ? stored : passwordsDefaultPageSize;
}

export function writePageSize(size: PasswordsPageSize): void {
  browserStorage('local')?.setItem(PER_PAGE_KEY, String(size));
}
