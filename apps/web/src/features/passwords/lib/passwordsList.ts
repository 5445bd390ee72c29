import { PAGE_SIZE_ALL, type VaultItemType } from '@guru/shared';
import type { PasswordsEntry, PasswordsFolderEntry, PasswordsSnapshot } from './passwordsTypes';

/**
 * The dashboard's list engine (docs/ARCHITECTURE.md, "Password Guru"): search, sort, folder filter and pagination
 * run in the browser over decrypted summaries. Pure functions, tested in passwordsList.unit.test.ts.
 */

export const SortField = { name: 'name', username: 'username' } as const;
export type SortField = (typeof SortField)[keyof typeof SortField];

export const SortDirection = { asc: 'asc', desc: 'desc' } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];

export interface PasswordsSort {
  field: SortField;
  direction: SortDirection;
}

export const defaultSort: PasswordsSort = { field: SortField.name, direction: SortDirection.asc };

/** Where the table looks: the top level (folders), one folder, or the "No Group" pseudo-folder (null). */
export type PasswordsScope = { kind: 'root' } | { kind: 'folder'; folderId: string | null };

export const rootScope: PasswordsScope = { kind: 'root' };

export interface FolderRow {
  kind: 'folder';
  key: string;
  /** null for the "No Group" pseudo-folder. */
  folderId: string | null;
  folder: PasswordsFolderEntry | null;
  /** The folder's entries; empty while the vault streams in (their ids are known once every page is in). */
  entryIds: string[];
  /** How many entries the folder holds (the server's count while the vault streams in). */
  count: number;
}

export interface EntryRow {
  kind: 'entry';
  key: string;
  entry: PasswordsEntry;
  /** The entry's folder name, or null for "No Group". */
  folderName: string | null;
}

export type PasswordsRow = FolderRow | EntryRow;

export const NO_GROUP_KEY = 'folder:none';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function folderNameMap(folders: readonly PasswordsFolderEntry[]): Map<string, string> {
  return new Map(folders.map((folder) => [folder.id, folder.name]));
}

function entryInScope(entry: PasswordsEntry, scope: PasswordsScope): boolean {
  return scope.kind === 'root' || entry.folderId === scope.folderId;
}

function compareEntries(a: EntryRow, b: EntryRow, sort: PasswordsSort): number {
  const result = compareAscending(sort.field, a.entry, b.entry);
  return sort.direction === SortDirection.asc ? result : -result;
}

/**
 * Every entry id by folder: the worker's, once every page is in; none yet while the vault streams in with
 * the server's counts (a folder is not selectable until all of its ids are known); else from the entries.
 */
function entryIdsByFolder(snapshot: PasswordsSnapshot): ReadonlyMap<string | null, readonly string[]> {
  if (snapshot.idsByFolder) return snapshot.idsByFolder;
  if (snapshot.countsByFolder && snapshot.complete === false) return new Map();
  const idsByFolder = new Map<string | null, string[]>();
  for (const entry of snapshot.entries) {
    const ids = idsByFolder.get(entry.folderId) ?? [];
    ids.push(entry.id);
    idsByFolder.set(entry.folderId, ids);
  }
  return idsByFolder;
}

/** The ids of every entry of the vault, decrypted yet or not (what a selection may hold). */
export function allEntryIds(snapshot: PasswordsSnapshot): ReadonlySet<string> {
  if (!snapshot.idsByFolder) return new Set(snapshot.entries.map((entry) => entry.id));
  // One set per id list: the snapshots of one load share it.
  const known = allIdsByList.get(snapshot.idsByFolder);
  if (known) return known;
  const ids = new Set<string>();
  for (const folderIds of snapshot.idsByFolder.values()) for (const id of folderIds) ids.add(id);
  allIdsByList.set(snapshot.idsByFolder, ids);
  return ids;
}

const allIdsByList = new WeakMap<ReadonlyMap<string | null, readonly string[]>, ReadonlySet<string>>();

function folderRows(snapshot: PasswordsSnapshot, sort: PasswordsSort): FolderRow[] {
  const idsByFolder = entryIdsByFolder(snapshot);
  const countsKnown =
    !snapshot.idsByFolder && snapshot.complete === false ? snapshot.countsByFolder : undefined;
  const countOf = (folderId: string | null) =>
    countsKnown ? (countsKnown.get(folderId) ?? 0) : (idsByFolder.get(folderId)?.length ?? 0);
  // Folders have no username: they stay in name order, reversed only for a descending name sort.
  const byName = [...snapshot.folders].sort(
    (a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id),
  );
  if (sort.field === SortField.name && sort.direction === SortDirection.desc) byName.reverse();
  const rows: FolderRow[] = byName.map((folder) => ({
    kind: 'folder',
    key: `folder:${folder.id}`,
    folderId: folder.id,
    folder,
    entryIds: [...(idsByFolder.get(folder.id) ?? [])],
    count: countOf(folder.id),
  }));
  // "No Group" always comes last.
  rows.push({
    kind: 'folder',
    key: NO_GROUP_KEY,
    folderId: null,
    folder: null,
    entryIds: [...(idsByFolder.get(null) ?? [])],
    count: countOf(null),
  });
  return rows;
}

/** The dashboard's type and favorites filters: either lists the matching entries of the whole vault (or the open folder). */
export interface EntryFilter {
  /** null: every type. */
  type: VaultItemType | null;
  favoritesOnly: boolean;
}

export const noFilter: EntryFilter = { type: null, favoritesOnly: false };

export function filterActive(filter: EntryFilter | undefined): boolean {
  return filter !== undefined && (filter.type !== null || filter.favoritesOnly);
}

function entryMatchesFilter(entry: PasswordsEntry, filter: EntryFilter): boolean {
  if (filter.favoritesOnly && entry.favorite !== true) return false;
  return filter.type === null || (entry.type ?? 'login') === filter.type;
}

/** Favorites first, each part in the order it had (a stable partition, not a sort). */
function favoritesFirst<T extends PasswordsRow>(rows: T[]): T[] {
  if (!rows.some((row) => row.kind === 'entry' && row.entry.favorite === true)) return rows;
  const pinned: T[] = [];
  const rest: T[] = [];
  for (const row of rows) (row.kind === 'entry' && row.entry.favorite === true ? pinned : rest).push(row);
  return [...pinned, ...rest];
}

export interface RowQuery {
  scope: PasswordsScope;
  query: string;
  sort: PasswordsSort;
  filter?: EntryFilter;
}

/** An entry row with its lower-cased search text (name, username, website) and its folder's name, lower-cased. */
interface IndexedRow {
  row: EntryRow;
  haystack: string;
  folderText: string;
}

/**
 * Every entry of a snapshot, sorted, with its search text: built once per snapshot and sort, so a
 * search keystroke only filters (no re-sorting, no re-lower-casing of 10,000 entries). The worker
 * sends the name and username orders and each entry's search text with the summaries: the main
 * thread then only lays the rows out in that order.
 */
const sortedIndexes = new WeakMap<PasswordsSnapshot, Map<string, IndexedRow[]>>();

/**
 * Each entry's indexed row, kept per folder list (a folder renamed is a new list): the rows of a
 * vault arriving in batches are made batch by batch (warmIndex), and the complete vault's index
 * reuses them.
 */
const entryRows = new WeakMap<readonly PasswordsFolderEntry[], WeakMap<PasswordsEntry, IndexedRow>>();

/** Every entry's indexed row of a snapshot, in its entries' order. */
const indexedRows = new WeakMap<PasswordsSnapshot, IndexedRow[]>();

/** Makes the indexed rows of `snapshot`, yielding after every `slice` entries (sliced work: warmIndex). */
function* indexRowsInSlices(snapshot: PasswordsSnapshot, slice: number): Generator<void, IndexedRow[]> {
  const known = indexedRows.get(snapshot);
  if (known) return known;
  let cache = entryRows.get(snapshot.folders);
  if (!cache) {
    cache = new WeakMap();
    entryRows.set(snapshot.folders, cache);
  }
  const names = folderNameMap(snapshot.folders);
  const folderTexts = new Map([...names].map(([id, name]) => [id, name.toLocaleLowerCase()]));
  const rows = new Array<IndexedRow>(snapshot.entries.length);
  for (let position = 0; position < snapshot.entries.length; position += 1) {
    if (position > 0 && position % slice === 0) yield;
    const entry = snapshot.entries[position]!;
    let indexed = cache.get(entry);
    if (!indexed) {
      const folderName = entry.folderId === null ? null : (names.get(entry.folderId) ?? null);
      indexed = {
        row: { kind: 'entry', key: `entry:${entry.id}`, entry, folderName },
        haystack:
          entry.searchText ?? [entry.name, entry.username, entry.website].join('\n').toLocaleLowerCase(),
        folderText: entry.folderId === null ? '' : (folderTexts.get(entry.folderId) ?? ''),
      };
      cache.set(entry, indexed);
    }
    rows[position] = indexed;
  }
  indexedRows.set(snapshot, rows);
  return rows;
}

/** Runs sliced work to its end at once (in a render, where the answer is needed now). */
function runToEnd<T>(work: Generator<void, T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** The ascending order of `rows` by `field`: the worker's positions when it sent them, else a sort here. */
function* ascendingInSlices(
  snapshot: PasswordsSnapshot,
  rows: IndexedRow[],
  field: SortField,
  slice: number,
): Generator<void, IndexedRow[]> {
  const order = snapshot.order?.[field];
  if (!order || order.length !== rows.length)
    return [...rows].sort((a, b) => compareEntries(a.row, b.row, { field, direction: SortDirection.asc }));
  const sorted = new Array<IndexedRow>(order.length);
  for (let i = 0; i < order.length; i += 1) {
    if (i > 0 && i % slice === 0) yield;
    sorted[i] = rows[order[i]!]!;
  }
  return sorted;
}

function* sortedIndexInSlices(
  snapshot: PasswordsSnapshot,
  sort: PasswordsSort,
  slice: number,
): Generator<void, IndexedRow[]> {
  let bySort = sortedIndexes.get(snapshot);
  if (!bySort) {
    bySort = new Map();
    sortedIndexes.set(snapshot, bySort);
  }
  const key = `${sort.field}:${sort.direction}`;
  const cached = bySort.get(key);
  if (cached) return cached;
  const ascendingKey = `${sort.field}:${SortDirection.asc}`;
  let ascending = bySort.get(ascendingKey);
  if (!ascending) {
    const rows = yield* indexRowsInSlices(snapshot, slice);
    ascending = yield* ascendingInSlices(snapshot, rows, sort.field, slice);
    bySort.set(ascendingKey, ascending);
  }
  const indexed = sort.direction === SortDirection.desc ? [...ascending].reverse() : ascending;
  bySort.set(key, indexed);
  return indexed;
}

function sortedIndex(snapshot: PasswordsSnapshot, sort: PasswordsSort): IndexedRow[] {
  return runToEnd(sortedIndexInSlices(snapshot, sort, Number.MAX_SAFE_INTEGER));
}

/** Entries indexed between two yields to the browser: a few milliseconds of work. */
const WARM_SLICE = 5_000;
/** The entries searched once ahead, to compile the search code before the first keystroke. */
const WARM_SEARCH_SAMPLE = 2_000;

/**
 * Builds a snapshot's search index ahead of the first keystroke, in slices between which the browser
 * paints and handles input (`between` resolves when the next slice may run; `isCancelled` stops the
 * work): while the worker still sends summaries, the rows of those received so far; once complete,
 * the sorted index, then one search over a sample so that the first real keystroke finds compiled code.
 */
export async function warmIndex(
  snapshot: PasswordsSnapshot,
  sort: PasswordsSort,
  between: () => Promise<void>,
  isCancelled: () => boolean,
): Promise<void> {
  const work =
    snapshot.complete === false
      ? indexRowsInSlices(snapshot, WARM_SLICE)
      : sortedIndexInSlices(snapshot, sort, WARM_SLICE);
  do {
    await between();
    if (isCancelled()) return;
  } while (!work.next().done);
  if (snapshot.complete === false || isCancelled()) return;
  const sample: PasswordsSnapshot = {
    entries: snapshot.entries.slice(0, WARM_SEARCH_SAMPLE),
    folders: snapshot.folders,
  };
  buildRows(sample, { scope: rootScope, query: '\u0000', sort });
}

function compareAscending(field: SortField, a: PasswordsEntry, b: PasswordsEntry): number {
  const primary = collator.compare(a[field], b[field]);
  return primary !== 0 ? primary : collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
}

/** The comparison the worker sorts with (the same as the table's, ascending). */
export function compareEntriesAscending(field: SortField): (a: PasswordsEntry, b: PasswordsEntry) => number {
  return (a, b) => compareAscending(field, a, b);
}

/**
 * The rows of the table: folders at the top level, a folder's entries inside it, and the matching
 * entries (of the whole vault, or of the open folder) while searching.
 */
export function buildRows(
  snapshot: PasswordsSnapshot,
  { scope, query, sort, filter = noFilter }: RowQuery,
): PasswordsRow[] {
  const needle = query.trim().toLocaleLowerCase();
  const filtering = filterActive(filter);
  if (scope.kind === 'root' && needle === '' && !filtering) {
    // The top level: favorites pinned above the folders.
    const pinned: PasswordsRow[] = [];
    if (snapshot.entries.some((entry) => entry.favorite === true))
      for (const { row } of sortedIndex(snapshot, sort)) if (row.entry.favorite === true) pinned.push(row);
    const folders = folderRows(snapshot, sort);
    return pinned.length === 0 ? folders : [...pinned, ...folders];
  }
  const rows: EntryRow[] = [];
  for (const { row, haystack, folderText } of sortedIndex(snapshot, sort)) {
    if (
      entryInScope(row.entry, scope) &&
      (!filtering || entryMatchesFilter(row.entry, filter)) &&
      (needle === '' || haystack.includes(needle) || folderText.includes(needle))
    )
      rows.push(row);
  }
  return favoritesFirst(rows);
}

/** The Folder column shows while searching or when the listed entries belong to folders. */
export function showsFolderColumn(rows: readonly PasswordsRow[], query: string): boolean {
  if (query.trim() !== '') return true;
  return rows.some((row) => row.kind === 'entry' && row.entry.folderId !== null);
}

export interface Page<T> {
  rows: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based position of the first and last row shown (0 when there are none). */
  from: number;
  to: number;
}

/** One page of rows; a page size of -1 (All) puts every row on one page. */
export function paginate<T>(rows: readonly T[], page: number, pageSize: number): Page<T> {
  const total = rows.length;
  const size = pageSize === PAGE_SIZE_ALL || pageSize <= 0 ? Math.max(total, 1) : pageSize;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * size;
  const pageRows = rows.slice(start, start + size);
  return {
    rows: pageRows,
    page: current,
    pageCount,
    total,
    from: pageRows.length === 0 ? 0 : start + 1,
    to: start + pageRows.length,
  };
}
