import {
  importTemplateExampleRow,
  messages,
  passwordsFieldLimits,
  passwordsLimits,
  passwordsSheetColumns,
  formatMessage,
  type PasswordsSheetColumn,
  type VaultItemRecord,
  vaultMessages,
} from '@guru/shared';
import type { SheetRow } from '../../../lib/spreadsheet';
import { unescapeSpreadsheetCell } from './spreadsheetCells';
import { isValidWebsite } from './website';
import {
  FAVORITE_COLUMN,
  TYPE_COLUMN,
  isFavoriteCell,
  typeOfLabel,
  typedRecordOfRow,
  type CellOf,
} from './typedSheetColumns';

/** Checks the rows of an import file before anything is encrypted or sent (all or nothing). */

export interface ImportCandidate {
  name: string;
  website: string;
  username: string;
  password: string;
  note: string;
  /** The folder name of the row, or null for "No Group". */
  folderName: string | null;
  /**
   * The whole entry when the row (of an export) is of another type, or a login with more than the seed's
   * columns hold (other websites, one-time code, custom fields, favorite); absent for a plain login.
   */
  record?: VaultItemRecord;
  favorite?: boolean;
}

export interface ImportRowError {
  row: number;
  /** A column of the seed's, or of the export's own (Type). */
  field: PasswordsSheetColumn | typeof TYPE_COLUMN;
  message: string;
}

export type ImportCheck =
  | { kind: 'ok'; candidates: ImportCandidate[] }
  /** A problem with the whole file (columns, size); nothing per row. */
  | { kind: 'fileError'; message: string }
  | { kind: 'rowErrors'; errors: ImportRowError[] };

const requiredColumns: readonly PasswordsSheetColumn[] = [
  'Name',
  'Website/Application Name',
  'Username',
  'Password',
];

const maxLengths: Record<PasswordsSheetColumn, number> = {
  Name: passwordsFieldLimits.nameMaxLength,
  Folder: passwordsFieldLimits.folderNameMaxLength,
  'Website/Application Name': passwordsFieldLimits.websiteMaxLength,
  Username: passwordsFieldLimits.usernameMaxLength,
  Password: passwordsFieldLimits.passwordMaxLength,
  Notes: passwordsFieldLimits.noteMaxLength,
};

function normalizeTitle(title: string): string {
  return title.trim().toLocaleLowerCase();
}

/** Maps the file's header titles to our columns (case and surrounding spaces do not matter). */
function columnTitles(headers: readonly string[]): Map<PasswordsSheetColumn, string> {
  const byNormalized = new Map(headers.map((header) => [normalizeTitle(header), header]));
  const found = new Map<PasswordsSheetColumn, string>();
  for (const column of passwordsSheetColumns) {
    const header = byNormalized.get(normalizeTitle(column));
    if (header !== undefined) found.set(column, header);
  }
  return found;
}

const untrimmedColumns: ReadonlySet<PasswordsSheetColumn> = new Set<PasswordsSheetColumn>([
  'Password',
  'Notes',
]);

function readRow(
  row: SheetRow,
  titles: Map<PasswordsSheetColumn, string>,
  exactText: boolean,
): Record<PasswordsSheetColumn, string> {
  const value = (column: PasswordsSheetColumn): string => {
    const title = titles.get(column);
    const cell = title === undefined ? '' : (row.cells[title] ?? '');
    // An older export's apostrophe before a formula start is taken off; a file marked exact is read as it is.
    const raw = exactText ? cell : unescapeSpreadsheetCell(cell);
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

function isBlank(values: Record<PasswordsSheetColumn, string>): boolean {
  return passwordsSheetColumns.every((column) => values[column].trim() === '');
}

/** The untouched example row of the template is not imported. */
function isTemplateExample(values: Record<PasswordsSheetColumn, string>): boolean {
  return passwordsSheetColumns.every((column) => values[column] === importTemplateExampleRow[column]);
}

function rowErrors(rowNumber: number, values: Record<PasswordsSheetColumn, string>): ImportRowError[] {
  const errors: ImportRowError[] = [];
  for (const column of passwordsSheetColumns) {
    const value = values[column];
    if (requiredColumns.includes(column) && value.trim() === '') {
      errors.push({ row: rowNumber, field: column, message: messages.passwordsFieldRequired });
    } else if (value.length > maxLengths[column]) {
      errors.push({
        row: rowNumber,
        field: column,
        message: formatMessage(messages.passwordsFieldTooLong, { max: maxLengths[column] }),
      });
    } else if (column === 'Website/Application Name' && !isValidWebsite(value)) {
      errors.push({ row: rowNumber, field: column, message: messages.passwordsWebsiteInvalid });
    }
  }
  return errors;
}

/** `exactText`: the file says its cells hold their text exactly (SheetData.exactText); otherwise see spreadsheetCells.ts. */
export function checkImportRows(
  headers: readonly string[],
  rows: readonly SheetRow[],
  exactText: boolean,
): ImportCheck {
  const titles = columnTitles(headers);
  const missing = requiredColumns.filter((column) => !titles.has(column));
  if (missing.length > 0) {
    return {
      kind: 'fileError',
      message: formatMessage(messages.passwordsImportMissingColumns, { columns: missing.join(', ') }),
    };
  }
  const candidates: ImportCandidate[] = [];
  const errors: ImportRowError[] = [];
  const byNormalized = new Map(headers.map((header) => [normalizeTitle(header), header]));
  for (const row of rows) {
    const values = readRow(row, titles, exactText);
    if (isBlank(values) || isTemplateExample(values)) continue;
    const cell: CellOf = (title) => {
      const header = byNormalized.get(normalizeTitle(title));
      const raw = header === undefined ? '' : (row.cells[header] ?? '');
      return exactText ? raw : unescapeSpreadsheetCell(raw);
    };
    const type = typeOfLabel(cell(TYPE_COLUMN));
    if (type === null) {
      errors.push({ row: row.rowNumber, field: TYPE_COLUMN, message: vaultMessages.importUnknownType });
      continue;
    }
    const problems =
      type === 'login'
        ? rowErrors(row.rowNumber, values)
        : values.Name.trim() === ''
          ? [{ row: row.rowNumber, field: 'Name' as const, message: messages.passwordsFieldRequired }]
          : [];
    if (problems.length > 0) {
      errors.push(...problems);
      continue;
    }
    const candidate: ImportCandidate = {
      name: values.Name,
      website: values['Website/Application Name'],
      username: values.Username,
      password: type === 'login' ? values.Password : '',
      note: values.Notes,
      folderName: values.Folder === '' ? null : values.Folder,
    };
    const record = typedRecordOfRow(type, candidate, cell);
    const favorite = isFavoriteCell(cell(FAVORITE_COLUMN));
    if (record !== null || favorite) {
      candidate.record = record ?? {
        type: 'login',
        name: candidate.name,
        urls: [candidate.website],
        username: candidate.username,
        password: candidate.password,
        totp: '',
        notes: candidate.note,
        customFields: [],
      };
      candidate.favorite = favorite;
    }
    candidates.push(candidate);
  }
  if (errors.length > 0) return { kind: 'rowErrors', errors };
  if (candidates.length === 0) return { kind: 'fileError', message: messages.passwordsImportEmpty };
  if (candidates.length > passwordsLimits.importMaxItems) {
    return {
      kind: 'fileError',
      message: formatMessage(messages.passwordsImportTooMany, {
        count: candidates.length,
        max: passwordsLimits.importMaxItems,
      }),
    };
  }
  return { kind: 'ok', candidates };
}

/** "Row 3, Password: This field is required" */
export function describeRowError(error: ImportRowError): string {
  return formatMessage(messages.passwordsImportRowError, {
    row: error.row,
    field: error.field,
    message: error.message,
  });
}

/** The folder names (of the candidates) that match no existing folder (case-insensitive), once each. */
export function missingFolderNames(
  folderNames: ReadonlyArray<string | null>,
  existingNames: readonly string[],
): string[] {
  const known = new Set(existingNames.map(normalizeTitle));
  const missing = new Map<string, string>();
  for (const name of folderNames) {
    if (name === null) continue;
    const key = normalizeTitle(name);
    if (!known.has(key) && !missing.has(key)) missing.set(key, name);
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

export function folderIdOf(
  candidate: ImportCandidate,
  idsByName: ReadonlyMap<string, string>,
): string | null {
  return candidate.folderName === null ? null : (idsByName.get(normalizeTitle(candidate.folderName)) ?? null);
}
