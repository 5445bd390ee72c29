import type { CellObject, WorkSheet } from '@e965/xlsx';
import { SpreadsheetReadError, type SheetData, type SheetRow } from '../../../lib/spreadsheet';

/**
 * Reading old binary Excel workbooks (.xls, Excel 97-2003) for the import (docs/adr/0009). exceljs
 * reads .xlsx only, so SheetJS (@e965/xlsx, read-only use) is loaded on first use, only when an
 * .xls file is chosen. The result has the shape the .xlsx reader gives, so the same row checks run.
 */

/** The first bytes of an OLE2 compound file, the container of BIFF5 / BIFF8 workbooks. */
const COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function isCompoundFile(bytes: Uint8Array): boolean {
  return COMPOUND_FILE_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** The text of a cell as the user sees it; a formula gives its cached result, never run. */
export function xlsCellText(cell: CellObject | undefined): string {
  if (cell === undefined || cell.t === 'e' || cell.t === 'z') return '';
  const value = cell.v;
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function cellAt(
  sheet: WorkSheet,
  row: number,
  column: number,
  encodeCell: (address: { r: number; c: number }) => string,
): CellObject | undefined {
  return sheet[encodeCell({ r: row, c: column })] as CellObject | undefined;
}

/** The first sheet of an .xls workbook: header titles (row 1) and the rows below, as text. */
export async function readXlsWorkbook(file: Blob): Promise<SheetData> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Only real binary workbooks: SheetJS would also read CSV, HTML or text saved as ".xls".
  if (!isCompoundFile(bytes)) throw new SpreadsheetReadError(new Error('not an OLE2 compound file'));
  const XLSX = await import('@e965/xlsx');
  let sheet: WorkSheet | undefined;
  try {
    const workbook = XLSX.read(bytes, {
      type: 'array',
      sheets: 0,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
    });
    const firstName = workbook.SheetNames[0];
    sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  } catch (cause) {
    throw new SpreadsheetReadError(cause);
  }
  if (!sheet?.['!ref']) return { headers: [], rows: [], exactText: false };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const encodeCell = XLSX.utils.encode_cell;
  // Row 1 holds the titles, as in the .xlsx reader (whatever the sheet's used range says).
  const headerByColumn = new Map<number, string>();
  for (let column = range.s.c; column <= range.e.c; column += 1) {
    const title = xlsCellText(cellAt(sheet, 0, column, encodeCell)).trim();
    if (title !== '') headerByColumn.set(column, title);
  }
  const rows: SheetRow[] = [];
  for (let row = Math.max(range.s.r, 1); row <= range.e.r; row += 1) {
    let present = false;
    const cells: Record<string, string> = {};
    for (let column = range.s.c; column <= range.e.c; column += 1) {
      const cell = cellAt(sheet, row, column, encodeCell);
      if (cell !== undefined) present = true;
      const title = headerByColumn.get(column);
      if (title !== undefined) cells[title] = xlsCellText(cell);
    }
    // Like exceljs's eachRow: rows without any cell are not listed.
    if (present) rows.push({ rowNumber: row + 1, cells });
  }
  return { headers: [...headerByColumn.values()], rows, exactText: false };
}
