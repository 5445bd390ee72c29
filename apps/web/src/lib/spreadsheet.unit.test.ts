import { describe, expect, it } from 'vitest';
import { passwordsSheetColumns, passwordsSheetName } from '@guru/shared';
import { SpreadsheetReadError, readWorkbook, writeWorkbook } from './spreadsheet';

describe('writeWorkbook / readWorkbook', () => {
  it('round-trips the header row and the values as text', async () => {
    const rows = [
      {
        Name: 'Bank',
        Folder: 'Home',
        'Website/Application Name': 'https://bank.example.com',
        Username: 'casey',
        Password: "'=1+1",
        Notes: '',
      },
      {
        Name: '007',
        Folder: '',
        'Website/Application Name': 'Safe',
        Username: 'x',
        Password: 'p w',
        Notes: 'line\nbreak',
      },
    ];
    const blob = await writeWorkbook(passwordsSheetName, passwordsSheetColumns, rows);
    expect(blob.size).toBeGreaterThan(0);
    const sheet = await readWorkbook(blob);
    expect(sheet.headers).toEqual([...passwordsSheetColumns]);
    expect(sheet.rows.map((row) => row.rowNumber)).toEqual([2, 3]);
    expect(sheet.rows[0]?.cells).toEqual(rows[0]);
    expect(sheet.rows[1]?.cells).toEqual(rows[1]);
  });

  it('refuses a file that is not a workbook', async () => {
    await expect(readWorkbook(new Blob(['Name,Password\nBank,x']))).rejects.toBeInstanceOf(
      SpreadsheetReadError,
    );
  });
});
