/** The provider's firm list page sizes. */
export const firmPageSizes = [10, 20, 50] as const;
export type FirmPageSize = (typeof firmPageSizes)[number];

/** The rows a page shows, "from-to of total", and the number of pages (at least 1). */
export function firmPage(
  page: number,
  pageSize: number,
  total: number,
): { offset: number; from: number; to: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const offset = (Math.min(page, pageCount) - 1) * pageSize;
  return { offset, from: total === 0 ? 0 : offset + 1, to: Math.min(offset + pageSize, total), pageCount };
}
