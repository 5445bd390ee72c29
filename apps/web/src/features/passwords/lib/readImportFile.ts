import { readWorkbook, type SheetData } from '../../../lib/spreadsheet';
import { readXlsWorkbook } from './spreadsheetXls';

/** The first bytes of a zip archive, the container of .xlsx workbooks. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads the file chosen for an import: .xlsx with exceljs, .xls (Excel 97-2003) with SheetJS,
 * which is loaded only then. An .xlsx saved under an .xls name is read as the .xlsx it is.
 */
export async function readImportFile(file: File): Promise<SheetData> {
  if (!/\.xls$/i.test(file.name)) return readWorkbook(file);
  const head = new Uint8Array(await file.slice(0, ZIP_SIGNATURE.length).arrayBuffer());
  if (ZIP_SIGNATURE.every((byte, index) => head[index] === byte)) return readWorkbook(file);
  return readXlsWorkbook(file);
}
