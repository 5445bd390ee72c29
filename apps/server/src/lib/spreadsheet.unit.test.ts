import { CFB, read } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../test/spreadsheet.js';
import { writeSheet } from './spreadsheet.js';

const columns = [
  { header: 'Name', width: 32 },
  { header: 'Notes', width: 48 },
  { header: 'Email', width: 20 },
];

const tricky = [
  ['Bank & <Trust> "main"', 'line one\nline two', "'=1+1"],
  ['  spaced  ', '', '=HYPERLINK("http://x")'],
  ['Café ☕ 𝄞', 'tab\there', '007'],
  ['-qDV1', '+1', '@SUM(A1)'],
];

function part(bytes: Uint8Array, path: string): string {
  const entry = (CFB as { find(container: unknown, path: string): { content: Uint8Array } | null }).find(
    CFB.read(bytes, { type: 'buffer' }),
    `/${path}`,
  );
  return new TextDecoder().decode(entry!.content);
}

describe('writeSheet', () => {
  it('is read back exactly: the sheet name, the headers, every value as text, the creator and the widths', () => {
    const bytes = writeSheet('Clients', columns, tricky, 'Guru Suite');
    const [sheet, ...others] = readSpreadsheet(bytes);
    expect(others).toEqual([]);
    expect(sheet!.name).toBe('Clients');
    expect(sheet!.rows).toEqual([['Name', 'Notes', 'Email'], ...tricky]);
    const workbook = read(bytes, { type: 'buffer', cellStyles: true });
    expect(workbook.Props?.Author).toBe('Guru Suite');
    // Widths in characters as spreadsheet programs show them (the file adds their padding).
    expect(workbook.Sheets.Clients!['!cols']?.map((column) => column.wch)).toEqual([32, 48, 20]);
  });

  it('writes every cell as a typed text cell (a shared string), never a formula, with row 1 in bold', () => {
    const bytes = writeSheet('Clients', columns, tricky, 'Guru Suite');
    const sheetXml = part(bytes, 'xl/worksheets/sheet1.xml');
    const cells = sheetXml.match(/<c [^>]*>/g) ?? [];
    expect(cells).toHaveLength(columns.length * (tricky.length + 1));
    for (const cell of cells) expect(cell).toContain('t="s"');
    expect(sheetXml).not.toContain('<f>');
    expect(cells.filter((cell) => / r="[A-Z]+1"/.test(cell)).every((cell) => cell.includes(' s="1"'))).toBe(
      true,
    );
    expect(cells.filter((cell) => cell.includes(' s="1"'))).toHaveLength(columns.length);

    const styles = (read(bytes, { type: 'buffer', cellStyles: true }) as { Styles?: unknown }).Styles as {
      Fonts: { bold?: number }[];
      CellXf: { fontId: number }[];
    };
    expect(styles.CellXf[1]?.fontId).toBe(1);
    expect(styles.Fonts[1]?.bold).toBe(1);
    expect(styles.Fonts[styles.CellXf[0]!.fontId]?.bold).toBeUndefined();
  });

  it('declares no content type of macros, so that Documents Guru takes the file (ADR 0031)', () => {
    const contentTypes = part(writeSheet('Clients', columns, tricky, 'Guru Suite'), '[Content_Types].xml');
    expect(contentTypes).not.toMatch(/macroEnabled|vbaProject/i);
    expect(contentTypes.match(/<Default Extension="[^"]*"/g)).toEqual([
      '<Default Extension="xml"',
      '<Default Extension="rels"',
    ]);
  });

  it('writes the header alone when there is no row, and 10,000 rows that all come back', () => {
    expect(readSpreadsheet(writeSheet('Empty', columns, [], 'Guru Suite'))[0]!.rows).toEqual([
      ['Name', 'Notes', 'Email'],
    ]);
    const many = Array.from({ length: 10_000 }, (_, i) => [
      `Entry ${i}`,
      i % 7 === 0 ? `note ${i}` : '',
      `${i}`,
    ]);
    const bytes = writeSheet('Many', columns, many, 'Guru Suite');
    // Deflated by Node's zlib (about 200 KiB), not by SheetJS's own fixed-code deflate (about 580 KiB).
    expect(bytes.length).toBeLessThan(300 * 1024);
    const rows = readSpreadsheet(bytes)[0]!.rows;
    expect(rows).toHaveLength(10_001);
    expect(rows[10_000]).toEqual(['Entry 9999', '', '9999']);
    expect(rows[8]).toEqual(['Entry 7', 'note 7', '7']);
  });
});
