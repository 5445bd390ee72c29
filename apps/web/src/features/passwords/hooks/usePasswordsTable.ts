import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PasswordsPageSize } from '@guru/shared';
import { readPageSize, writePageSize } from '../lib/sessionPrefs';
import {
  emptySelection,
  pruneSelection,
  toggleAllRows,
  toggleRow as toggleRowSelection,
  type Selection,
} from '../lib/selection';
import { useStableCallback } from '../../../lib/useStableCallback';
import { yieldToBrowser } from '../../../lib/yieldToBrowser';
import { FOLDER_PARAM, NO_GROUP_PARAM } from '../lib/passwordsRoutes';
import {
  SortDirection,
  allEntryIds,
  type Page,
  buildRows,
  defaultSort,
  filterActive,
  noFilter,
  paginate,
  rootScope,
  showsFolderColumn,
  warmIndex,
  type EntryFilter,
  type SortField,
  type PasswordsRow,
  type PasswordsScope,
  type PasswordsSort,
} from '../lib/passwordsList';
import type { PasswordsSnapshot } from '../lib/passwordsTypes';

const emptySnapshot: PasswordsSnapshot = { entries: [], folders: [] };

function scopeOf(param: string | null, snapshot: PasswordsSnapshot): PasswordsScope {
  if (param === null || param === '') return rootScope;
  if (param === NO_GROUP_PARAM) return { kind: 'folder', folderId: null };
  // An unknown folder (deleted, or a stale link) shows the top level.
  return snapshot.folders.some((folder) => folder.id === param)
    ? { kind: 'folder', folderId: param }
    : rootScope;
}

function scopeKey(scope: PasswordsScope): string {
  if (scope.kind === 'root') return 'root';
  return scope.folderId ?? NO_GROUP_PARAM;
}

/** Page and selection belong to one search, sort, page size and folder: a change starts over. */
interface PagingState {
  resetKey: string;
  page: number;
  selection: Selection;
}

/** What the table and its pagination show for one search. */
export interface PasswordsView {
  /** The search (trimmed) these rows answer. */
  query: string;
  searching: boolean;
  rows: PasswordsRow[];
  page: Page<PasswordsRow>;
  selection: Selection;
  showFolderColumn: boolean;
}

/** How many searches' first pages are kept per snapshot, folder, sort and page size. */
const FIRST_VIEWS_KEPT = 8;

/**
 * The first page (no selection) of each search, built once: the search typed during the pause and the one
 * handed over when it ends get the same objects, so the table rendered during the pause is shown as it is.
 */
class FirstViewCache {
  private readonly views = new Map<string, PasswordsView>();

  constructor(
    private readonly data: PasswordsSnapshot,
    private readonly scope: PasswordsScope,
    private readonly sort: PasswordsSort,
    private readonly pageSize: PasswordsPageSize,
    private readonly filter: EntryFilter,
  ) {}

  get(search: string): PasswordsView {
    const query = search.trim();
    const known = this.views.get(query);
    if (known) return known;
    // The list engine's own time (search, sort, folder filter), read by bench/passwords.ts.
    const start = performance.now();
    const rows = buildRows(this.data, { scope: this.scope, query, sort: this.sort, filter: this.filter });
    performance.measure('vault:buildRows', { start, end: performance.now() });
    const page = paginate(rows, 1, this.pageSize);
    const view = {
      query,
      searching: query !== '' || filterActive(this.filter),
      rows,
      page,
      selection: emptySelection,
      showFolderColumn: showsFolderColumn(page.rows, query),
    };
    if (this.views.size >= FIRST_VIEWS_KEPT) this.views.delete(this.views.keys().next().value as string);
    this.views.set(query, view);
    return view;
  }
}

/**
 * State of the dashboard table: search (debounced by the search box), sort, folder (in the URL), page size
 * (remembered under perPage), page and selection, and the rows they give.
 */
export function usePasswordsTable(snapshot: PasswordsSnapshot | undefined) {
  const data = snapshot ?? emptySnapshot;
  const [searchParams, setSearchParams] = useSearchParams();
  const folderParam = searchParams.get(FOLDER_PARAM);
  const scope = useMemo(() => scopeOf(folderParam, data), [folderParam, data]);
  const [query, setQuery] = useState('');
  /** What the search box holds while the pause runs (its screen is prepared hidden meanwhile). */
  const [pendingQuery, setPendingQuery] = useState('');
  /** Counts the resets of the search box (a folder opened). */
  const [searchResets, setSearchResets] = useState(0);
  const [sort, setSort] = useState<PasswordsSort>(defaultSort);
  const [pageSize, setPageSizeState] = useState<PasswordsPageSize>(readPageSize);
  const [filter, setFilter] = useState<EntryFilter>(noFilter);

  const resetKey = [
    query.trim(),
    sort.field,
    sort.direction,
    pageSize,
    scopeKey(scope),
    filter.type ?? '',
    filter.favoritesOnly,
  ].join('|');
  const [paging, setPaging] = useState<PagingState>({ resetKey, page: 1, selection: emptySelection });
  // A new search, sort, page size or folder starts at page 1 with no selection: derived, so a
  // keystroke costs one render, not two.
  const rebase = (previous: PagingState): PagingState =>
    previous.resetKey === resetKey ? previous : { resetKey, page: 1, selection: emptySelection };
  const current = rebase(paging);

  // Build the search index of a new snapshot in slices between frames, not on the first keystroke.
  // (While the worker still sends summaries, only the rows of those received so far are made.)
  useEffect(() => {
    let cancelled = false;
    void warmIndex(data, sort, yieldToBrowser, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [data, sort]);

  // First pages by search for this snapshot, folder, sort and page size. The search being typed is built and
  // rendered (hidden) during the pause; when the pause ends the same objects are shown, not rebuilt.
  const firstViews = useMemo(
    () => new FirstViewCache(data, scope, sort, pageSize, filter),
    [data, scope, sort, pageSize, filter],
  );
  const base = firstViews.get(query);
  // Every entry id (100,000 at most) only once something is selected: a selection keeps only ids that still exist.
  const existingIds = useMemo(() => {
    let ids: ReadonlySet<string> | undefined;
    return () => (ids ??= allEntryIds(data));
  }, [data]);
  const selection =
    current.selection.size === 0 ? current.selection : pruneSelection(current.selection, existingIds());
  const view = useMemo((): PasswordsView => {
    if (current.page === 1 && selection === emptySelection) return base;
    const page = paginate(base.rows, current.page, pageSize);
    return { ...base, page, selection, showFolderColumn: showsFolderColumn(page.rows, base.query) };
  }, [base, current.page, selection, pageSize]);
  /** The view of a search: the one shown, or the first page of another (for the one being typed). */
  const viewFor = useCallback(
    (search: string): PasswordsView => (search.trim() === view.query ? view : firstViews.get(search)),
    [view, firstViews],
  );

  const setSelection = (update: (previous: Selection) => Selection): void =>
    setPaging((previous) => {
      const base = rebase(previous);
      return { ...base, selection: update(base.selection) };
    });

  const toggleRow = useStableCallback((row: PasswordsRow) =>
    setSelection((previous) => toggleRowSelection(previous, row)),
  );

  const openScope = useCallback(
    (next: PasswordsScope) => {
      setQuery('');
      setPendingQuery('');
      setSearchResets((n) => n + 1);
      setSearchParams(next.kind === 'root' ? {} : { [FOLDER_PARAM]: next.folderId ?? NO_GROUP_PARAM });
    },
    [setSearchParams],
  );

  return {
    scope,
    query,
    /** The search typed but not yet handed over, when it differs from the one shown. */
    pendingQuery: pendingQuery.trim() === view.query ? null : pendingQuery,
    searchResets,
    searching: view.searching,
    sort,
    pageSize,
    filter,
    /** The type and favorites filters (a new filter starts at page 1 with no selection). */
    setFilter,
    view,
    viewFor,
    page: view.page,
    rows: view.rows,
    selection: view.selection,
    showFolderColumn: view.showFolderColumn,
    /** The search box debounces (400 ms) and hands over the query. */
    setQuery,
    /** Each keystroke's text, to prepare its screen during the pause. */
    setPendingQuery,
    openScope,
    toggleSort: useStableCallback((field: SortField) =>
      setSort((previous) => ({
        field,
        direction:
          previous.field === field && previous.direction === SortDirection.asc
            ? SortDirection.desc
            : SortDirection.asc,
      })),
    ),
    setPageSize: useStableCallback((size: PasswordsPageSize) => {
      writePageSize(size);
      setPageSizeState(size);
    }),
    goToPage: useStableCallback((next: number) =>
      setPaging((previous) => ({ ...rebase(previous), page: next })),
    ),
    /** Stable (the rows are memoised on their handlers). */
    toggleRow,
    /** Selects (or clears) the rows of the page shown. */
    toggleAllRows: useStableCallback((rows: readonly PasswordsRow[] = view.page.rows) =>
      setSelection((previous) => toggleAllRows(previous, rows)),
    ),
    clearSelection: () => setSelection(() => emptySelection),
  };
}

export type PasswordsTableState = ReturnType<typeof usePasswordsTable>;
