import { arr, isObject, obj, parseJson, str, type JsonObject } from '../fileContent';
import {
  cardRecord,
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

/**
 * Proton Pass's JSON export (data.json, alone or in its ZIP): `vaults` by id, each with a name and
 * items; an item's `data` has metadata (name, note), type (login, note, creditCard, identity, alias…),
 * content and extraFields ({fieldName, type text/hidden/totp, data.content}); `state` 2 is the trash;
 * `pinned` is a favorite. The vault is the folder.
 */
export function parseProtonPassJson(text: string): ParsedFile {
  const root = parseJson(text);
  if (!isObject(root) || !isObject(root.vaults)) throw new ImportFileError('notThisFormat');
  if (root.encrypted === true) throw new ImportFileError('unsupportedEncryption');
  const parsed: ParsedFile = { records: [], skipped: [] };
  let index = 0;
  for (const vaultValue of Object.values(root.vaults)) {
    const vault = obj(vaultValue);
    const folder = str(vault.name).trim();
    for (const itemValue of arr(vault.items)) {
      index += 1;
      const position = { kind: 'item', index } as const;
      const item = obj(itemValue);
      const data = obj(item.data);
      const name = str(obj(data.metadata).name);
      if (!isObject(itemValue) || !isObject(item.data)) {
        parsed.skipped.push({ position, reason: 'unreadable', name });
        continue;
      }
      if (item.state === 2) {
        parsed.skipped.push({ position, reason: 'deleted', name });
        continue;
      }
      const record = recordOf(data);
      if (record === null) parsed.skipped.push({ position, reason: 'unsupportedType', name });
      else if (isEmptyRecord(record)) parsed.skipped.push({ position, reason: 'empty', name });
      else
        parsed.records.push({
          position,
          record,
          favorite: item.pinned === true,
          folderPath: folder === '' ? [] : [folder],
        });
    }
  }
  return parsed;
}

function recordOf(data: JsonObject): ImportedRecordBody | null {
  const metadata = obj(data.metadata);
  const name = str(metadata.name);
  const notes = str(metadata.note);
  const content = obj(data.content);
  let totp = '';
  const fields: CustomField[] = [];
  for (const value of arr(data.extraFields)) {
    const field = obj(value);
    const fieldValue = str(obj(field.data).content);
    if (field.type === 'totp' && totp === '') totp = fieldValue;
    else
      fields.push({
        name: str(field.fieldName),
        value: fieldValue,
        hidden: field.type === 'hidden' || field.type === 'totp',
      });
  }
  const lines = () =>
    withExtraLines(
      notes,
      fields.map((field) => [field.name, field.value] as const),
    );
  switch (data.type) {
    case 'login':
      return loginRecord({
        name,
        notes,
        urls: arr(content.urls).map(str),
        username: str(content.itemUsername) || str(content.itemEmail) || str(content.username),
        password: str(content.password),
        totp: str(content.totpUri) || totp,
        customFields: fields,
      });
    case 'note':
      return noteRecord({ name, notes: lines() });
    case 'creditCard': {
      // "MMYYYY" or "YYYY-MM".
      const date = str(content.expirationDate);
      const [expYear, expMonth] = /^\d{4}-\d{2}$/.test(date)
        ? date.split('-')
        : [date.slice(2), date.slice(0, 2)];
      return cardRecord({
        name,
        cardholder: str(content.cardholderName),
        number: str(content.number),
        code: str(content.verificationCode),
        expMonth: (expMonth ?? '').replace(/^0(?=\d)/, ''),
        expYear: expYear ?? '',
        notes: lines(),
      });
    }
    case 'identity':
      return identityRecord({
        name,
        firstName: str(content.firstName) || str(content.fullName),
        middleName: str(content.middleName),
        lastName: str(content.lastName),
        email: str(content.email),
        phone: str(content.phoneNumber),
        address1: str(content.streetAddress),
        city: str(content.city),
        state: str(content.stateOrProvince),
        postalCode: str(content.zipOrPostalCode),
        country: str(content.countryOrRegion),
        company: str(content.organization) || str(content.company),
        ssn: str(content.socialSecurityNumber),
        passport: str(content.passportNumber),
        license: str(content.licenseNumber),
        notes: lines(),
      });
    default:
      return null;
  }
}
