import { read, utils } from '@e965/xlsx';

export interface ReadSheet {
  name: string;
  /** Row by row, every cell as the text a spreadsheet program shows (an empty cell is ''). */
  rows: string[][];
}

/** The sheets of an .xlsx file (an export's body), read with SheetJS as the server writes them. */
export function readSpreadsheet(payload: Uint8Array): ReadSheet[] {
  const workbook = read(payload, { type: 'buffer' });
  return workbook.SheetNames.map((name) => ({
    name,
    rows: utils.sheet_to_json<string[]>(workbook.Sheets[name]!, {
      header: 1,
      defval: '',
      raw: false,
      blankrows: false,
    }),
  }));
}

/** The first sheet's rows (see readSpreadsheet). */
export function readFirstSheet(payload: Uint8Array): string[][] {
  return readSpreadsheet(payload)[0]?.rows ?? [];
}
