import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeSpreadsheetCell, unescapeSpreadsheetCell } from './spreadsheet-cells.js';

const FORMULA_START = /^[=+\-@\t\r]/;
/** Strings made mostly of the characters that matter here, so the edge cases come up often. */
const trickyText = fc.oneof(
  fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', ' ', 'a', '1'), maxLength: 8 }),
  fc.string({ maxLength: 20 }),
);

describe('escapeSpreadsheetCell', () => {
  it.each([
    '=HYPERLINK("http://evil")',
    '=SUM(A1)',
    '=1+1',
    '+1+2',
    '+1',
    '-2+3',
    '-1',
    '@SUM(A1)',
    '\t=1',
    '\tx',
    '\r=1',
    "'=1+1",
    "''@x",
    "'\t",
  ])('prefixes %j with an apostrophe', (value) => {
    expect(escapeSpreadsheetCell(value)).toBe(`'${value}`);
  });

  it.each(['plain', 'a=b', 'https://bank.example.com', '', "'quoted", "''", '1+1', " '=x"])(
    'leaves %j alone',
    (value) => {
      expect(escapeSpreadsheetCell(value)).toBe(value);
    },
  );

  it('never leaves a cell that a spreadsheet would run as a formula', () => {
    fc.assert(fc.property(trickyText, (value) => !FORMULA_START.test(escapeSpreadsheetCell(value))));
  });

  it('changes nothing but one leading apostrophe, and only where a formula could start', () => {
    fc.assert(
      fc.property(trickyText, (value) => {
        const escaped = escapeSpreadsheetCell(value);
        return escaped === value || (escaped === `'${value}` && /^'*[=+\-@\t\r]/.test(value));
      }),
    );
  });
});

describe('unescapeSpreadsheetCell', () => {
  it('is the exact inverse of the escape, for every string', () => {
    fc.assert(
      fc.property(trickyText, (value) => unescapeSpreadsheetCell(escapeSpreadsheetCell(value)) === value),
    );
  });

  it('takes off exactly one apostrophe, only before a formula start', () => {
    expect(unescapeSpreadsheetCell("'=1+1")).toBe('=1+1');
    expect(unescapeSpreadsheetCell("''=1+1")).toBe("'=1+1");
    expect(unescapeSpreadsheetCell("'tis")).toBe("'tis");
    expect(unescapeSpreadsheetCell("'")).toBe("'");
  });
});
