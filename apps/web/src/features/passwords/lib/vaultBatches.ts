/**
 * How the vault worker hands over the summaries (docs/ARCHITECTURE.md, "Password Guru", ADR 0054): where
 * each entry is, and the name and username orders made page by page as the summaries stream in. Pure
 * functions, tested in vaultBatches.unit.test.ts.
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

/** Positions `offset` to `offset + length - 1` of `values`, sorted by `compare`: one run for mergeRuns. */
export function sortedRun<T>(
  values: readonly T[],
  offset: number,
  length: number,
  compare: (a: T, b: T) => number,
): Int32Array {
  const positions = new Int32Array(length);
  for (let i = 0; i < length; i += 1) positions[i] = offset + i;
  positions.sort((a, b) => compare(values[a]!, values[b]!));
  return positions;
}

function mergeTwo<T>(
  values: readonly T[],
  a: Int32Array,
  b: Int32Array,
  compare: (a: T, b: T) => number,
): Int32Array {
  const merged = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    // Ties keep the earlier run first (none happen with a total order such as the table's).
    if (compare(values[b[j]!]!, values[a[i]!]!) < 0) merged[k++] = b[j++]!;
    else merged[k++] = a[i++]!;
  }
  while (i < a.length) merged[k++] = a[i++]!;
  while (j < b.length) merged[k++] = b[j++]!;
  return merged;
}

/**
 * Sorted runs of positions (sortedRun) merged into one ascending order, two by two: about log2(runs)
 * compares per position, where sorting every position again costs log2(positions).
 */
export function mergeRuns<T>(
  values: readonly T[],
  runs: readonly Int32Array[],
  compare: (a: T, b: T) => number,
): Int32Array {
  let level = [...runs];
  if (level.length === 0) return new Int32Array(0);
  while (level.length > 1) {
    const next: Int32Array[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(i + 1 < level.length ? mergeTwo(values, level[i]!, level[i + 1]!, compare) : level[i]!);
    level = next;
  }
  return level[0]!;
}
