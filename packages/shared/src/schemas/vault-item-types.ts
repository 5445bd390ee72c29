/**
 * Vault item types (Password Guru): login, secure note, payment card, identity, financial account.
 *
 * HOW TO CREATE ITEMS (any type, from the browser):
 *   import { createVaultItems } from '.../features/passwords/lib/createVaultItems';
 *   await createVaultItems(userId, [
 *     { record: { type: 'login', name, urls, username, password, totp, notes, customFields }, favorite, folderPath: ['Bank', 'Joint'] },
 *     { record: { type: 'card', name, cardholder, brand, number, expMonth, expYear, code, notes } },
 *   ]);
 * It seals each record into the two envelopes (below) with the user key, creates the missing folders
 * named by `folderPath` (segments joined with " / ", the vault's folders being flat) and posts them
 * with the bulk create of the Excel import (`POST apiPaths.passwordsImport`), in chunks of
 * `passwordsLimits.importMaxItems`. Build records with `vaultItemRecordSchema.parse(...)` or the
 * `emptyVaultRecord(type)` helper, so every field is present.
 *
 * STORAGE: an entry keeps its two envelopes, encrypted field by field as before:
 *   summary = {name, username, website, type?, favorite?, urls?, fields?}  (decrypted to list and search)
 *   secret  = {password, note, totp?, customFields?, fields?, history?}    (decrypted only to view, copy, export)
 * `username` / `website` stay the list's columns for every type (a card's cardholder, an identity's
 * e-mail, an account's institution and website), so an older browser still lists new entries. A
 * summary without `type` is a login written before the types existed: it reads exactly as before.
 * `vaultRecordToPayloads` and `vaultRecordFromPayloads` convert between a record and the payloads.
 */
import { z } from 'zod';

export const vaultItemTypes = ['login', 'note', 'card', 'identity', 'financial'] as const;
export type VaultItemType = (typeof vaultItemTypes)[number];
export const vaultItemTypeSchema = z.enum(vaultItemTypes);

export const financialAccountTypes = ['bank', 'brokerage', 'retirement', 'insurance', 'other'] as const;
export type FinancialAccountType = (typeof financialAccountTypes)[number];

/** At most this many earlier passwords are kept per login (newest first). */
export const vaultPasswordHistoryMax = 5;

export const vaultCustomFieldSchema = z.object({
  name: z.string(),
  value: z.string(),
  hidden: z.boolean(),
});
export type VaultCustomField = z.infer<typeof vaultCustomFieldSchema>;

export const vaultPasswordHistoryEntrySchema = z.object({ password: z.string(), changedAt: z.string() });
export type VaultPasswordHistoryEntry = z.infer<typeof vaultPasswordHistoryEntrySchema>;

const text = z.string().default('');

export const vaultLoginRecordSchema = z.object({
  type: z.literal('login'),
  name: z.string(),
  urls: z.array(z.string()).default([]),
  username: text,
  password: text,
  /** A base32 secret or an `otpauth://totp/...` URI; '' when none. */
  totp: text,
  notes: text,
  customFields: z.array(vaultCustomFieldSchema).default([]),
});

export const vaultNoteRecordSchema = z.object({ type: z.literal('note'), name: z.string(), notes: text });

export const vaultCardRecordSchema = z.object({
  type: z.literal('card'),
  name: z.string(),
  cardholder: text,
  brand: text,
  number: text,
  expMonth: text,
  expYear: text,
  code: text,
  notes: text,
});

export const vaultIdentityRecordSchema = z.object({
  type: z.literal('identity'),
  name: z.string(),
  title: text,
  firstName: text,
  middleName: text,
  lastName: text,
  email: text,
  phone: text,
  address1: text,
  address2: text,
  address3: text,
  city: text,
  state: text,
  postalCode: text,
  country: text,
  company: text,
  ssn: text,
  passport: text,
  license: text,
  notes: text,
});

export const vaultFinancialRecordSchema = z.object({
  type: z.literal('financial'),
  name: z.string(),
  institution: text,
  accountType: z.enum(financialAccountTypes).default('bank'),
  accountNumber: text,
  routingNumber: text,
  website: text,
  contact: text,
  notes: text,
});

/** The neutral record: one entry of any type, in plaintext (browser memory only). */
export const vaultItemRecordSchema = z.discriminatedUnion('type', [
  vaultLoginRecordSchema,
  vaultNoteRecordSchema,
  vaultCardRecordSchema,
  vaultIdentityRecordSchema,
  vaultFinancialRecordSchema,
]);
export type VaultItemRecord = z.infer<typeof vaultItemRecordSchema>;
export type VaultLoginRecord = z.infer<typeof vaultLoginRecordSchema>;
export type VaultNoteRecord = z.infer<typeof vaultNoteRecordSchema>;
export type VaultCardRecord = z.infer<typeof vaultCardRecordSchema>;
export type VaultIdentityRecord = z.infer<typeof vaultIdentityRecordSchema>;
export type VaultFinancialRecord = z.infer<typeof vaultFinancialRecordSchema>;
export type VaultRecordOf<T extends VaultItemType> = Extract<VaultItemRecord, { type: T }>;

/** What an importer hands `createVaultItems`: a record, whether it is pinned, and its folder path (outermost first). */
export interface VaultItemDraft {
  record: VaultItemRecord;
  favorite?: boolean;
  folderPath?: readonly string[];
}

/**
 * Which of a type's fields (besides name, notes and the login's own) go in the summary (listed,
 * searched) and which in the secret. A field's key is its record key.
 */
export const vaultTypeFields = {
  login: { summary: [], secret: [] },
  note: { summary: [], secret: [] },
  card: { summary: ['cardholder', 'brand', 'expMonth', 'expYear'], secret: ['number', 'code'] },
  identity: {
    summary: [
      'title',
      'firstName',
      'middleName',
      'lastName',
      'email',
      'phone',
      'company',
      'address1',
      'address2',
      'address3',
      'city',
      'state',
      'postalCode',
      'country',
    ],
    secret: ['ssn', 'passport', 'license'],
  },
  financial: {
    summary: ['institution', 'accountType', 'website', 'contact'],
    secret: ['accountNumber', 'routingNumber'],
  },
} as const satisfies Record<VaultItemType, { summary: readonly string[]; secret: readonly string[] }>;

/** Payload of the summary envelope. Old entries hold only name, username and website. */
export const vaultItemSummaryPayloadSchema = z.object({
  name: z.string(),
  username: z.string(),
  website: z.string(),
  type: vaultItemTypeSchema.optional(),
  favorite: z.boolean().optional(),
  /** Every website of a login, the first one being `website`; absent when there is at most one. */
  urls: z.array(z.string()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type VaultItemSummaryPayload = z.infer<typeof vaultItemSummaryPayloadSchema>;

/** Payload of the secret envelope. Old entries hold only password and note. */
export const vaultItemSecretPayloadSchema = z.object({
  password: z.string(),
  note: z.string(),
  totp: z.string().optional(),
  customFields: z.array(vaultCustomFieldSchema).optional(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Earlier passwords of a login, newest first, at most vaultPasswordHistoryMax. */
  history: z.array(vaultPasswordHistoryEntrySchema).optional(),
});
export type VaultItemSecretPayload = z.infer<typeof vaultItemSecretPayloadSchema>;

/** The type of a decrypted summary: no type means a login of before the types. */
export function vaultTypeOf(summary: Pick<VaultItemSummaryPayload, 'type'>): VaultItemType {
  return summary.type ?? 'login';
}

/** A record of the type with every field empty (the add form's start, an importer's base). */
export function emptyVaultRecord<T extends VaultItemType>(type: T, name = ''): VaultRecordOf<T> {
  return vaultItemRecordSchema.parse({ type, name }) as VaultRecordOf<T>;
}

function pick(record: Record<string, unknown>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

/** The list's second and third columns for a record of any type. */
function listColumns(record: VaultItemRecord): { username: string; website: string } {
  switch (record.type) {
    case 'login':
      return { username: record.username, website: record.urls[0] ?? '' };
    case 'note':
      return { username: '', website: '' };
    case 'card':
      return { username: record.cardholder, website: '' };
    case 'identity': {
      const fullName = [record.firstName, record.lastName].filter(Boolean).join(' ');
      return { username: record.email || fullName, website: '' };
    }
    case 'financial':
      return { username: record.institution, website: record.website };
  }
}

export interface VaultRecordPayloads {
  summary: VaultItemSummaryPayload;
  secret: VaultItemSecretPayload;
}

/**
 * A record → its two payloads. A login with one website and no extras gives exactly the old shape
 * plus `type`, so the Excel template's entries stay as they were.
 */
export function vaultRecordToPayloads(
  record: VaultItemRecord,
  extra: { favorite?: boolean; history?: readonly VaultPasswordHistoryEntry[] } = {},
): VaultRecordPayloads {
  const summary: VaultItemSummaryPayload = { name: record.name, ...listColumns(record), type: record.type };
  if (extra.favorite) summary.favorite = true;
  const secret: VaultItemSecretPayload = { password: '', note: record.notes };
  if (record.type === 'login') {
    secret.password = record.password;
    if (record.urls.length > 1) summary.urls = [...record.urls];
    if (record.totp !== '') secret.totp = record.totp;
    if (record.customFields.length > 0)
      secret.customFields = record.customFields.map((field) => ({ ...field }));
    if (extra.history && extra.history.length > 0)
      secret.history = extra.history.slice(0, vaultPasswordHistoryMax).map((entry) => ({ ...entry }));
  } else {
    const fields = vaultTypeFields[record.type];
    const visible = pick(record, fields.summary);
    const hidden = pick(record, fields.secret);
    if (Object.keys(visible).length > 0) summary.fields = visible;
    if (Object.keys(hidden).length > 0) secret.fields = hidden;
  }
  return { summary, secret };
}

/** The two payloads → a record (a summary without type is a login). */
export function vaultRecordFromPayloads(
  summary: VaultItemSummaryPayload,
  secret: VaultItemSecretPayload,
): VaultItemRecord {
  const type = vaultTypeOf(summary);
  if (type === 'login') {
    const urls = summary.urls ?? (summary.website === '' ? [] : [summary.website]);
    return {
      type,
      name: summary.name,
      urls,
      username: summary.username,
      password: secret.password,
      totp: secret.totp ?? '',
      notes: secret.note,
      customFields: secret.customFields ?? [],
    };
  }
  return vaultItemRecordSchema.parse({
    ...summary.fields,
    ...secret.fields,
    type,
    name: summary.name,
    notes: secret.note,
  });
}

/** What a search looks in for a summary of any type: every visible field, lower-cased, one per line. */
export function vaultSummarySearchText(summary: VaultItemSummaryPayload): string {
  const parts = [summary.name, summary.username, summary.website];
  if (summary.urls) parts.push(...summary.urls.slice(1));
  if (summary.fields) parts.push(...Object.values(summary.fields));
  return parts.join('\n').toLocaleLowerCase();
}
