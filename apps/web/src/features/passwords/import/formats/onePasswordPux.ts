import { arr, isObject, obj, parseJson, str, zipTexts, type JsonObject } from '../fileContent';
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

/**
 * 1Password's 1PUX: a ZIP whose `export.data` is JSON: accounts → vaults (attrs.name) → items, each with
 * categoryUuid (001 login, 002 card, 003 secure note, 004 identity, 005 password, 101 bank account,
 * 103 driver licence, 106 passport, 108 social security number…), overview (title, url, urls, tags) and
 * details (loginFields with a designation, notesPlain, password, sections of fields whose `value` is an
 * object keyed by its kind: string, concealed, totp, email, phone, url, creditCardNumber, monthYear…).
 * The folder is the first tag ("a/b" nests); with several vaults, the vault comes first.
 */
export function parseOnePasswordPux(bytes: Uint8Array): ParsedFile {
  const files = zipTexts(bytes, (name) => name === 'export.data');
  const data = files.get('export.data');
  if (data === undefined) throw new ImportFileError('notThisFormat');
  const root = parseJson(data);
  if (!isObject(root) || !Array.isArray(root.accounts)) throw new ImportFileError('notThisFormat');
  const vaults = root.accounts.flatMap((account) => arr(obj(account).vaults).map(obj));
  const parsed: ParsedFile = { records: [], skipped: [] };
  let index = 0;
  for (const vault of vaults) {
    const vaultName = str(obj(vault.attrs).name).trim();
    for (const itemValue of arr(vault.items)) {
      index += 1;
      const position = { kind: 'item', index } as const;
      const item = obj(itemValue);
      const overview = obj(item.overview);
      const name = str(overview.title);
      if (!isObject(itemValue)) {
        parsed.skipped.push({ position, reason: 'unreadable', name: '' });
        continue;
      }
      if (item.state === 'deleted' || item.trashed === true) {
        parsed.skipped.push({ position, reason: 'deleted', name });
        continue;
      }
      const record = recordOf(item);
      if (record === null) parsed.skipped.push({ position, reason: 'unsupportedType', name });
      else if (isEmptyRecord(record)) parsed.skipped.push({ position, reason: 'empty', name });
      else {
        const tagPath = folderPathOf(str(arr(overview.tags)[0]), /\//);
        const folderPath = vaults.length > 1 && vaultName !== '' ? [vaultName, ...tagPath] : tagPath;
        parsed.records.push({ position, record, favorite: Number(item.favIndex) > 0, folderPath });
      }
    }
  }
  return parsed;
}

interface SectionField {
  id: string;
  label: string;
  kind: string;
  value: string;
}

function fieldValue(value: JsonObject): { kind: string; value: string } {
  const [kind = '', raw] = Object.entries(value)[0] ?? [];
  if (kind === 'email') return { kind, value: isObject(raw) ? str(raw.email_address) : str(raw) };
  if (kind === 'address' && isObject(raw))
    return {
      kind,
      value: [str(raw.street), str(raw.city), str(raw.state), str(raw.zip), str(raw.country)]
        .filter(Boolean)
        .join(', '),
    };
  if (kind === 'monthYear') {
    const digits = str(raw);
    return { kind, value: digits.length === 6 ? `${digits.slice(4)}/${digits.slice(0, 4)}` : digits };
  }
  return { kind, value: isObject(raw) || Array.isArray(raw) ? '' : str(raw) };
}

function sectionFields(details: JsonObject): SectionField[] {
  return arr(details.sections).flatMap((section) =>
    arr(obj(section).fields).map((value) => {
      const field = obj(value);
      return { id: str(field.id), label: str(field.title) || str(field.id), ...fieldValue(obj(field.value)) };
    }),
  );
}

function recordOf(item: JsonObject): ImportedRecordBody | null {
  const overview = obj(item.overview);
  const details = obj(item.details);
  const name = str(overview.title);
  const notes = str(details.notesPlain);
  const fields = sectionFields(details).filter((field) => field.value !== '');
  const used = new Set<SectionField>();
  const take = (...ids: string[]): string => {
    const field = fields.find((candidate) => ids.includes(candidate.id) && !used.has(candidate));
    if (!field) return '';
    used.add(field);
    return field.value;
  };
  const rest = (): SectionField[] => fields.filter((field) => !used.has(field));
  const restLines = () =>
    withExtraLines(
      notes,
      rest().map((field) => [field.label, field.value] as const),
    );
  const address = fields.find((field) => field.kind === 'address');
  const addressRaw = obj(
    obj(
      arr(details.sections)
        .flatMap((section) => arr(obj(section).fields).map(obj))
        .find((field) => isObject(obj(field.value).address))?.value,
    ).address,
  );
  switch (str(item.categoryUuid)) {
    case '001':
    case '005':
    case '110':
    case '111':
    case '102': {
      const loginFields = arr(details.loginFields).map(obj);
      const designated = (designation: string) =>
        str(loginFields.find((field) => field.designation === designation)?.value);
      const urls = [str(overview.url), ...arr(overview.urls).map((url) => str(obj(url).url))];
      const totpField = fields.find((field) => field.kind === 'totp');
      if (totpField) used.add(totpField);
      const username = designated('username') || take('username');
      const password = designated('password') || str(details.password) || take('password');
      const customFields: CustomField[] = rest().map((field) => ({
        name: field.label,
        value: field.value,
        hidden: field.kind === 'concealed',
      }));
      return loginRecord({
        name,
        urls: [...new Set(urls)],
        username,
        password,
        totp: totpField?.value ?? '',
        notes,
        customFields,
      });
    }
    case '002': {
      const [expMonth = '', expYear = ''] = take('expiry').split('/');
      return cardRecord({
        name,
        cardholder: take('cardholder'),
        brand: take('type'),
        number: take('ccnum'),
        code: take('cvv'),
        expMonth: expMonth.replace(/^0(?=\d)/, ''),
        expYear,
        notes: restLines(),
      });
    }
    case '003':
      return noteRecord({ name, notes: restLines() });
    case '004':
    case '103':
    case '106':
    case '108': {
      if (address) used.add(address);
      const category = str(item.categoryUuid);
      const number = category === '004' ? '' : take('number');
      return identityRecord({
        name,
        firstName: take('firstname'),
        middleName: take('initial'),
        lastName: take('lastname'),
        company: take('company'),
        email: take('email'),
        phone: take('defphone', 'cellphone', 'homephone', 'busphone'),
        address1: str(addressRaw.street),
        city: str(addressRaw.city),
        state: str(addressRaw.state),
        postalCode: str(addressRaw.zip),
        country: str(addressRaw.country),
        ssn: category === '108' ? number : '',
        passport: category === '106' ? number : '',
        license: category === '103' ? number : '',
        notes: restLines(),
      });
    }
    case '101':
      return financialRecord({
        name,
        institution: take('bankName'),
        accountType: 'bank',
        accountNumber: take('accountNo'),
        routingNumber: take('routingNo'),
        contact: take('branchPhone'),
        notes: restLines(),
      });
    case '006':
    case '114':
      return null;
    default:
      // Other categories (software licence, membership, wireless router…): their fields become a note.
      return noteRecord({ name, notes: restLines() });
  }
}
