import { parseCsv } from '../csv';
import {
  folderPathOf,
  ImportFileError,
  loginRecord,
  type CustomField,
  type ParsedFile,
} from '../importedRecord';
import { collectRows, fallbackName } from './csvImport';

/**
 * Keeper's CSV has no header: folder, title, login, password, website, notes, shared folder, then
 * custom fields as name, value pairs ("TFC:Keeper" being the one-time code's URI). Folders nest with a
 * backslash.
 */
export function parseKeeperCsv(text: string): ParsedFile {
  const { rows, brokenLines } = parseCsv(text);
  if (rows.length > 0 && rows.every((row) => row.cells.length < 6))
    throw new ImportFileError('notThisFormat');
  const records = rows.map((row) => ({ line: row.line, cells: row.cells, has: () => true, get: () => '' }));
  return collectRows({ records, brokenLines }, (row) => {
    const cell = (index: number) => row.cells[index] ?? '';
    if (row.cells.length < 6) return { skip: 'unreadable', name: cell(1) };
    let totp = '';
    const customFields: CustomField[] = [];
    for (let index = 7; index < row.cells.length; index += 2) {
      const name = cell(index);
      const value = cell(index + 1);
      if (name === 'TFC:Keeper') totp = value;
      else if (name !== '' || value !== '') customFields.push({ name, value, hidden: false });
    }
    return {
      favorite: false,
      folderPath: folderPathOf(cell(0) || cell(6), /\\/),
      record: loginRecord({
        name: fallbackName(cell(1), cell(4), cell(2)),
        username: cell(2),
        password: cell(3),
        urls: [cell(4)],
        notes: cell(5),
        totp,
        customFields,
      }),
    };
  });
}
