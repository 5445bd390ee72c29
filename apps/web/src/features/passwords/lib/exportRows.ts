import { passwordsSheetColumns, type PasswordsSheetColumn } from '@guru/shared';
import { formatDateTimeUs } from '../../../lib/format';
import type { OpenedEntry } from './passwordsTypes';
import { typedExportCells, typedExportColumns } from './typedSheetColumns';

/**
 * Columns of the export: the import template's, then the date (ignored when re-imported), then the item
 * types' own (typedSheetColumns.ts, read back by the import).
 */
export const LAST_UPDATED_COLUMN = 'Last updated';
export const exportColumns: readonly string[] = [
  ...passwordsSheetColumns,
  LAST_UPDATED_COLUMN,
  ...typedExportColumns,
];
export type ExportColumn = PasswordsSheetColumn | typeof LAST_UPDATED_COLUMN;

/**
 * One exported row, every value exactly as it is: the file's cells are typed text, never run as formulas
 * (lib/spreadsheet.ts, written with `exactText`), so a password that starts with "-" or "=" keeps its text.
 */
export function exportRow(
  entry: Omit<OpenedEntry, 'record' | 'favorite' | 'history'> &
    Partial<Pick<OpenedEntry, 'record' | 'favorite'>>,
  folderName: string | null,
): Record<ExportColumn, string> & Record<string, string> {
  return {
    ...(entry.record ? typedExportCells(entry.record, entry.favorite === true) : {}),
    Name: entry.name,
    Folder: folderName ?? '',
    'Website/Application Name': entry.website,
    Username: entry.username,
    Password: entry.password,
    Notes: entry.note,
    [LAST_UPDATED_COLUMN]: formatDateTimeUs(entry.updatedAt),
  };
}
