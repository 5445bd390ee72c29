import {
  cardRecord,
  folderPathOf,
  identityRecord,
  loginRecord,
  noteRecord,
  type CustomField,
  type ParsedFile,
} from '../importedRecord';
import { fallbackName, importCsvTable } from './csvImport';

/**
 * NordPass: name, url, additional_urls (a JSON list), username, password, note, cardholdername,
 * cardnumber, cvc, expirydate (MM/YY), zipcode, folder, full_name, phone_number, email, address1,
 * address2, city, country, state, type (password, note, credit_card, identity, folder), custom_fields
 * (a JSON list of {label, type, value}). A `folder` row only declares a folder.
 */
export function parseNordpassCsv(text: string): ParsedFile {
  const parsed = importCsvTable(text, ['name', 'url', 'username', 'password', 'type'], (row) => {
    const type = row.get('type').trim();
    const name = row.get('name');
    const base = { favorite: false, folderPath: folderPathOf(row.get('folder'), /\//) };
    switch (type) {
      case 'folder':
        return { skip: 'empty', name: '' };
      case 'note':
        return { ...base, record: noteRecord({ name, notes: row.get('note') }) };
      case 'credit_card': {
        const [expMonth = '', expYear = ''] = row.get('expirydate').split('/');
        return {
          ...base,
          record: cardRecord({
            name,
            cardholder: row.get('cardholdername'),
            number: row.get('cardnumber'),
            code: row.get('cvc'),
            expMonth,
            expYear,
            notes: row.get('note'),
          }),
        };
      }
      case 'identity': {
        const [firstName = '', ...rest] = row.get('full_name').trim().split(/\s+/);
        return {
          ...base,
          record: identityRecord({
            name,
            firstName,
            lastName: rest.join(' '),
            email: row.get('email'),
            phone: row.get('phone_number'),
            address1: row.get('address1'),
            address2: row.get('address2'),
            city: row.get('city'),
            state: row.get('state'),
            postalCode: row.get('zipcode'),
            country: row.get('country'),
            notes: row.get('note'),
          }),
        };
      }
      case 'password':
      case '':
        return {
          ...base,
          record: loginRecord({
            name: fallbackName(name, row.get('url'), row.get('username')),
            urls: [row.get('url'), ...jsonStrings(row.get('additional_urls'))],
            username: row.get('username'),
            password: row.get('password'),
            notes: row.get('note'),
            customFields: customFields(row.get('custom_fields')),
          }),
        };
      default:
        return { skip: 'unsupportedType', name };
    }
  });
  // A folder row is not an entry: it is neither imported nor reported.
  const folderRows = new Set(
    parsed.skipped.filter((skip) => skip.reason === 'empty' && skip.name === '').map((skip) => skip.position),
  );
  return { ...parsed, skipped: parsed.skipped.filter((skip) => !folderRows.has(skip.position)) };
}

function jsonStrings(text: string): string[] {
  if (text.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [text];
  }
}

function customFields(text: string): CustomField[] {
  if (text.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const field = item as { label?: unknown; type?: unknown; value?: unknown };
      return [
        {
          name: String(field.label ?? ''),
          value: String(field.value ?? ''),
          hidden: field.type === 'hidden',
        },
      ];
    });
  } catch {
    return [];
  }
}
