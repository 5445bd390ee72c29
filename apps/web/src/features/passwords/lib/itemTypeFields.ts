import { financialAccountTypes, vaultMessages, type VaultItemRecord, type VaultItemType } from '@guru/shared';

/** The typed screens' fields (besides name, notes and folder), in screen order. */
export type TypedFieldKind = 'text' | 'secret' | 'accountType';
export interface TypedField {
  key: keyof typeof vaultMessages.fieldLabels;
  kind: TypedFieldKind;
  /** Half width on a wide screen (paired with its neighbour). */
  half?: boolean;
}

export type NonLoginType = Exclude<VaultItemType, 'login'>;

export const typedFields: Record<NonLoginType, readonly TypedField[]> = {
  note: [],
  card: [
    { key: 'cardholder', kind: 'text' },
    { key: 'brand', kind: 'text', half: true },
    { key: 'number', kind: 'secret', half: true },
    { key: 'expMonth', kind: 'text', half: true },
    { key: 'expYear', kind: 'text', half: true },
    { key: 'code', kind: 'secret', half: true },
  ],
  identity: [
    { key: 'title', kind: 'text', half: true },
    { key: 'firstName', kind: 'text', half: true },
    { key: 'middleName', kind: 'text', half: true },
    { key: 'lastName', kind: 'text', half: true },
    { key: 'email', kind: 'text', half: true },
    { key: 'phone', kind: 'text', half: true },
    { key: 'company', kind: 'text' },
    { key: 'address1', kind: 'text' },
    { key: 'address2', kind: 'text' },
    { key: 'address3', kind: 'text' },
    { key: 'city', kind: 'text', half: true },
    { key: 'state', kind: 'text', half: true },
    { key: 'postalCode', kind: 'text', half: true },
    { key: 'country', kind: 'text', half: true },
    { key: 'ssn', kind: 'secret', half: true },
    { key: 'passport', kind: 'secret', half: true },
    { key: 'license', kind: 'secret', half: true },
  ],
  financial: [
    { key: 'institution', kind: 'text', half: true },
    { key: 'accountType', kind: 'accountType', half: true },
    { key: 'accountNumber', kind: 'secret', half: true },
    { key: 'routingNumber', kind: 'secret', half: true },
    { key: 'website', kind: 'text' },
    { key: 'contact', kind: 'text' },
  ],
};

export const accountTypeOptions = financialAccountTypes.map((value) => ({
  value,
  label: vaultMessages.accountTypeLabels[value],
}));

/** A typed record's field values by key (every field of `typedFields`, '' when empty). */
export function typedValuesOf(record: VaultItemRecord): Record<string, string> {
  const values: Record<string, string> = {};
  if (record.type === 'login') return values;
  const source = record as unknown as Record<string, unknown>;
  for (const field of typedFields[record.type]) {
    const value = source[field.key];
    values[field.key] = typeof value === 'string' ? value : '';
  }
  return values;
}
