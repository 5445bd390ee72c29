import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PasswordsPageSize } from '@guru/shared';
import { readPageSize, writePageSize } from '../lib/sessionPrefs';
import { emptySelection, pruneSelection, toggleAllRows, toggleRow as toggleRowSelection, type Selection } from '../lib/selection';
import { useStableCallback } from '../../../lib/useStableCallback';
import { yieldToBrowser } from '../../../lib/yieldToBrowser';
import { FOLDER_PARAM, NO_GROUP_PARAM } from '../lib/passwordsRoutes';
import {
  SortDirection,
  allEntryIds,
  buildRows,
  defaultSort,
  paginate,
  rootScope,
  showsFolderColumn,
  warmIndex,
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
  return snapshot.folders.some((folder) => folder.id === param) ? { kind: 'folder', folderId: param } : rootScope;
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
  /** Counts the resets of the search box (a folder opened). */
  const [searchResets, setSearchResets] = useState(0);
  const [sort, setSort] = useState<PasswordsSort>(defaultSort);
  const [pageSize, setPageSizeState] = useState<PasswordsPageSize>(readPageSize);

  const resetKey = [query.trim(), sort.field, sort.direction, pageSize, scopeKey(scope)].join('|');
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

  const rows = useMemo(() => {
    // The list engine's own time (search, sort, folder filter), read by bench/passwords.ts.
    const start = performance.now();
    const built = buildRows(data, { scope, query, sort });
    performance.measure('vault:buildRows', { start, end: performance.now() });
    return built;
  }, [data, scope, query, sort]);
  const page = paginate(rows, current.page, pageSize);
  const existingIds = useMemo(() => allEntryIds(data), [data]);
  const selection = pruneSelection(current.selection, existingIds);

  const setSelection = (update: (previous: Selection) => Selection): void =>
    setPaging((previous) => {
      const base = rebase(previous);
      return { ...base, selection: update(base.selection) };
    });

  const toggleRow = useStableCallback((row: PasswordsRow) => setSelection((previous) => toggleRowSelection(previous, row)));

  const openScope = useCallback(
    (next: PasswordsScope) => {
      setQuery('');
      setSearchResets((n) => n + 1);
      setSearchParams(next.kind === 'root' ? {} : { [FOLDER_PARAM]: next.folderId ?? NO_GROUP_PARAM });
    },
    [setSearchParams],
  );

  return {
    scope,
    query,
    searchResets,
    searching: query.trim() !== '',
    sort,
    pageSize,
    page,
    rows,
    selection,
    showFolderColumn: showsFolderColumn(page.rows, query),
    /** The search box debounces (400 ms) and hands over the query. */
    setQuery,
    openScope,
    toggleSort: (field: SortField) =>
      setSort((previous) => ({
        field,
        direction: previous.field === field && previous.direction === SortDirection.asc ? SortDirection.desc : SortDirection.asc,
      })),
    setPageSize: (size: PasswordsPageSize) => {
      writePageSize(size);
      setPageSizeState(size);
    },
    goToPage: (next: number) => setPaging((previous) => ({ ...rebase(previous), page: next })),
    /** Stable (the rows are memoised on their handlers). */
    toggleRow,
    toggleAllRows: () => setSelection((previous) => toggleAllRows(previous, page.rows)),
    clearSelection: () => setSelection(() => emptySelection),
  };
}

export type PasswordsTableState = ReturnType<typeof usePasswordsTable>;
