/**
 * Formula injection (CSV/Excel injection): a cell whose text starts with = + - @ (or a tab or a carriage
 * return) may be run as a formula by a spreadsheet program when it is not a typed text cell, or when a user
 * edits it. The exports that escape (the server's client, subscriber and activity exports, the documents
 * export, the passwords exports before `exactText`) prefix such a cell with an apostrophe, which spreadsheet
 * programs show as text and do not evaluate. This is the one definition of that escape (docs/adr/0036).
 *
 * A value that already starts with apostrophes before such a character (e.g. the password '=1+1) is escaped
 * too, so that the import can tell "escaped by us" from "typed by the user": escape and unescape are exact
 * inverses for every string, and no escaped value starts with a formula character.
 */
const NEEDS_ESCAPE = /^'*[=+\-@\t\r]/;

export function escapeSpreadsheetCell(value: string): string {
  return NEEDS_ESCAPE.test(value) ? `'${value}` : value;
}

/** Takes off exactly the one apostrophe escapeSpreadsheetCell put before a formula start. */
export function unescapeSpreadsheetCell(value: string): string {
  return value.startsWith("'") && NEEDS_ESCAPE.test(value.slice(1)) ? value.slice(1) : value;
}
