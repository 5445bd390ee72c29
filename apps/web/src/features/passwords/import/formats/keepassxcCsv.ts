import { folderPathOf, loginRecord, type ParsedFile } from '../importedRecord';
import { fallbackName, importCsvTable } from './csvImport';

/**
 * KeePassXC: Group, Title, Username, Password, URL, Notes, TOTP, Icon, Last Modified, Created. The group is
 * a path from the database's root group ("Root/Bank/Joint"), whose name is left out.
 */
export function parseKeepassxcCsv(text: string): ParsedFile {
  return importCsvTable(text, ['group', 'title', 'username', 'password', 'url'], (row) => ({
    favorite: false,
    folderPath: folderPathOf(row.get('group'), /\//).slice(1),
    record: loginRecord({
      name: fallbackName(row.get('title'), row.get('url'), row.get('username')),
      urls: [row.get('url')],
      username: row.get('username'),
      password: row.get('password'),
      totp: row.get('totp'),
      notes: row.get('notes'),
    }),
  }));
}
