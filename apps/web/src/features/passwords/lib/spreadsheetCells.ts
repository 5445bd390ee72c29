/**
 * Formula injection (CSV/Excel injection): a cell whose text starts with = + - @ (or a tab or a
 * carriage return) may be run as a formula by a spreadsheet program when it is not a typed text cell.
 * The export writes every cell as a typed text cell (`t="inlineStr"`, lib/xlsxWriter.ts), which no
 * spreadsheet program evaluates, so a password is written exactly as it is and the file says so
 * (`exactText`). Exports made before that prefixed such cells with an apostrophe (escapeSpreadsheetCell,
 * the one escape of the suite, in @guru/shared, kept as the definition of what they wrote); the import
 * takes exactly one apostrophe off again, only for files without that mark.
 */
export { escapeSpreadsheetCell, unescapeSpreadsheetCell } from '@guru/shared';
