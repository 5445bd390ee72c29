import type { CellValue, Workbook } from 'exceljs';
import { XLSX_MIME_TYPE } from '@guru/shared';
import { EXACT_TEXT_STATUS, writeXlsx } from './xlsxWriter';

/**
 * Reading and writing .xlsx files in the browser (docs/ARCHITECTURE.md, "Password Guru": import and export never
 * leave the device in clear). Files are written by xlsxWriter.ts; exceljs reads them, loaded on first use only, so
 * the dashboard stays light.
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
  void import('exceljs').catch(() => undefined);
}

async function newWorkbook(): Promise<Workbook> {
  const excel = await import('exceljs');
  return new excel.default.Workbook();
}

/** The text of a cell as the user sees it; formulas give their cached result, never run. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('error' in value) return '';
  if ('formula' in value || 'sharedFormula' in value) {
    const { result } = value;
    if (result === undefined || (typeof result === 'object' && !(result instanceof Date))) return '';
    return cellText(result);
  }
  return '';
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

/** The first sheet of a workbook: header titles (row 1) and the rows below, as text. */
export async function readWorkbook(file: Blob): Promise<SheetData> {
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(await file.arrayBuffer());
  } catch (cause) {
    throw new SpreadsheetReadError(cause);
  }
  // exceljs reads the core property into the workbook, though its class typings leave it out.
  const exactText = (workbook as Workbook & { contentStatus?: string }).contentStatus === EXACT_TEXT_STATUS;
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [], exactText };
  const headerByColumn = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, column) => {
    const title = cellText(cell.value).trim();
    if (title !== '') headerByColumn.set(column, title);
  });
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: Record<string, string> = {};
    headerByColumn.forEach((title, column) => {
      cells[title] = cellText(row.getCell(column).value);
    });
    rows.push({ rowNumber, cells });
  });
  return { headers: [...headerByColumn.values()], rows, exactText };
}
