import {
  documentsMessages,
  documentsScreenMessages as text,
  escapeSpreadsheetCell,
  type DocumentRow,
} from '@guru/shared';
import { formatDateTimeUs } from '../../../lib/format';
import { formatDocumentDate, formatFileSize, personName } from './documentsFormat';

/** Export to Excel of the listing shown (seed 001 section 2.1), built in the browser with lib/spreadsheet. */
export const documentsExportColumns = [
  text.columnName,
  text.exportFolderColumn,
  text.exportAreaColumn,
  text.columnSize,
  text.columnLastUpdated,
  text.columnSharedBy,
  text.columnSharedDate,
] as const;

/** A cell starting with = + - @ (or a tab or a carriage return) could run as a formula: it gets an apostrophe. */
export { escapeSpreadsheetCell };

export function documentExportRow(file: DocumentRow): Record<string, string> {
  const raw: Record<string, string> = {
    [text.columnName]: file.fileName,
    [text.exportFolderColumn]: file.folderName ?? documentsMessages.noGroup,
    [text.exportAreaColumn]: file.isShareFA ? documentsMessages.tabShared : documentsMessages.tabPrivate,
    [text.columnSize]: formatFileSize(file.fileSize),
    [text.columnLastUpdated]: formatDateTimeUs(file.updatedAt),
    [text.columnSharedBy]: file.sharedUser ? personName(file.sharedUser) : '',
    [text.columnSharedDate]: formatDocumentDate(file.sharedUser?.sharedDate),
  };
  return Object.fromEntries(
    Object.entries(raw).map(([column, value]) => [column, escapeSpreadsheetCell(value)]),
  );
}

/** `{date}_document_management.xlsx`, the date as YYYY-MM-DD (the vault's export is named the same way). */
export function documentsExportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}_document_management.xlsx`;
}
