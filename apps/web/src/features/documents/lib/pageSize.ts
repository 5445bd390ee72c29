import { passwordsDefaultPageSize, passwordsPageSizes } from '@guru/shared';
import { browserStorage } from '../../../lib/browserStorage';
import type { DocumentsPageSize } from './listState';

/** The vault's page sizes (5, 10, 20, 30, 50, 100, All), remembered in localStorage under `perPage` as the seeds do. */
export const documentsPageSizes = passwordsPageSizes;
export const PER_PAGE_KEY = 'perPage';

function isPageSize(value: number): value is DocumentsPageSize {
  return (documentsPageSizes as readonly number[]).includes(value);
}

export function readPageSize(): DocumentsPageSize {
  const stored = Number(browserStorage('local')?.getItem(PER_PAGE_KEY) ?? Number.NaN);
  return isPageSize(stored) ? stored : passwordsDefaultPageSize;
}

export function writePageSize(size: DocumentsPageSize): void {
  browserStorage('local')?.setItem(PER_PAGE_KEY, String(size));
}
