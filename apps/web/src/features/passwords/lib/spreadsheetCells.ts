/**
 * Formula injection (CSV/Excel injection): a cell whose text starts with = + - @ (or a tab or a
 * carriage return) may be run as a formula by a spreadsheet program when it is not a typed text cell.
 * The export writes every cell as a typed text cell (`t="inlineStr"`, lib/xlsxWriter.ts), which no
 * spreadsheet program evaluates, so a password is written exactly as it is and the file says so
 * (`exactText`). Exports made before that prefixed such cells with an apostrophe (escapeSpreadsheetCell,
 * kept as the definition of what they wrote); the import takes exactly one apostrophe off again, only for
 * files without that mark.
 *
 * A value that already started with apostrophes before such a character (e.g. the password '=1+1)
 * was escaped too, so that import can tell "escaped by us" from "typed by the user": escape and
 * unescape are exact inverses for every string.
 */
const NEEDS_ESCAPE = /^'*[=+\-@\t\r]/;

export function escapeSpreadsheetCell(value: string): string {
  return NEEDS_ESCAPE.test(value) ? `'${value}` : value;
}

export function unescapeSpreadsheetCell(value: string): string {
  return value.startsWith("'") && NEEDS_ESCAPE.test(value.slice(1)) ? value.slice(1) : value;
}
