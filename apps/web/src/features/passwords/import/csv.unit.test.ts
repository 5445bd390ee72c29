import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, and the line each row starts on', () => {
    const { rows, brokenLines } = parseCsv('a,b\r\n"x, y","say ""hi""\r\nthere",z\r\nlast,row');
    expect(brokenLines).toEqual([]);
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"\r\nthere', 'z'] },
      { line: 4, cells: ['last', 'row'] },
    ]);
  });

  it('takes off a byte-order mark and passes over blank lines', () => {
    const { rows } = parseCsv('\uFEFFname,url\n\nCafé ☕,https://例え.jp\n');
    expect(rows.map((row) => row.cells)).toEqual([
      ['name', 'url'],
      ['Café ☕', 'https://例え.jp'],
    ]);
  });

  it('keeps empty cells and trailing empty columns', () => {
    expect(parseCsv('a,,c,\n').rows[0]!.cells).toEqual(['a', '', 'c', '']);
  });

  it('reports a quote never closed at the line its row starts, and reads the next lines', () => {
    const { rows, brokenLines } = parseCsv('h1,h2\nok,1\n"broken,2\nafter,3');
    expect(brokenLines).toEqual([3]);
    expect(rows.map((row) => [row.line, ...row.cells])).toEqual([
      [1, 'h1', 'h2'],
      [2, 'ok', '1'],
      [4, 'after', '3'],
    ]);
  });
});
