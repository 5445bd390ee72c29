import { SpreadsheetReadError, readFirstSheet, type SheetData } from '../../../lib/spreadsheet';

/**
 * Reading old binary Excel workbooks (.xls, Excel 97-2003) for the import (docs/adr/0009). SheetJS, the
 * reader of .xlsx files too (lib/spreadsheet.ts, docs/adr/0036), reads them into the same row shape, so the
 * same row checks run.
 */

/** The first bytes of an OLE2 compound file, the container of BIFF5 / BIFF8 workbooks. */
const COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function isCompoundFile(bytes: Uint8Array): boolean {
  return COMPOUND_FILE_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** The first sheet of an .xls workbook: header titles (row 1) and the rows below, as text. */
export async function readXlsWorkbook(file: Blob): Promise<SheetData> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Only real binary workbooks: SheetJS would also read CSV, HTML or text saved as ".xls".
  if (!isCompoundFile(bytes)) throw new SpreadsheetReadError(new Error('not an OLE2 compound file'));
  // Only our .xlsx exports carry the exact-text mark.
  return readFirstSheet(bytes, false);
}
