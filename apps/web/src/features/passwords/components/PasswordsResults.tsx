import { memo, startTransition, useEffect, useState } from 'react';
import { Card } from '@mantine/core';
import { passwordsPageSizes, type PasswordsPageSize } from '@guru/shared';
import { DataTablePagination } from '../../../components/DataTablePagination';
import type { PasswordsTableState, PasswordsView } from '../hooks/usePasswordsTable';
import { PasswordsTable, type PasswordsTableProps } from './PasswordsTable';
import classes from './PasswordsResults.module.css';
import type { RowActions } from './PasswordsTableRows';

/** Everything but the view is stable between searches (values and handlers). */
type ResultsProps = Omit<PasswordsTableProps, 'view'> & {
  pageSize: PasswordsPageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PasswordsPageSize) => void;
};

/** The table and its pagination for one view; renders again only when the view (or a setting) changes. */
const ResultsView = memo(function ResultsView({
  view,
  pageSize,
  onPageChange,
  onPageSizeChange,
  ...table
}: ResultsProps & { view: PasswordsView }) {
  const { page } = view;
  return (
    <>
      <Card withBorder radius="md" padding={0}>
        <PasswordsTable view={view} {...table} />
      </Card>
      <DataTablePagination
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        from={page.from}
        to={page.to}
        pageSize={pageSize}
        pageSizes={passwordsPageSizes}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </>
  );
});

/** One search's results, resolved through `viewFor` (its identity changes with the view shown). */
const SearchResults = memo(function SearchResults({
  search,
  viewFor,
  ...props
}: ResultsProps & { search: string; viewFor: (search: string) => PasswordsView }) {
  return <ResultsView view={viewFor(search)} {...props} />;
});

export interface PasswordsResultsProps {
  table: PasswordsTableState;
  passwordsEmpty: boolean;
  actions: RowActions;
}

/**
 * The search shown before `shown`, until the frame that shows `shown` is painted: it is hidden at once and
 * removed afterwards, so that removing its rows does not delay that frame.
 */
function useRetiredSearch(shown: string): string | null {
  const [previous, setPrevious] = useState(shown);
  const [retiring, setRetiring] = useState<string | null>(null);
  if (previous !== shown) {
    setPrevious(shown);
    setRetiring(previous);
  }
  useEffect(() => {
    if (retiring === null) return;
    let timer: number | undefined;
    // A timer set from an animation frame runs once that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setRetiring(null)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [retiring]);
  return retiring === shown ? null : retiring;
}

/**
 * The dashboard's table and pagination. While the search box's pause runs, the results of what it holds
 * are rendered and laid out out of sight (a transition, so typing stays first); when the pause ends they
 * are shown as they are, and the new rows are painted in the next frame instead of after a full render.
 * The search shown before stays hidden until then, and is removed after that frame.
 */
export function PasswordsResults({ table, passwordsEmpty, actions }: PasswordsResultsProps) {
  const shown = table.view.query;
  const retiring = useRetiredSearch(shown);
  const searches = [...new Set([shown, table.pendingQuery?.trim(), retiring ?? undefined])].filter(
    (search) => search !== undefined,
  );
  const props: ResultsProps = {
    sort: table.sort,
    pageSize: table.pageSize,
    inFolder: table.scope.kind === 'folder',
    passwordsEmpty,
    actions,
    onToggleSort: table.toggleSort,
    onToggleRow: table.toggleRow,
    onToggleAll: table.toggleAllRows,
    onPageChange: table.goToPage,
    onPageSizeChange: table.setPageSize,
  };
  return (
    <div className={classes.stack}>
      {searches.map((search) => {
        const state = search === shown ? 'shown' : search === retiring ? 'retired' : 'prepared';
        return (
          <div
            key={search}
            className={`${classes.results} ${state === 'shown' ? '' : classes[state]}`}
            data-results={state}
          >
            <SearchResults search={search} viewFor={table.viewFor} {...props} />
          </div>
        );
      })}
    </div>
  );
}
