import { describe, expect, it } from 'vitest';
import { escapeSpreadsheetCell, unescapeSpreadsheetCell } from './spreadsheetCells';

describe('escapeSpreadsheetCell', () => {
  it.each(['=HYPERLINK("http://evil")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('prefixes %j with an apostrophe', (value) => {
    expect(escapeSpreadsheetCell(value)).toBe(`'${value}`);
  });

  it.each(['plain', 'a=b', 'https://bank.example.com', '', "'quoted", '1+1'])('leaves %j alone', (value) => {
    expect(escapeSpreadsheetCell(value)).toBe(value);
  });
});

describe('unescapeSpreadsheetCell', () => {
  it('round-trips every escaped value', () => {
    for (const value of ['=1+1', '-secret-', '@home', '+x', 'plain', "'already"]) {
      expect(unescapeSpreadsheetCell(escapeSpreadsheetCell(value))).toBe(value);
    }
  });

  it('keeps an apostrophe that does not guard a formula', () => {
    expect(unescapeSpreadsheetCell("'tis")).toBe("'tis");
  });
});
