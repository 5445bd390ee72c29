/**
 * Formula injection (CSV/Excel injection): a cell whose text starts with = + - @ (or a tab or a
 * carriage return) may be run as a formula by a spreadsheet program. On export such cells get a
 * leading apostrophe; on import that apostrophe is taken off again, so values round-trip.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;
const ESCAPED_TRIGGER = /^'[=+\-@\t\r]/;

export function escapeSpreadsheetCell(value: string): string {
  return FORMULA_TRIGGER.test(value) ? `'${value}` : value;
}

export function unescapeSpreadsheetCell(value: string): string {
  return ESCAPED_TRIGGER.test(value) ? value.slice(1) : value;
}
