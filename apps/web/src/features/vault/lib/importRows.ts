import {
  importTemplateExampleRow,
  messages,
  vaultFieldLimits,
  vaultLimits,
  vaultSheetColumns,
  type VaultSheetColumn,
} from '@guru/shared';
import { formatMessage } from '../../../lib/format';
import type { SheetRow } from './spreadsheet';
import { unescapeSpreadsheetCell } from './spreadsheetCells';
import { isValidWebsite } from './website';

/** Checks the rows of an import file before anything is encrypted or sent (all or nothing). */

export interface ImportCandidate {
  name: string;
  website: string;
  username: string;
  password: string;
  note: string;
  /** The folder name of the row, or null for "No Group". */
  folderName: string | null;
}

export interface ImportRowError {
  row: number;
  field: VaultSheetColumn;
  message: string;
}

export type ImportCheck =
  | { kind: 'ok'; candidates: ImportCandidate[] }
  /** A problem with the whole file (columns, size); nothing per row. */
  | { kind: 'fileError'; message: string }
  | { kind: 'rowErrors'; errors: ImportRowError[] };

const requiredColumns: readonly VaultSheetColumn[] = ['Name', 'Website/Application Name', 'Username', 'Password'];

const maxLengths: Record<VaultSheetColumn, number> = {
  Name: vaultFieldLimits.nameMaxLength,
  Folder: vaultFieldLimits.folderNameMaxLength,
  'Website/Application Name': vaultFieldLimits.websiteMaxLength,
  Username: vaultFieldLimits.usernameMaxLength,
  Password: vaultFieldLimits.passwordMaxLength,
  Notes: vaultFieldLimits.noteMaxLength,
};

function normalizeTitle(title: string): string {
  return title.trim().toLocaleLowerCase();
}

/** Maps the file's header titles to our columns (case and surrounding spaces do not matter). */
function columnTitles(headers: readonly string[]): Map<VaultSheetColumn, string> {
  const byNormalized = new Map(headers.map((header) => [normalizeTitle(header), header]));
  const found = new Map<VaultSheetColumn, string>();
  for (const column of vaultSheetColumns) {
    const header = byNormalized.get(normalizeTitle(column));
    if (header !== undefined) found.set(column, header);
  }
  return found;
}

const untrimmedColumns: ReadonlySet<VaultSheetColumn> = new Set<VaultSheetColumn>(['Password', 'Notes']);

function readRow(row: SheetRow, titles: Map<VaultSheetColumn, string>): Record<VaultSheetColumn, string> {
  const value = (column: VaultSheetColumn): string => {
    const title = titles.get(column);
    const raw = unescapeSpreadsheetCell(title === undefined ? '' : (row.cells[title] ?? ''));
    // Passwords and notes are kept exactly as typed; other cells lose stray spaces.
    return untrimmedColumns.has(column) ? raw : raw.trim();
  };
  return {
    Name: value('Name'),
    Folder: value('Folder'),
    'Website/Application Name': value('Website/Application Name'),
    Username: value('Username'),
    Password: value('Password'),
    Notes: value('Notes'),
  };
}

function isBlank(values: Record<VaultSheetColumn, string>): boolean {
  return vaultSheetColumns.every((column) => values[column].trim() === '');
}

/** The untouched example row of the template is not imported. */
function isTemplateExample(values: Record<VaultSheetColumn, string>): boolean {
  return vaultSheetColumns.every((column) => values[column] === importTemplateExampleRow[column]);
}

function rowErrors(rowNumber: number, values: Record<VaultSheetColumn, string>): ImportRowError[] {
  const errors: ImportRowError[] = [];
  for (const column of vaultSheetColumns) {
    const value = values[column];
    if (requiredColumns.includes(column) && value.trim() === '') {
      errors.push({ row: rowNumber, field: column, message: messages.vaultFieldRequired });
    } else if (value.length > maxLengths[column]) {
      errors.push({ row: rowNumber, field: column, message: formatMessage(messages.vaultFieldTooLong, { max: maxLengths[column] }) });
    } else if (column === 'Website/Application Name' && !isValidWebsite(value)) {
      errors.push({ row: rowNumber, field: column, message: messages.vaultWebsiteInvalid });
    }
  }
  return errors;
}

export function checkImportRows(headers: readonly string[], rows: readonly SheetRow[]): ImportCheck {
  const titles = columnTitles(headers);
  const missing = requiredColumns.filter((column) => !titles.has(column));
  if (missing.length > 0) {
    return { kind: 'fileError', message: formatMessage(messages.vaultImportMissingColumns, { columns: missing.join(', ') }) };
  }
  const candidates: ImportCandidate[] = [];
  const errors: ImportRowError[] = [];
  for (const row of rows) {
    const values = readRow(row, titles);
    if (isBlank(values) || isTemplateExample(values)) continue;
    const problems = rowErrors(row.rowNumber, values);
    if (problems.length > 0) {
      errors.push(...problems);
      continue;
    }
    candidates.push({
      name: values.Name,
      website: values['Website/Application Name'],
      username: values.Username,
      password: values.Password,
      note: values.Notes,
      folderName: values.Folder === '' ? null : values.Folder,
    });
  }
  if (errors.length > 0) return { kind: 'rowErrors', errors };
  if (candidates.length === 0) return { kind: 'fileError', message: messages.vaultImportEmpty };
  if (candidates.length > vaultLimits.importMaxItems) {
    return {
      kind: 'fileError',
      message: formatMessage(messages.vaultImportTooMany, { count: candidates.length, max: vaultLimits.importMaxItems }),
    };
  }
  return { kind: 'ok', candidates };
}

/** "Row 3, Password: This field is required" */
export function describeRowError(error: ImportRowError): string {
  return formatMessage(messages.vaultImportRowError, { row: error.row, field: error.field, message: error.message });
}

/** Folder names of the candidates that match no existing folder (case-insensitive), once each. */
export function missingFolderNames(candidates: readonly ImportCandidate[], existingNames: readonly string[]): string[] {
  const known = new Set(existingNames.map(normalizeTitle));
  const missing = new Map<string, string>();
  for (const candidate of candidates) {
    if (candidate.folderName === null) continue;
    const key = normalizeTitle(candidate.folderName);
    if (!known.has(key) && !missing.has(key)) missing.set(key, candidate.folderName);
  }
  return [...missing.values()];
}

/** Folder id by normalized name, for resolving the candidates' folders. */
export function folderIdsByName(folders: ReadonlyArray<{ id: string; name: string }>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const folder of folders) {
    const key = normalizeTitle(folder.name);
    if (!ids.has(key)) ids.set(key, folder.id);
  }
  return ids;
}

export function folderIdOf(candidate: ImportCandidate, idsByName: ReadonlyMap<string, string>): string | null {
  return candidate.folderName === null ? null : (idsByName.get(normalizeTitle(candidate.folderName)) ?? null);
}
