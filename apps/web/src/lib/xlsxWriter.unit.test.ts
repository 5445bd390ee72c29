import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import * as XLSX from '@e965/xlsx';
import { columnLetters, escapeXml, writeXlsx } from './xlsxWriter';
import { readWorkbook } from './spreadsheet';

const columns = [
  { title: 'Name', width: 28 },
  { title: 'Notes', width: 48 },
  { title: 'Password', width: 28 },
];

const tricky = [
  ['Bank & <Trust> "main"', 'line one\nline two', "'=1+1"],
  ['  spaced  ', '', 'p w'],
  ['Café ☕ 𝄞', 'tab\there', 'ctrl\u0001\u0007gone'],
  ['007', '=HYPERLINK("x")', ''],
];

function bytesBlob(bytes: Uint8Array): Blob {
  return new Blob([bytes as Uint8Array<ArrayBuffer>]);
}

describe('writeXlsx', () => {
  it('is read back by the spreadsheet library exactly, text as text, with the header in bold and the widths', async () => {
    const bytes = writeXlsx('Passwords', columns, tricky, 'Guru Suite');
    const sheet = await readWorkbook(bytesBlob(bytes));
    expect(sheet.headers).toEqual(['Name', 'Notes', 'Password']);
    expect(sheet.rows.map((row) => row.rowNumber)).toEqual([2, 3, 4, 5]);
    expect(sheet.rows.map((row) => [row.cells.Name, row.cells.Notes, row.cells.Password])).toEqual([
      tricky[0],
      tricky[1],
      ['Café ☕ 𝄞', 'tab\there', 'ctrlgone'],
      tricky[3],
    ]);

    const workbook = XLSX.read(bytes, { type: 'array', cellStyles: true });
    expect(workbook.SheetNames).toEqual(['Passwords']);
    const styles = (workbook as { Styles?: unknown }).Styles as {
      Fonts: { bold?: number }[];
      CellXf: { fontId: number }[];
    };
    const sheetXml = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
    const fontOf = (reference: string) => {
      const style = new RegExp(`<c r="${reference}"(?: s="(\\d+)")?`).exec(sheetXml);
      expect(style).not.toBeNull();
      return styles.Fonts[styles.CellXf[Number(style![1] ?? 0)]!.fontId]!;
    };
    expect(fontOf('A1').bold).toBe(1);
    expect(fontOf('A2').bold).not.toBe(1);
    expect(workbook.Sheets.Passwords!['!cols']?.[1]?.width).toBe(48);
    expect(workbook.Props?.Author).toBe('Guru Suite');
  });

  it('is read by a second, independent reader (SheetJS) the same way', () => {
    const bytes = writeXlsx('Passwords', columns, tricky, 'Guru Suite');
    const book = XLSX.read(bytes, { type: 'array' });
    expect(book.SheetNames).toEqual(['Passwords']);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Passwords!, {
      header: 1,
      defval: '',
      raw: false,
    });
    expect(rows[0]).toEqual(['Name', 'Notes', 'Password']);
    expect(rows[1]).toEqual(tricky[0]);
    expect(rows[4]).toEqual(tricky[3]);
  });

  it('writes 10,000 rows that all come back', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => [
      `Entry ${i}`,
      i % 7 === 0 ? `note ${i}` : '',
      `pw-${i}`,
    ]);
    const sheet = await readWorkbook(bytesBlob(writeXlsx('Passwords', columns, many, 'Guru Suite')));
    expect(sheet.rows).toHaveLength(10_000);
    expect(sheet.rows[9_999]?.cells).toEqual({ Name: 'Entry 9999', Notes: '', Password: 'pw-9999' });
    expect(sheet.rows[7]?.cells.Notes).toBe('note 7');
  });

  it('names columns as spreadsheets do, and escapes what XML reserves', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    expect(escapeXml('a & b < c > d "e"')).toBe('a &amp; b &lt; c &gt; d &quot;e&quot;');
    expect(escapeXml('x\u0000y\uFFFEz\uD800')).toBe('xyz');
    expect(escapeXml('𝄞')).toBe('𝄞');
  });
});
