import { passwordsSheetColumns, type PasswordsSheetColumn } from '@guru/shared';
import { formatDateTimeUs } from '../../../lib/format';
import type { OpenedEntry } from './passwordsTypes';

/** Columns of the export: the import template's, then the date (ignored when re-imported). */
export const LAST_UPDATED_COLUMN = 'Last updated';
export const exportColumns = [...passwordsSheetColumns, LAST_UPDATED_COLUMN] as const;
export type ExportColumn = PasswordsSheetColumn | typeof LAST_UPDATED_COLUMN;

/**
 * One exported row, every value exactly as it is: the file's cells are typed text, never run as formulas
 * (lib/spreadsheet.ts, written with `exactText`), so a password that starts with "-" or "=" keeps its text.
 */
export function exportRow(
  entry: Omit<OpenedEntry, 'record' | 'favorite' | 'history'>,
  folderName: string | null,
): Record<ExportColumn, string> {
  return {
    Name: entry.name,
    Folder: folderName ?? '',
    'Website/Application Name': entry.website,
    Username: entry.username,
    Password: entry.password,
    Notes: entry.note,
    [LAST_UPDATED_COLUMN]: formatDateTimeUs(entry.updatedAt),
  };
}
