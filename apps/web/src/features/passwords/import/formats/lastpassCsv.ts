import {
  cardRecord,
  financialRecord,
  folderPathOf,
  identityRecord,
  loginRecord,
  noteRecord,
  withExtraLines,
  type ImportedRecordBody,
  type ParsedFile,
} from '../importedRecord';
import { fallbackName, importCsvTable, isTrue } from './csvImport';

/**
 * LastPass: url, username, password, totp, extra, name, grouping, fav. A secure note has the url
 * `http://sn`; a typed one ("NoteType:Credit Card", "Bank Account", "Address") holds its fields as
 * "Label:value" lines in `extra`, the free text after "Notes:". Folders nest with a backslash.
 */
export function parseLastpassCsv(text: string): ParsedFile {
  return importCsvTable(text, ['url', 'username', 'password', 'extra', 'name', 'grouping'], (row) => {
    const name = row.get('name');
    const url = row.get('url');
    const base = { favorite: isTrue(row.get('fav')), folderPath: folderPathOf(row.get('grouping'), /\\/) };
    if (url.trim() === 'http://sn') return { ...base, record: secureNote(name, row.get('extra')) };
    return {
      ...base,
      record: loginRecord({
        name: fallbackName(name, url, row.get('username')),
        urls: [url],
        username: row.get('username'),
        password: row.get('password'),
        totp: row.get('totp'),
        notes: row.get('extra'),
      }),
    };
  });
}

function noteFields(extra: string): { type: string; fields: Map<string, string>; notes: string } {
  const fields = new Map<string, string>();
  const lines = extra.split(/\r?\n/);
  let notes = '';
  for (const [index, line] of lines.entries()) {
    const colon = line.indexOf(':');
    const label = colon === -1 ? '' : line.slice(0, colon);
    if (label === 'Notes') {
      notes = [line.slice(colon + 1), ...lines.slice(index + 1)].join('\n');
      break;
    }
    if (label !== '') fields.set(label, line.slice(colon + 1));
  }
  return { type: fields.get('NoteType') ?? '', fields, notes };
}

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "June,2025" → ["6", "2025"]. */
function expiry(text: string): [string, string] {
  const [month = '', year = ''] = text.split(',').map((part) => part.trim());
  const index = months.indexOf(month.toLowerCase());
  return [index === -1 ? month : String(index + 1), year];
}

function secureNote(name: string, extra: string): ImportedRecordBody {
  if (!extra.startsWith('NoteType:')) return noteRecord({ name, notes: extra });
  const { type, fields, notes } = noteFields(extra);
  const get = (label: string) => fields.get(label) ?? '';
  switch (type) {
    case 'Credit Card': {
      const [expMonth, expYear] = expiry(get('Expiration Date'));
      return cardRecord({
        name,
        cardholder: get('Name on Card'),
        brand: get('Type'),
        number: get('Number'),
        code: get('Security Code'),
        expMonth,
        expYear,
        notes,
      });
    }
    case 'Bank Account':
      return financialRecord({
        name,
        institution: get('Bank Name'),
        accountType: 'bank',
        accountNumber: get('Account Number'),
        routingNumber: get('Routing Number'),
        contact: get('Branch Phone'),
        notes: withExtraLines(notes, [
          ['Account Type', get('Account Type')],
          ['SWIFT Code', get('SWIFT Code')],
          ['IBAN Number', get('IBAN Number')],
          ['PIN', get('Pin')],
          ['Branch Address', get('Branch Address')],
        ]),
      });
    case 'Address':
      return identityRecord({
        name,
        title: get('Title'),
        firstName: get('First Name'),
        middleName: get('Middle Name'),
        lastName: get('Last Name'),
        company: get('Company'),
        address1: get('Address 1'),
        address2: get('Address 2'),
        address3: get('Address 3'),
        city: get('City / Town'),
        state: get('State'),
        postalCode: get('Zip / Postal Code'),
        country: get('Country'),
        email: get('Email Address'),
        phone: get('Phone'),
        notes,
      });
    default:
      return noteRecord({
        name,
        notes: withExtraLines(
          notes,
          [...fields].filter(([label]) => label !== 'NoteType' && label !== 'Language'),
        ),
      });
  }
}
