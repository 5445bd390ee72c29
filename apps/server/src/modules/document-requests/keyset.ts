/**
 * Keyset paging (ADR 0047): a page starts after the last row of the previous one, named by its sort key
 * (created_at, id), so a deep page is a walk along an index, never an OFFSET over every row before it.
 * The cursor is that key, base64url: opaque to the browser, checked when read back.
 */
export interface Keyset {
  createdAt: string;
  id: string;
}

export function encodeCursor(key: Keyset): string {
  return Buffer.from(`${key.createdAt}|${key.id}`, 'utf8').toString('base64url');
}

/** The key a cursor names, or null for a cursor that is not one of ours (answered as the first page's refusal). */
export function decodeCursor(cursor: string): Keyset | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([0-9a-f-]{36})$/.exec(text);
  return match ? { createdAt: match[1]!, id: match[2]! } : null;
}

/** The page's rows and the cursor of the next one: the query reads `limit + 1` rows to know. */
export function pageOf<R>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => Keyset,
): { rows: R[]; next: string | null } {
  if (rows.length <= limit) return { rows, next: null };
  const page = rows.slice(0, limit);
  return { rows: page, next: encodeCursor(keyOf(page[page.length - 1]!)) };
}
