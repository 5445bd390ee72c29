import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { emptyVaultRecord, passwordsSheetName } from '@guru/shared';
import { exportColumns, exportRow } from './exportRows';
import { checkImportRows } from './importRows';
import { readWorkbook, writeWorkbook } from '../../../lib/spreadsheet';
import { escapeSpreadsheetCell } from './spreadsheetCells';
import type { OpenedEntry } from './passwordsTypes';

/** Strings made mostly of the characters that matter here, so the edge cases come up often. */
const trickyText = fc.oneof(
  fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', ' ', 'a', '1'), maxLength: 8 }),
  fc.string({ maxLength: 20 }),
);

function entry(values: Partial<Pick<OpenedEntry, 'name' | 'username' | 'password' | 'note'>>): OpenedEntry {
  return {
    id: 'x',
    name: 'Bank',
    website: 'https://bank.example.com',
    isWebsite: true,
    username: 'casey',
    password: 'pw',
    note: '',
    folderId: null,
    updatedAt: '2026-01-01T00:00:00Z',
    record: emptyVaultRecord('login'),
    favorite: false,
    history: [],
    ...values,
  };
}

/** What the passwords export does with its rows (features/passwords/worker). */
async function exportedWorkbook(entries: readonly OpenedEntry[]): Promise<Blob> {
  return writeWorkbook(
    passwordsSheetName,
    exportColumns,
    entries.map((one) => exportRow(one, 'Home')),
    { exactText: true },
  );
}

async function sheetXmlOf(blob: Blob): Promise<string> {
  return strFromU8(unzipSync(new Uint8Array(await blob.arrayBuffer()))['xl/worksheets/sheet1.xml']!);
}

describe('export then import', () => {
  it('gives back every password and note exactly (rows as the export writes them)', () => {
    fc.assert(
      fc.property(
        trickyText.filter((p) => p.trim() !== ''),
        trickyText,
        (password, note) => {
          const check = checkImportRows(
            [...exportColumns],
            [{ rowNumber: 2, cells: exportRow(entry({ password, note }), null) }],
            true,
          );
          expect(check).toMatchObject({ kind: 'ok', candidates: [{ password, note }] });
        },
      ),
    );
  });

  const formulaLike = ['-qDV1', '=1+1', '+x', '@y', "'quoted", "'=1+1"];

  it.each(formulaLike)(
    'writes the password %j as a typed text cell holding exactly it, and reads it back',
    async (password) => {
      const blob = await exportedWorkbook([entry({ password })]);
      const sheet = await readWorkbook(blob);
      expect(sheet.exactText).toBe(true);
      expect(sheet.rows[0]?.cells.Password).toBe(password);
      const check = checkImportRows(sheet.headers, sheet.rows, sheet.exactText);
      expect(check).toMatchObject({ kind: 'ok', candidates: [{ password }] });
    },
  );

  it('leaves no cell that a spreadsheet program would evaluate: every non-empty cell is an inline string', async () => {
    const xml = await sheetXmlOf(
      await exportedWorkbook(
        formulaLike.map((password) =>
          entry({ password, name: password, username: password, note: password }),
        ),
      ),
    );
    const cells = xml.match(/<c [^>]*>/g) ?? [];
    expect(cells.length).toBeGreaterThan(formulaLike.length * 4);
    for (const cell of cells) expect(cell).toContain('t="inlineStr"');
    expect(xml).not.toContain('<f>');
  });

  it("keeps '=1+1 and a note with spaces through a real workbook", async () => {
    const original = entry({
      name: "'@Bank",
      password: "'=1+1",
      note: "  '-note kept as typed \n",
      username: '-me',
    });
    const sheet = await readWorkbook(await exportedWorkbook([original]));
    const check = checkImportRows(sheet.headers, sheet.rows, sheet.exactText);
    expect(check).toEqual({
      kind: 'ok',
      candidates: [
        {
          name: "'@Bank",
          folderName: 'Home',
          website: original.website,
          username: '-me',
          password: "'=1+1",
          note: original.note,
        },
      ],
    });
  });

  it('reads a file of an older export (formula starts behind an apostrophe, no exact-text mark) as it was meant', async () => {
    const older = { ...exportRow(entry({ password: '-qDV1', username: '@me' }), 'Home') };
    for (const column of exportColumns) older[column] = escapeSpreadsheetCell(older[column] ?? '');
    const sheet = await readWorkbook(await writeWorkbook(passwordsSheetName, exportColumns, [older]));
    expect(sheet.exactText).toBe(false);
    expect(sheet.rows[0]?.cells.Password).toBe("'-qDV1");
    expect(checkImportRows(sheet.headers, sheet.rows, sheet.exactText)).toMatchObject({
      kind: 'ok',
      candidates: [{ password: '-qDV1', username: '@me' }],
    });
  });
});
