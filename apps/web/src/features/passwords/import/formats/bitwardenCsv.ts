import { folderPathOf, loginRecord, noteRecord } from '../importedRecord';
import type { ParsedFile } from '../importedRecord';
import { fieldsFromLines, importCsvTable, isTrue } from './csvImport';

/** Bitwarden's CSV export: folder, favorite, type (login / note), name, notes, fields, reprompt, login_*. */
export const bitwardenCsvColumns = [
  'folder',
  'favorite',
  'type',
  'name',
  'notes',
  'fields',
  'login_uri',
  'login_username',
  'login_password',
  'login_totp',
];

export function parseBitwardenCsv(text: string): ParsedFile {
  return importCsvTable(text, ['type', 'name', 'login_uri', 'login_password'], (row) => {
    const type = row.get('type').trim().toLowerCase();
    const base = { favorite: isTrue(row.get('favorite')), folderPath: folderPathOf(row.get('folder'), /\//) };
    const name = row.get('name');
    if (type === 'note') return { ...base, record: noteRecord({ name, notes: row.get('notes') }) };
    if (type !== 'login' && type !== '') return { skip: 'unsupportedType', name };
    return {
      ...base,
      record: loginRecord({
        name,
        urls: row
          .get('login_uri')
          .split(',')
          .map((url) => url.trim()),
        username: row.get('login_username'),
        password: row.get('login_password'),
        totp: row.get('login_totp'),
        notes: row.get('notes'),
        customFields: fieldsFromLines(row.get('fields')),
      }),
    };
  });
}
