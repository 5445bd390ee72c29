import type { CellObject, WorkBook } from '@e965/xlsx';
import { XLSX_MIME_TYPE } from '@guru/shared';
import { EXACT_TEXT_STATUS, writeXlsx } from './xlsxWriter';

/**
 * Reading and writing .xlsx files in the browser (docs/ARCHITECTURE.md, "Password Guru": import and export never
 * leave the device in clear). Files are written by xlsxWriter.ts; SheetJS (@e965/xlsx, the suite's one spreadsheet
 * library, docs/adr/0036) reads them, loaded on first use only, so the dashboard stays light.
 */

/** One data row: its number in the sheet (1 is the header row) and its cells by column title. */
export interface SheetRow {
  rowNumber: number;
  cells: Record<string, string>;
}

export interface SheetData {
  headers: string[];
  rows: SheetRow[];
  /** The file says its cells hold their text exactly (written with `exactText`): no apostrophe to take off. */
  exactText: boolean;
}

/** The workbook could not be opened (not an .xlsx file, damaged, an old binary .xls). */
export class SpreadsheetReadError extends Error {
  constructor(cause: unknown) {
    super('unreadable workbook', { cause });
    this.name = 'SpreadsheetReadError';
  }
}

/** Starts loading the reader (a large library) before a file is chosen; never fails. */
export function preloadSpreadsheetReader(): void {
  void import('@e965/xlsx').catch(() => undefined);
}

/** The text of a cell as the user sees it; a formula gives its cached result, never run. */
export function cellText(cell: CellObject | undefined): string {
  if (cell === undefined || cell.t === 'e' || cell.t === 'z') return '';
  const value = cell.v;
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The first sheet of a workbook (any kind SheetJS reads: here .xlsx, and .xls from spreadsheetXls.ts): header
 * titles (row 1) and the rows below, as text. Rows without any cell are not listed.
 */
export async function readFirstSheet(bytes: Uint8Array, exactTextMark: boolean): Promise<SheetData> {
  const XLSX = await import('@e965/xlsx');
  let workbook: WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      sheets: 0,
      dense: true,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellNF: false,
    });
  } catch (cause) {
    throw new SpreadsheetReadError(cause);
  }
  // The export's mark (xlsxWriter.ts) is the file's core property content status.
  const exactText = exactTextMark && workbook.Props?.ContentStatus === EXACT_TEXT_STATUS;
  const firstName = workbook.SheetNames[0];
  const sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  const data = sheet?.['!data'];
  if (!data) return { headers: [], rows: [], exactText };
  // Row 1 holds the titles, whatever the sheet's used range says.
  const headerByColumn = new Map<number, string>();
  (data[0] ?? []).forEach((cell, column) => {
    const title = cellText(cell).trim();
    if (title !== '') headerByColumn.set(column, title);
  });
  const rows: SheetRow[] = [];
  for (let row = 1; row < data.length; row += 1) {
    const line = data[row];
    if (!line?.some((cell) => cell !== undefined)) continue;
    const cells: Record<string, string> = {};
    headerByColumn.forEach((title, column) => {
      cells[title] = cellText(line[column]);
    });
    rows.push({ rowNumber: row + 1, cells });
  }
  return { headers: [...headerByColumn.values()], rows, exactText };
}

/**
 * One sheet with a bold header row; every value is written as a typed text cell, never evaluated as a formula
 * (lib/xlsxWriter.ts, no library to load). `exactText`: the values are as they are (no formula escaping), and the
 * file says so for the import.
 */
export async function writeWorkbook(
  sheetName: string,
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, string>>,
  { exactText = false }: { exactText?: boolean } = {},
): Promise<Blob> {
  const layout = columns.map((title) => ({ title, width: title === 'Notes' ? 48 : 28 }));
  const bytes = writeXlsx(
    sheetName,
    layout,
    rows.map((row) => columns.map((column) => row[column] ?? '')),
    'Guru Suite',
    { exactText },
  );
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_MIME_TYPE });
}

/** The first bytes of a zip archive, the container of .xlsx workbooks. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export function isZipFile(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** The first sheet of an .xlsx workbook: header titles (row 1) and the rows below, as text. */
export async function readWorkbook(file: Blob): Promise<SheetData> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Only zip containers: SheetJS would also read CSV, HTML or text as a workbook.
  if (!isZipFile(bytes)) throw new SpreadsheetReadError(new Error('not a zip container'));
  return readFirstSheet(bytes, true);
}
