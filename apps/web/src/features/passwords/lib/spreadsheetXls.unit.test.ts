import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { passwordsSheetColumns, passwordsSheetName } from '@guru/shared';
import { checkImportRows } from './importRows';
import { readImportFile } from './readImportFile';
import { SpreadsheetReadError, writeWorkbook } from '../../../lib/spreadsheet';
import { isCompoundFile, readXlsWorkbook } from './spreadsheetXls';

const good = ['Bank', 'Home', 'https://bank.example.com', 'casey', "'=1+1", '  kept as typed  '];

/** An Excel 97-2003 workbook (BIFF8), made by the same library the import reads it with. */
function xlsFile(rows: unknown[][], name = 'passwords.xls'): File {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), passwordsSheetName);
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['Ignored'], ['second sheet']]), 'Other');
  const bytes = XLSX.write(workbook, { bookType: 'biff8', type: 'array' }) as ArrayBuffer;
  return new File([bytes], name, { type: 'application/vnd.ms-excel' });
}

describe('reading an .xls workbook', () => {
  it('gives the first sheet in the row shape of the .xlsx reader', async () => {
    const file = xlsFile([[...passwordsSheetColumns], good, [], ['007', '', 'Safe', 'x', 1234, '']]);
    expect(isCompoundFile(new Uint8Array(await file.arrayBuffer()))).toBe(true);
    const sheet = await readImportFile(file);
    expect(sheet.headers).toEqual([...passwordsSheetColumns]);
    expect(sheet.rows.map((row) => row.rowNumber)).toEqual([2, 4]);
    expect(sheet.rows[0]?.cells).toEqual(
      Object.fromEntries(passwordsSheetColumns.map((column, i) => [column, good[i]])),
    );
    expect(sheet.rows[1]?.cells).toMatchObject({ Name: '007', Folder: '', Password: '1234', Notes: '' });
  });

  it('runs every row check on it (row numbers of the sheet)', async () => {
    const file = xlsFile([
      [...passwordsSheetColumns],
      good,
      ['No password', '', 'Garage keypad', 'me', '', ''],
      ['Bad site', '', 'https://bad host', 'me', 'pw', ''],
    ]);
    const sheet = await readImportFile(file);
    expect(checkImportRows(sheet.headers, sheet.rows, sheet.exactText)).toEqual({
      kind: 'rowErrors',
      errors: [
        { row: 3, field: 'Password', message: 'This field is required' },
        { row: 4, field: 'Website/Application Name', message: expect.stringContaining('valid web address') },
      ],
    });
    const fine = checkImportRows(sheet.headers, sheet.rows.slice(0, 1), sheet.exactText);
    expect(fine).toEqual({
      kind: 'ok',
      candidates: [
        {
          name: 'Bank',
          folderName: 'Home',
          website: 'https://bank.example.com',
          username: 'casey',
          password: '=1+1',
          note: '  kept as typed  ',
        },
      ],
    });
  });

  it('refuses a text file named .xls, and reads an .xlsx named .xls as .xlsx', async () => {
    const csv = new File(['Name,Password\nBank,x'], 'passwords.xls');
    await expect(readImportFile(csv)).rejects.toBeInstanceOf(SpreadsheetReadError);
    await expect(readXlsWorkbook(csv)).rejects.toBeInstanceOf(SpreadsheetReadError);
    const xlsx = await writeWorkbook(passwordsSheetName, passwordsSheetColumns, [
      { Name: 'A', Password: 'p' },
    ]);
    const sheet = await readImportFile(new File([xlsx], 'renamed.xls'));
    expect(sheet.rows[0]?.cells).toMatchObject({ Name: 'A', Password: 'p' });
  });

  it('refuses a damaged .xls', async () => {
    const bytes = new Uint8Array(await xlsFile([[...passwordsSheetColumns], good]).arrayBuffer());
    const damaged = new File([bytes.slice(0, 600)], 'damaged.xls');
    await expect(readImportFile(damaged)).rejects.toBeInstanceOf(SpreadsheetReadError);
  });
});
