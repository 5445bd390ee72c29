import { parseCsvWithHeader } from '../csv';
import {
  cardRecord,
  financialRecord,
  ImportFileError,
  loginRecord,
  noteRecord,
  type ParsedFile,
} from '../importedRecord';
import { collectRows, fallbackName } from './csvImport';

/**
 * Dashlane exports one CSV per kind (in a ZIP): credentials.csv (username, username2, username3, title,
 * password, note, url, category, otpUrl or otpSecret), securenotes.csv (title, note, category) and
 * payments.csv (type, account_name, account_holder, cc_number, code, expiration_month, expiration_year,
 * routing_number, account_number, issuing_bank). The category is the folder.
 */
export function parseDashlaneCsv(text: string): ParsedFile {
  const table = parseCsvWithHeader(text);
  const has = (...columns: string[]) => columns.every((column) => table.headers.includes(column));
  const folder = (category: string) => (category.trim() === '' ? [] : [category.trim()]);
  if (has('username', 'title', 'password', 'url'))
    return collectRows(table, (row) => ({
      favorite: false,
      folderPath: folder(row.get('category')),
      record: loginRecord({
        name: fallbackName(row.get('title'), row.get('url'), row.get('username')),
        urls: [row.get('url')],
        username: row.get('username') || row.get('username2') || row.get('username3'),
        password: row.get('password'),
        totp: row.get('otpurl') || row.get('otpsecret'),
        notes: row.get('note'),
      }),
    }));
  if (has('title', 'note') && !has('password'))
    return collectRows(table, (row) => ({
      favorite: false,
      folderPath: folder(row.get('category')),
      record: noteRecord({ name: row.get('title'), notes: row.get('note') }),
    }));
  if (has('type', 'account_name', 'cc_number'))
    return collectRows(table, (row) => {
      const common = { favorite: false, folderPath: [] };
      if (row.get('type').toLowerCase().includes('bank'))
        return {
          ...common,
          record: financialRecord({
            name: row.get('account_name'),
            institution: row.get('issuing_bank'),
            accountNumber: row.get('account_number'),
            routingNumber: row.get('routing_number'),
          }),
        };
      return {
        ...common,
        record: cardRecord({
          name: row.get('account_name'),
          cardholder: row.get('account_holder'),
          number: row.get('cc_number'),
          code: row.get('code'),
          expMonth: row.get('expiration_month'),
          expYear: row.get('expiration_year'),
          notes: row.get('note'),
        }),
      };
    });
  throw new ImportFileError('notThisFormat');
}
