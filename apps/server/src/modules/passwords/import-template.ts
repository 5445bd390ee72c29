import { importTemplateExampleRow, passwordsSheetColumns, passwordsSheetName } from '@guru/shared';
import { writeSheet } from '../../lib/spreadsheet.js';

/** The import template: the column headers and one example row, as an .xlsx file. */
export async function buildImportTemplate(): Promise<Uint8Array> {
  const columns = passwordsSheetColumns.map((header) => ({ header, width: header === 'Notes' ? 48 : 28 }));
  const example = passwordsSheetColumns.map((header) => importTemplateExampleRow[header]);
  return writeSheet(passwordsSheetName, columns, [example], 'Guru Suite');
}
