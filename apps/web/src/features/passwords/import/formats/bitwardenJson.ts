import { arr, isObject, obj, parseJson, str, type JsonObject } from '../fileContent';
import {
  cardRecord,
  financialRecord,
  folderPathOf,
  identityRecord,
  ImportFileError,
  isEmptyRecord,
  loginRecord,
  noteRecord,
  withExtraLines,
  type CustomField,
  type ImportedRecordBody,
  type ParsedFile,
} from '../importedRecord';
import { decryptPasswordProtected, isPasswordProtectedExport } from './bitwardenEncryption';
import { financialMarkerField, financialFieldLabels } from './bitwardenFinancial';

/**
 * Bitwarden's JSON export (individual: `folders`; organization: `collections`), plain or
 * password-protected (bitwardenEncryption.ts). Item types: 1 login, 2 secure note, 3 card, 4 identity;
 * others (SSH keys) are skipped. Field types: 0 text, 1 hidden, 2 boolean; 3 (linked) has no value.
 * A secure note that carries our financial-account marker field is read back as a financial account.
 */
export async function parseBitwardenJson(text: string, password?: string): Promise<ParsedFile> {
  let root = parseJson(text);
  if (!isObject(root) || (!Array.isArray(root.items) && !isPasswordProtectedExport(root)))
    throw new ImportFileError('notThisFormat');
  if (isPasswordProtectedExport(root)) {
    if (password === undefined || password === '') throw new ImportFileError('passwordNeeded');
    root = parseJson(await decryptPasswordProtected(root, password));
    if (!isObject(root)) throw new ImportFileError('malformed');
  } else if (root.encrypted === true) {
    // An "account restricted" export: only the Bitwarden account that made it can open it.
    throw new ImportFileError('unsupportedEncryption');
  }
  return readBitwardenExport(root);
}

export function readBitwardenExport(root: JsonObject): ParsedFile {
  const folderNames = new Map<string, string>();
  for (const folder of [...arr(root.folders), ...arr(root.collections)]) {
    const entry = obj(folder);
    folderNames.set(str(entry.id), str(entry.name));
  }
  const parsed: ParsedFile = { records: [], skipped: [] };
  arr(root.items).forEach((value, index) => {
    const position = { kind: 'item', index: index + 1 } as const;
    const item = obj(value);
    const name = str(item.name);
    if (!isObject(value)) return parsed.skipped.push({ position, reason: 'unreadable', name: '' });
    if (item.deletedDate) return parsed.skipped.push({ position, reason: 'deleted', name });
    const record = itemRecord(item);
    if (record === null) return parsed.skipped.push({ position, reason: 'unsupportedType', name });
    if (isEmptyRecord(record)) return parsed.skipped.push({ position, reason: 'empty', name });
    const folderId = str(item.folderId) || str(arr(item.collectionIds)[0]);
    parsed.records.push({
      position,
      record,
      favorite: item.favorite === true,
      folderPath: folderPathOf(folderNames.get(folderId), /\//),
    });
  });
  return parsed;
}

function fieldsOf(item: JsonObject): CustomField[] {
  return arr(item.fields)
    .map(obj)
    .filter((field) => field.type !== 3)
    .map((field) => ({ name: str(field.name), value: str(field.value), hidden: field.type === 1 }));
}

/** Fields of a type that has no custom fields of its own: kept as lines of its notes. */
function notesWithFields(notes: string, fields: CustomField[]): string {
  return withExtraLines(
    notes,
    fields.map((field) => [field.name, field.value] as const),
  );
}

function itemRecord(item: JsonObject): ImportedRecordBody | null {
  const name = str(item.name);
  const notes = str(item.notes);
  const fields = fieldsOf(item);
  switch (item.type) {
    case 1: {
      const login = obj(item.login);
      return loginRecord({
        name,
        notes,
        urls: arr(login.uris).map((uri) => str(obj(uri).uri)),
        username: str(login.username),
        password: str(login.password),
        totp: str(login.totp),
        customFields: fields,
      });
    }
    case 2: {
      const marker = fields.find((field) => field.name === financialMarkerField);
      if (marker) {
        const value = (label: string) => fields.find((field) => field.name === label)?.value ?? '';
        const labels = financialFieldLabels;
        const known = new Set<string>([financialMarkerField, ...Object.values(labels)]);
        return financialRecord({
          name,
          accountType: marker.value,
          institution: value(labels.institution),
          accountNumber: value(labels.accountNumber),
          routingNumber: value(labels.routingNumber),
          website: value(labels.website),
          contact: value(labels.contact),
          notes: notesWithFields(
            notes,
            fields.filter((field) => !known.has(field.name)),
          ),
        });
      }
      return noteRecord({ name, notes: notesWithFields(notes, fields) });
    }
    case 3: {
      const card = obj(item.card);
      return cardRecord({
        name,
        notes: notesWithFields(notes, fields),
        cardholder: str(card.cardholderName),
        brand: str(card.brand),
        number: str(card.number),
        expMonth: str(card.expMonth),
        expYear: str(card.expYear),
        code: str(card.code),
      });
    }
    case 4: {
      const identity = obj(item.identity);
      return identityRecord({
        name,
        notes: notesWithFields(withExtraLines(notes, [['Username', str(identity.username)]]), fields),
        title: str(identity.title),
        firstName: str(identity.firstName),
        middleName: str(identity.middleName),
        lastName: str(identity.lastName),
        email: str(identity.email),
        phone: str(identity.phone),
        address1: str(identity.address1),
        address2: str(identity.address2),
        address3: str(identity.address3),
        city: str(identity.city),
        state: str(identity.state),
        postalCode: str(identity.postalCode),
        country: str(identity.country),
        company: str(identity.company),
        ssn: str(identity.ssn),
        passport: str(identity.passportNumber),
        license: str(identity.licenseNumber),
      });
    }
    default:
      return null;
  }
}
