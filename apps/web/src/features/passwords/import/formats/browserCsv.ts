import { loginRecord, type ParsedFile } from '../importedRecord';
import { fallbackName, importCsvTable } from './csvImport';

/** Chrome, Edge and Brave: name, url, username, password, note. */
export function parseChromeCsv(text: string): ParsedFile {
  return importCsvTable(text, ['name', 'url', 'username', 'password'], (row) => ({
    favorite: false,
    folderPath: [],
    record: loginRecord({
      name: fallbackName(row.get('name'), row.get('url'), row.get('username')),
      urls: [row.get('url')],
      username: row.get('username'),
      password: row.get('password'),
      notes: row.get('note') || row.get('notes'),
    }),
  }));
}

/** Firefox: url, username, password, httpRealm, formActionOrigin, guid, timeCreated, … (no name: the host). */
export function parseFirefoxCsv(text: string): ParsedFile {
  return importCsvTable(text, ['url', 'username', 'password', 'httprealm'], (row) => ({
    favorite: false,
    folderPath: [],
    record: loginRecord({
      name: fallbackName('', row.get('url'), row.get('username')),
      urls: [row.get('url')],
      username: row.get('username'),
      password: row.get('password'),
    }),
  }));
}

/** Safari (and Apple Passwords): Title, URL, Username, Password, Notes, OTPAuth. */
export function parseSafariCsv(text: string): ParsedFile {
  return importCsvTable(text, ['title', 'url', 'username', 'password'], (row) => ({
    favorite: false,
    folderPath: [],
    record: loginRecord({
      name: fallbackName(row.get('title'), row.get('url'), row.get('username')),
      urls: [row.get('url')],
      username: row.get('username'),
      password: row.get('password'),
      notes: row.get('notes'),
      totp: row.get('otpauth'),
    }),
  }));
}
