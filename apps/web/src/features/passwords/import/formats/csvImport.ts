import { parseCsvWithHeader, type CsvRecord, type CsvTable } from '../csv';
import {
  ImportFileError,
  isEmptyRecord,
  type ImportedRecord,
  type ParsedFile,
  type SkipReason,
} from '../importedRecord';

/** What a CSV importer makes of one row: a record, or why the row is skipped (with the name it could read). */
export type RowOutcome = ImportedRecord | { skip: SkipReason; name: string };

/**
 * Reads a CSV with a header row whose columns include `required` (lower-cased), one record per row;
 * broken rows are reported at their line and never stop the import.
 */
export function importCsvTable(
  text: string,
  required: readonly string[],
  readRow: (row: CsvRecord) => RowOutcome,
): ParsedFile {
  const table = parseCsvWithHeader(text);
  if (!required.every((column) => table.headers.includes(column))) throw new ImportFileError('notThisFormat');
  return collectRows(table, readRow);
}

export function collectRows(
  table: Pick<CsvTable, 'records' | 'brokenLines'>,
  readRow: (row: CsvRecord) => RowOutcome,
): ParsedFile {
  const parsed: ParsedFile = { records: [], skipped: [] };
  for (const line of table.brokenLines)
    parsed.skipped.push({ position: { kind: 'line', line }, reason: 'unreadable', name: '' });
  for (const row of table.records) {
    const position = { kind: 'line', line: row.line } as const;
    let outcome: RowOutcome;
    try {
      outcome = readRow(row);
    } catch {
      outcome = { skip: 'unreadable', name: '' };
    }
    if ('skip' in outcome) parsed.skipped.push({ position, reason: outcome.skip, name: outcome.name });
    else if (isEmptyRecord(outcome.record)) parsed.skipped.push({ position, reason: 'empty', name: '' });
    else parsed.records.push({ ...outcome, position });
  }
  parsed.skipped.sort((a, b) => positionOrder(a.position) - positionOrder(b.position));
  return parsed;
}

function positionOrder(position: { kind: string; line?: number; index?: number }): number {
  return position.line ?? position.index ?? 0;
}

/** A name for a record without one: its website's host, else its username. */
export function fallbackName(name: string, url: string, username = ''): string {
  if (name.trim() !== '') return name.trim();
  try {
    return new URL(url).hostname || username;
  } catch {
    return url.trim() || username.trim();
  }
}

export function isTrue(value: string): boolean {
  return ['1', 'true', 'yes', 'y'].includes(value.trim().toLowerCase());
}

/** "name: value" lines (Bitwarden CSV's `fields`). */
export function fieldsFromLines(text: string): Array<{ name: string; value: string; hidden: boolean }> {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const colon = line.indexOf(': ');
      return colon === -1
        ? { name: line.trim(), value: '', hidden: false }
        : { name: line.slice(0, colon), value: line.slice(colon + 2), hidden: false };
    });
}
