/**
 * The neutral record every importer produces and every exporter reads: one entry of any type, in
 * plaintext, in the browser's memory only. Its shape is the vault's item-type model (a login, a secure
 * note, a card, an identity, a financial account) plus whether the entry is pinned and its folder path,
 * outermost folder first.
 */

export interface CustomField {
  name: string;
  value: string;
  hidden: boolean;
}

export interface LoginRecord {
  type: 'login';
  name: string;
  urls: string[];
  username: string;
  password: string;
  /** A base32 secret or an `otpauth://` URI; '' when none. */
  totp: string;
  notes: string;
  customFields: CustomField[];
}

export interface NoteRecord {
  type: 'note';
  name: string;
  notes: string;
}

export interface CardRecord {
  type: 'card';
  name: string;
  cardholder: string;
  brand: string;
  number: string;
  expMonth: string;
  expYear: string;
  code: string;
  notes: string;
}

export interface IdentityRecord {
  type: 'identity';
  name: string;
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  address3: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  company: string;
  ssn: string;
  passport: string;
  license: string;
  notes: string;
}

export interface FinancialRecord {
  type: 'financial';
  name: string;
  institution: string;
  /** bank, brokerage, retirement, insurance or other. */
  accountType: string;
  accountNumber: string;
  routingNumber: string;
  website: string;
  contact: string;
  notes: string;
}

export type ImportedRecordBody = LoginRecord | NoteRecord | CardRecord | IdentityRecord | FinancialRecord;
export type RecordType = ImportedRecordBody['type'];
export const recordTypes: readonly RecordType[] = ['login', 'note', 'card', 'identity', 'financial'];

export interface ImportedRecord {
  record: ImportedRecordBody;
  favorite: boolean;
  /** Outermost folder first; [] for no folder. */
  folderPath: string[];
}

/** Where a record sits in its file, for the reader: a line of a CSV or XML file, an item of a JSON list. */
export type RecordPosition = { kind: 'line'; line: number } | { kind: 'item'; index: number };

export type SkipReason =
  /** The row or record could not be read (a broken quote, a wrong shape). */
  | 'unreadable'
  /** Nothing to keep: no name, no login, no note. */
  | 'empty'
  /** A kind of entry the vault does not hold (an SSH key, a passkey alone, an alias, a file). */
  | 'unsupportedType'
  /** In the source's trash. */
  | 'deleted'
  /** A field longer than the vault takes. */
  | 'tooLong';

export interface SkippedRecord {
  position: RecordPosition;
  reason: SkipReason;
  /** The record's name when it could be read. */
  name: string;
}

export interface ParsedFile {
  records: Array<ImportedRecord & { position: RecordPosition }>;
  skipped: SkippedRecord[];
}

/** The whole file cannot be read as the chosen format (nothing of it is imported). */
export class ImportFileError extends Error {
  constructor(
    readonly reason:
      'notThisFormat' | 'malformed' | 'passwordNeeded' | 'wrongPassword' | 'unsupportedEncryption',
    readonly position: RecordPosition | null = null,
  ) {
    super(reason);
    this.name = 'ImportFileError';
  }
}

const blank = '';

export function loginRecord(fields: Partial<Omit<LoginRecord, 'type'>>): LoginRecord {
  return {
    type: 'login',
    name: fields.name ?? blank,
    urls: (fields.urls ?? []).filter((url) => url.trim() !== ''),
    username: fields.username ?? blank,
    password: fields.password ?? blank,
    totp: fields.totp ?? blank,
    notes: fields.notes ?? blank,
    customFields: fields.customFields ?? [],
  };
}

export function noteRecord(fields: Partial<Omit<NoteRecord, 'type'>>): NoteRecord {
  return { type: 'note', name: fields.name ?? blank, notes: fields.notes ?? blank };
}

export function cardRecord(fields: Partial<Omit<CardRecord, 'type'>>): CardRecord {
  return {
    type: 'card',
    name: fields.name ?? blank,
    cardholder: fields.cardholder ?? blank,
    brand: fields.brand ?? blank,
    number: fields.number ?? blank,
    expMonth: fields.expMonth ?? blank,
    expYear: fields.expYear ?? blank,
    code: fields.code ?? blank,
    notes: fields.notes ?? blank,
  };
}

const identityKeys = [
  'title',
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phone',
  'address1',
  'address2',
  'address3',
  'city',
  'state',
  'postalCode',
  'country',
  'company',
  'ssn',
  'passport',
  'license',
] as const;

export function identityRecord(fields: Partial<Omit<IdentityRecord, 'type'>>): IdentityRecord {
  const record = {
    type: 'identity',
    name: fields.name ?? blank,
    notes: fields.notes ?? blank,
  } as IdentityRecord;
  for (const key of identityKeys) record[key] = fields[key] ?? blank;
  return record;
}

export function financialRecord(fields: Partial<Omit<FinancialRecord, 'type'>>): FinancialRecord {
  return {
    type: 'financial',
    name: fields.name ?? blank,
    institution: fields.institution ?? blank,
    accountType: fields.accountType ?? 'bank',
    accountNumber: fields.accountNumber ?? blank,
    routingNumber: fields.routingNumber ?? blank,
    website: fields.website ?? blank,
    contact: fields.contact ?? blank,
    notes: fields.notes ?? blank,
  };
}

/** Lines "label: value" appended to notes, for what a type has no field of its own for. */
export function withExtraLines(notes: string, extras: ReadonlyArray<readonly [string, string]>): string {
  const lines = extras
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `${label}: ${value}`);
  if (lines.length === 0) return notes;
  return notes === '' ? lines.join('\n') : `${notes}\n\n${lines.join('\n')}`;
}

/** A record with nothing worth keeping (the importers skip it as `empty`). */
export function isEmptyRecord(record: ImportedRecordBody): boolean {
  return Object.entries(record).every(
    ([key, value]) =>
      key === 'type' ||
      key === 'accountType' ||
      (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0),
  );
}

/** A folder path from a source's "A/B/C" (or "A\\B") text: empty segments dropped. */
export function folderPathOf(text: string | null | undefined, separator: RegExp = /[/\\]/): string[] {
  if (!text) return [];
  return text
    .split(separator)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');
}
