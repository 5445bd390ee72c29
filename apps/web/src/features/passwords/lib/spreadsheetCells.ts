/**
 * Formula injection (CSV/Excel injection): a cell whose text starts with = + - @ (or a tab or a
 * carriage return) may be run as a formula by a spreadsheet program. On export such cells get a
 * leading apostrophe; on import exactly one apostrophe is taken off again.
 *
 * A value that already starts with apostrophes before such a character (e.g. the password '=1+1)
 * is escaped too, so that import can tell "escaped by us" from "typed by the user": escape and
 * unescape are exact inverses for every string.
 */
const NEEDS_ESCAPE = /^'*[=+\-@\t\r]/;

export function escapeSpreadsheetCell(value: string): string {
  return NEEDS_ESCAPE.test(value) ? `'${value}` : value;
}

export function unescapeSpreadsheetCell(value: string): string {
  return value.startsWith("'") && NEEDS_ESCAPE.test(value.slice(1)) ? value.slice(1) : value;
}
