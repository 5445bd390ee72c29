import {
  clientLimits,
  messages,
  formatMessage,
  type ClientOrderBy,
  type ClientSortField,
} from '@guru/shared';

/**
 * Paging, sorting and the page size of Client Management. The page size is the seeds' `perPage`
 * in localStorage, shared with the password vault (which offers more sizes): a stored value that
 * Client Management does not offer reads as the default.
 */
export const clientPageSizes = clientLimits.pageSizes;
export type ClientPageSize = (typeof clientPageSizes)[number];
export const clientDefaultPageSize: ClientPageSize = 10;
export const PER_PAGE_KEY = 'perPage';

export function isClientPageSize(value: number): value is ClientPageSize {
  return (clientPageSizes as readonly number[]).includes(value);
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function readClientPageSize(store: Storage | null = localStore()): ClientPageSize {
  const raw = store?.getItem(PER_PAGE_KEY);
  const stored = raw === null || raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return isClientPageSize(stored) ? stored : clientDefaultPageSize;
}

export function writeClientPageSize(size: ClientPageSize, store: Storage | null = localStore()): void {
  try {
    store?.setItem(PER_PAGE_KEY, String(size));
  } catch {
    // quota or privacy mode: the size is simply not remembered
  }
}

export interface PageRange {
  /** 1-based number of the first row shown, 0 when there is none. */
  from: number;
  to: number;
  pageCount: number;
}

/** "start-end of total" of a page (1-based), and how many pages there are (at least one). */
export function pageRange(page: number, pageSize: number, total: number): PageRange {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return { from: 0, to: 0, pageCount };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total), pageCount };
}

/** The range label of the seeds, "start-end of total" with a plain hyphen: "1-10 of 42". */
export function pageRangeLabel(range: Pick<PageRange, 'from' | 'to'>, total: number): string {
  return formatMessage(messages.clientsPageInfo, { from: range.from, to: range.to, total });
}

/** The row offset of a page for the list call. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

export const defaultClientOrder: ClientOrderBy = '-createdAt';

/** The direction of a column in an orderBy ("-" in front means descending), null for other columns. */
export function sortDirectionOf(orderBy: ClientOrderBy, field: ClientSortField): 'asc' | 'desc' | null {
  if (orderBy === field) return 'asc';
  if (orderBy === `-${field}`) return 'desc';
  return null;
}

/** A click on a column header: the same column flips its direction, another one sorts ascending. */
export function nextOrderBy(current: ClientOrderBy, field: ClientSortField): ClientOrderBy {
  return sortDirectionOf(current, field) === 'asc' ? (`-${field}` as ClientOrderBy) : field;
}
