import { arr, isObject, obj, parseJson, str, type JsonObject } from '../fileContent';
import {
  cardRecord,
  financialRecord,
  folderPathOf,
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
 * Keeper's JSON export: `records`, each with title, login, password, login_url, notes, `$type` (login,
 * encryptedNotes, bankCard, bankAccount…), custom_fields (an object: label → value; the one-time code is
 * `$oneTimeCode` or `TFC:Keeper`; typed fields are keyed `$type:label`) and folders (`folder`, or a
 * `shared_folder` with an optional sub-folder; nesting with a backslash).
 */
export function parseKeeperJson(text: string): ParsedFile {
  const root = parseJson(text);
  if (!isObject(root) || !Array.isArray(root.records)) throw new ImportFileError('notThisFormat');
  const parsed: ParsedFile = { records: [], skipped: [] };
  root.records.forEach((value, index) => {
    const position = { kind: 'item', index: index + 1 } as const;
    const item = obj(value);
    const name = str(item.title);
    if (!isObject(value)) return parsed.skipped.push({ position, reason: 'unreadable', name: '' });
    const record = recordOf(item);
    if (isEmptyRecord(record)) return parsed.skipped.push({ position, reason: 'empty', name });
    const folder = obj(arr(item.folders)[0]);
    const path = [
      ...folderPathOf(str(folder.shared_folder), /\\/),
      ...folderPathOf(str(folder.folder), /\\/),
    ];
    parsed.records.push({ position, record, favorite: false, folderPath: path });
  });
  return parsed;
}

function plainLabel(key: string): string {
  // "$text:Cardholder" → "Cardholder"; "$url" → "url".
  const colon = key.indexOf(':');
  return colon === -1 ? key.replace(/^\$/, '') : key.slice(colon + 1);
}

function recordOf(item: JsonObject): ImportedRecordBody {
  const name = str(item.title);
  const notes = str(item.notes);
  const custom = obj(item.custom_fields);
  let totp = '';
  const fields: CustomField[] = [];
  const typed = new Map<string, unknown>();
  for (const [key, value] of Object.entries(custom)) {
    if (key === '$oneTimeCode' || key === 'TFC:Keeper') totp = str(value);
    else if (key.startsWith('$') && isObject(value)) typed.set(key.split(':')[0]!, value);
    else fields.push({ name: plainLabel(key), value: str(value), hidden: false });
  }
  const lines = (extra: CustomField[]) =>
    withExtraLines(
      notes,
      extra.map((field) => [field.name, field.value] as const),
    );
  switch (str(item.$type)) {
    case 'encryptedNotes':
      return noteRecord({ name, notes: lines(fields) });
    case 'bankCard': {
      const card = obj(typed.get('$paymentCard'));
      const [expMonth = '', expYear = ''] = str(card.cardExpirationDate).split('/');
      const holder = fields.find((field) => /cardholder/i.test(field.name));
      return cardRecord({
        name,
        number: str(card.cardNumber),
        code: str(card.cardSecurityCode),
        expMonth,
        expYear,
        cardholder: holder?.value ?? '',
        notes: lines(fields.filter((field) => field !== holder)),
      });
    }
    case 'bankAccount': {
      const account = obj(typed.get('$bankAccount'));
      return financialRecord({
        name,
        accountType: 'bank',
        accountNumber: str(account.accountNumber),
        routingNumber: str(account.routingNumber),
        website: str(item.login_url),
        notes: lines([...fields, { name: 'Account type', value: str(account.accountType), hidden: false }]),
      });
    }
    default:
      return loginRecord({
        name,
        urls: [str(item.login_url)],
        username: str(item.login),
        password: str(item.password),
        totp,
        notes,
        customFields: fields,
      });
  }
}
