/**
 * The order in which the vault worker decrypts and hands over the summaries (docs/ARCHITECTURE.md,
 * "Password Guru"): the entries the first page needs come first, then the rest in batches that
 * each cost the main thread a few milliseconds to receive. Pure functions, tested in
 * vaultBatches.unit.test.ts.
 */

/** What the worker knows of an entry before decrypting it. */
export interface SealedPlace {
  folderId: string | null;
}

/**
 * Where the table opens: the top level (its first page is folder rows, which need no summary)
 * or one folder (null for "No Group"), whose entries must all be open to be sorted by name.
 */
export type FirstScope = { kind: 'root' } | { kind: 'folder'; folderId: string | null };

/** Positions of `items` in decryption batches: the first scope's entries in one batch first, then the rest. */
export function planBatches(items: readonly SealedPlace[], first: FirstScope, batchSize: number): number[][] {
  if (!Number.isSafeInteger(batchSize) || batchSize < 1)
    throw new RangeError('batchSize must be a positive whole number');
  const firstBatch: number[] = [];
  const rest: number[] = [];
  items.forEach((item, position) => {
    if (first.kind === 'folder' && item.folderId === first.folderId) firstBatch.push(position);
    else rest.push(position);
  });
  const batches: number[][] = firstBatch.length > 0 ? [firstBatch] : [];
  for (let start = 0; start < rest.length; start += batchSize)
    batches.push(rest.slice(start, start + batchSize));
  return batches;
}

/** Every entry id by folder (null for "No Group"), in the server's order: the folder rows' counts before any decryption. */
export function idsByFolder(
  items: ReadonlyArray<SealedPlace & { id: string }>,
): Map<string | null, string[]> {
  const byFolder = new Map<string | null, string[]>();
  for (const item of items) {
    const ids = byFolder.get(item.folderId);
    if (ids) ids.push(item.id);
    else byFolder.set(item.folderId, [item.id]);
  }
  return byFolder;
}

/**
 * Positions of `values` in ascending order by `compare`: sorted once (in the worker) so that the
 * main thread only reads the order, never sorts 100,000 entries itself.
 */
export function sortedPositions<T>(values: readonly T[], compare: (a: T, b: T) => number): Int32Array {
  const positions = Int32Array.from(values.keys());
  positions.sort((a, b) => compare(values[a]!, values[b]!));
  return positions;
}
