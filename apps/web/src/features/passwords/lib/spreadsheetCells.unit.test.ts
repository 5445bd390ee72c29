import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordsSheetName } from '@guru/shared';
import { exportColumns, exportRow } from './exportRows';
import { checkImportRows } from './importRows';
import { readWorkbook, writeWorkbook } from '../../../lib/spreadsheet';
import { escapeSpreadsheetCell, unescapeSpreadsheetCell } from './spreadsheetCells';
import type { OpenedEntry } from './passwordsTypes';

const FORMULA_START = /^[=+\-@\t\r]/;
/** Strings made mostly of the characters that matter here, so the edge cases come up often. */
const trickyText = fc.oneof(
  fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', ' ', 'a', '1'), maxLength: 8 }),
  fc.string({ maxLength: 20 }),
);

function entry(values: Partial<Pick<OpenedEntry, 'name' | 'username' | 'password' | 'note'>>): OpenedEntry {
  return {
    id: 'x', name: 'Bank', website: 'https://bank.example.com', isWebsite: true, username: 'casey', password: 'pw', note: '', folderId: null,
    updatedAt: '2026-01-01T00:00:00Z', ...values,
  };
}

describe('escapeSpreadsheetCell', () => {
  it.each(['=HYPERLINK("http://evil")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1', "'=1+1", "''@x", "'\t"])('prefixes %j with an apostrophe', (value) => {
    expect(escapeSpreadsheetCell(value)).toBe(`'${value}`);
  });

  it.each(['plain', 'a=b', 'https://bank.example.com', '', "'quoted", "''", '1+1', " '=x"])('leaves %j alone', (value) => {
    expect(escapeSpreadsheetCell(value)).toBe(value);
  });

  it('never leaves a cell that a spreadsheet would run as a formula', () => {
    fc.assert(fc.property(trickyText, (value) => !FORMULA_START.test(escapeSpreadsheetCell(value))));
  });
});

describe('unescapeSpreadsheetCell', () => {
  it('is the exact inverse of the escape, for every string', () => {
    fc.assert(fc.property(trickyText, (value) => unescapeSpreadsheetCell(escapeSpreadsheetCell(value)) === value));
  });

  it('takes off exactly one apostrophe, only before a formula start', () => {
    expect(unescapeSpreadsheetCell("'=1+1")).toBe('=1+1');
    expect(unescapeSpreadsheetCell("''=1+1")).toBe("'=1+1");
    expect(unescapeSpreadsheetCell("'tis")).toBe("'tis");
    expect(unescapeSpreadsheetCell("'")).toBe("'");
  });
});

describe('export then import', () => {
  it('gives back every password and note exactly (rows as the export writes them)', () => {
    fc.assert(
      fc.property(trickyText.filter((p) => p.trim() !== ''), trickyText, (password, note) => {
        const check = checkImportRows([...exportColumns], [{ rowNumber: 2, cells: exportRow(entry({ password, note }), null) }]);
        expect(check).toMatchObject({ kind: 'ok', candidates: [{ password, note }] });
      }),
    );
  });

  it("keeps '=1+1 and a note with spaces through a real workbook", async () => {
    const original = entry({ name: "'@Bank", password: "'=1+1", note: "  '-note kept as typed \n", username: '-me' });
    const blob = await writeWorkbook(passwordsSheetName, exportColumns, [exportRow(original, 'Home')]);
    const sheet = await readWorkbook(blob);
    expect(sheet.rows[0]?.cells.Password).toBe("''=1+1");
    const check = checkImportRows(sheet.headers, sheet.rows);
    expect(check).toEqual({
      kind: 'ok',
      candidates: [{ name: "'@Bank", folderName: 'Home', website: original.website, username: '-me', password: "'=1+1", note: original.note }],
    });
  });
});
