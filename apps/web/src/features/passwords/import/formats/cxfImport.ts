import { arr, isObject, obj, parseJson, str, type JsonObject } from '../fileContent';
import {
  cardRecord,
  financialRecord,
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
import { financialFieldLabels, financialMarkerField } from './bitwardenFinancial';

/**
 * The Credential Exchange Format (FIDO Alliance CXF 1.0, the JSON of its header): accounts, each with
 * items (title, favorite, scope.urls, tags, credentials by `type`) and collections (titled, nesting
 * through subCollections, listing their items by id). Folders come from the collections, else from the
 * first tag. A credential's fields are "editable fields": `{fieldType, value, label?}`.
 */
export function parseCxf(text: string): ParsedFile {
  const root = parseJson(text);
  if (!isObject(root) || !Array.isArray(root.accounts) || !isObject(root.version))
    throw new ImportFileError('notThisFormat');
  const parsed: ParsedFile = { records: [], skipped: [] };
  let index = 0;
  for (const accountValue of root.accounts) {
    const account = obj(accountValue);
    const folders = new Map<string, string[]>();
    const walk = (collections: unknown[], path: string[]) => {
      for (const value of collections) {
        const collection = obj(value);
        const here = [...path, str(collection.title)].filter((segment) => segment.trim() !== '');
        for (const linked of arr(collection.items)) {
          const id = str(obj(linked).item);
          if (!folders.has(id)) folders.set(id, here);
        }
        walk(arr(collection.subCollections), here);
      }
    };
    walk(arr(account.collections), []);
    for (const itemValue of arr(account.items)) {
      index += 1;
      const position = { kind: 'item', index } as const;
      const item = obj(itemValue);
      const name = str(item.title);
      if (!isObject(itemValue) || !Array.isArray(item.credentials)) {
        parsed.skipped.push({ position, reason: 'unreadable', name });
        continue;
      }
      const record = itemRecord(item);
      if (record === null) parsed.skipped.push({ position, reason: 'unsupportedType', name });
      else if (isEmptyRecord(record)) parsed.skipped.push({ position, reason: 'empty', name });
      else {
        const tag = str(arr(item.tags)[0]);
        parsed.records.push({
          position,
          record,
          favorite: item.favorite === true,
          folderPath: folders.get(str(item.id)) ?? (tag === '' ? [] : [tag]),
        });
      }
    }
  }
  return parsed;
}

const value = (field: unknown): string => str(obj(field).value);

function credentialsByType(item: JsonObject): Map<string, JsonObject[]> {
  const byType = new Map<string, JsonObject[]>();
  for (const credential of arr(item.credentials).map(obj)) {
    const type = str(credential.type);
    byType.set(type, [...(byType.get(type) ?? []), credential]);
  }
  return byType;
}

function totpUri(totp: JsonObject): string {
  const secret = str(totp.secret);
  if (secret === '') return '';
  const issuer = str(totp.issuer);
  const username = str(totp.username);
  const label = encodeURIComponent(issuer === '' ? username || 'account' : `${issuer}:${username}`);
  const params = new URLSearchParams({
    secret,
    algorithm: (str(totp.algorithm) || 'sha1').toUpperCase(),
    digits: str(totp.digits) || '6',
    period: str(totp.period) || '30',
  });
  if (issuer !== '') params.set('issuer', issuer);
  return `otpauth://totp/${label}?${params.toString()}`;
}

function customFieldsOf(credentials: JsonObject[]): CustomField[] {
  return credentials.flatMap((credential) =>
    arr(credential.fields).map((field) => ({
      name: str(obj(field).label),
      value: value(field),
      hidden: str(obj(field).fieldType) === 'concealed-string',
    })),
  );
}

function itemRecord(item: JsonObject): ImportedRecordBody | null {
  const name = str(item.title);
  const byType = credentialsByType(item);
  const first = (type: string): JsonObject | undefined => byType.get(type)?.[0];
  const notes = (byType.get('note') ?? []).map((note) => value(note.content)).join('\n\n');
  const fields = customFieldsOf(byType.get('custom-fields') ?? []);
  const fieldLines = (kept: CustomField[]) =>
    withExtraLines(
      notes,
      kept.map((field) => [field.name, field.value] as const),
    );
  const urls = arr(obj(item.scope).urls).map(str);

  const marker = fields.find((field) => field.name === financialMarkerField);
  if (marker) {
    const of = (label: string) => fields.find((field) => field.name === label)?.value ?? '';
    const known = new Set<string>([financialMarkerField, ...Object.values(financialFieldLabels)]);
    return financialRecord({
      name,
      accountType: marker.value,
      institution: of(financialFieldLabels.institution),
      accountNumber: of(financialFieldLabels.accountNumber),
      routingNumber: of(financialFieldLabels.routingNumber),
      website: of(financialFieldLabels.website) || (urls[0] ?? ''),
      contact: of(financialFieldLabels.contact),
      notes: fieldLines(fields.filter((field) => !known.has(field.name))),
    });
  }
  const card = first('credit-card');
  if (card) {
    const [expYear = '', expMonth = ''] = value(card.expiryDate).split('-');
    return cardRecord({
      name,
      cardholder: value(card.fullName),
      brand: value(card.cardType),
      number: value(card.number),
      code: value(card.verificationNumber),
      expMonth: expMonth.replace(/^0(?=\d)/, ''),
      expYear,
      notes: fieldLines(fields),
    });
  }
  const person = first('person-name');
  const address = first('address');
  const passport = first('passport');
  const license = first('drivers-license');
  const document = first('identity-document');
  if (person || address || passport || license || document) {
    const street = value(address?.streetAddress).split('\n');
    return identityRecord({
      name,
      title: value(person?.title),
      firstName: value(person?.given),
      middleName: value(person?.given2),
      lastName: [value(person?.surnamePrefix), value(person?.surname)].filter(Boolean).join(' '),
      address1: street[0] ?? '',
      address2: street[1] ?? '',
      address3: street.slice(2).join(' '),
      city: value(address?.city),
      state: value(address?.territory),
      postalCode: value(address?.postalCode),
      country: value(address?.country),
      phone: value(address?.tel),
      passport: value(passport?.passportNumber),
      license: value(license?.licenseNumber),
      ssn: value(document?.identificationNumber) || value(document?.documentNumber),
      email: fields.find((field) => field.name === 'Email')?.value ?? '',
      company: fields.find((field) => field.name === 'Company')?.value ?? '',
      notes: fieldLines(fields.filter((field) => field.name !== 'Email' && field.name !== 'Company')),
    });
  }
  const basic = first('basic-auth');
  const totp = first('totp');
  if (basic || totp || urls.length > 0) {
    return loginRecord({
      name,
      urls,
      username: value(basic?.username),
      password: value(basic?.password),
      totp: totp ? totpUri(totp) : '',
      notes,
      customFields: fields,
    });
  }
  if (byType.has('note') || fields.length > 0) return noteRecord({ name, notes: fieldLines(fields) });
  return null;
}
