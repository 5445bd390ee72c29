import { isZipFile, readWorkbook, type SheetData } from '../../../lib/spreadsheet';
import { readXlsWorkbook } from './spreadsheetXls';

/**
 * Reads the file chosen for an import with SheetJS: .xlsx, or .xls (Excel 97-2003). An .xlsx saved under
 * an .xls name is read as the .xlsx it is.
 */
export async function readImportFile(file: File): Promise<SheetData> {
  if (!/\.xls$/i.test(file.name)) return readWorkbook(file);
  if (isZipFile(new Uint8Array(await file.slice(0, 4).arrayBuffer()))) return readWorkbook(file);
  return readXlsWorkbook(file);
}
