import { folderPathOf, loginRecord, type ParsedFile } from '../importedRecord';
import { fallbackName, importCsvTable, isTrue } from './csvImport';

/** 1Password 8's CSV: Title, Url, Username, Password, OTPAuth, Favorite, Archived, Tags, Notes. The first tag is the folder. */
export function parseOnePasswordCsv(text: string): ParsedFile {
  return importCsvTable(text, ['title', 'url', 'username', 'password'], (row) => {
    const tags = row
      .get('tags')
      .split(/[,;]/)
      .map((tag) => tag.trim())
      .filter(Boolean);
    return {
      favorite: isTrue(row.get('favorite')),
      folderPath: folderPathOf(tags[0], /\//),
      record: loginRecord({
        name: fallbackName(row.get('title'), row.get('url'), row.get('username')),
        urls: [row.get('url')],
        username: row.get('username'),
        password: row.get('password'),
        totp: row.get('otpauth'),
        notes: row.get('notes'),
      }),
    };
  });
}
