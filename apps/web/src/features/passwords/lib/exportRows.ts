import { passwordsSheetColumns, type PasswordsSheetColumn } from '@guru/shared';
import { formatLastUpdated } from './dateTime';
import { escapeSpreadsheetCell } from './spreadsheetCells';
import type { OpenedEntry } from './passwordsTypes';

/** Columns of the export: the import template's, then the date (ignored when re-imported). */
export const LAST_UPDATED_COLUMN = 'Last updated';
export const exportColumns = [...passwordsSheetColumns, LAST_UPDATED_COLUMN] as const;
export type ExportColumn = PasswordsSheetColumn | typeof LAST_UPDATED_COLUMN;

/** One exported row; every cell is guarded against formula injection. */
export function exportRow(entry: OpenedEntry, folderName: string | null): Record<ExportColumn, string> {
  const raw: Record<ExportColumn, string> = {
    Name: entry.name,
    Folder: folderName ?? '',
    'Website/Application Name': entry.website,
    Username: entry.username,
    Password: entry.password,
    Notes: entry.note,
    [LAST_UPDATED_COLUMN]: formatLastUpdated(entry.updatedAt),
  };
  const escaped = { ...raw };
  for (const column of exportColumns) escaped[column] = escapeSpreadsheetCell(raw[column]);
  return escaped;
}
