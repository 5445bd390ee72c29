import type { ImportedRecord, ImportedRecordBody } from '../importedRecord';
import { financialFieldLabels, financialHiddenFields, financialMarkerField } from './bitwardenFinancial';

/**
 * The vault as Bitwarden's plain JSON export (individual vault: `folders` and `items`), which Bitwarden
 * imports as its own. A nested folder is named by its path ("Bank/Joint"), as Bitwarden names nested
 * folders. A financial account becomes a secure note with custom fields (bitwardenFinancial.ts).
 */
export function bitwardenExportJson(records: readonly ImportedRecord[], now = new Date()): string {
  const folderIds = new Map<string, string>();
  for (const { folderPath } of records) {
    const name = folderPath.join('/');
    if (name !== '' && !folderIds.has(name)) folderIds.set(name, crypto.randomUUID());
  }
  const stamp = now.toISOString();
  const items = records.map(({ record, favorite, folderPath }) => ({
    id: crypto.randomUUID(),
    organizationId: null,
    folderId: folderIds.get(folderPath.join('/')) ?? null,
    ...typedPart(record),
    reprompt: 0,
    name: record.name,
    notes: record.notes === '' ? null : record.notes,
    favorite,
    collectionIds: null,
    creationDate: stamp,
    revisionDate: stamp,
    deletedDate: null,
  }));
  const folders = [...folderIds].map(([name, id]) => ({ id, name }));
  return JSON.stringify({ encrypted: false, folders, items }, null, 2);
}

const orNull = (value: string): string | null => (value === '' ? null : value);

function typedPart(record: ImportedRecordBody): Record<string, unknown> {
  switch (record.type) {
    case 'login':
      return {
        type: 1,
        fields: record.customFields.map((field) => ({
          name: field.name,
          value: field.value,
          type: field.hidden ? 1 : 0,
          linkedId: null,
        })),
        login: {
          fido2Credentials: [],
          uris: record.urls.map((uri) => ({ match: null, uri })),
          username: orNull(record.username),
          password: orNull(record.password),
          totp: orNull(record.totp),
        },
      };
    case 'note':
      return { type: 2, secureNote: { type: 0 } };
    case 'card':
      return {
        type: 3,
        card: {
          cardholderName: orNull(record.cardholder),
          brand: orNull(record.brand),
          number: orNull(record.number),
          expMonth: orNull(record.expMonth),
          expYear: orNull(record.expYear),
          code: orNull(record.code),
        },
      };
    case 'identity':
      return {
        type: 4,
        identity: {
          title: orNull(record.title),
          firstName: orNull(record.firstName),
          middleName: orNull(record.middleName),
          lastName: orNull(record.lastName),
          address1: orNull(record.address1),
          address2: orNull(record.address2),
          address3: orNull(record.address3),
          city: orNull(record.city),
          state: orNull(record.state),
          postalCode: orNull(record.postalCode),
          country: orNull(record.country),
          company: orNull(record.company),
          email: orNull(record.email),
          phone: orNull(record.phone),
          ssn: orNull(record.ssn),
          username: null,
          passportNumber: orNull(record.passport),
          licenseNumber: orNull(record.license),
        },
      };
    case 'financial':
      return {
        type: 2,
        secureNote: { type: 0 },
        fields: [
          { name: financialMarkerField, value: record.accountType, type: 0, linkedId: null },
          ...Object.entries(financialFieldLabels).map(([key, label]) => ({
            name: label,
            value: record[key as keyof typeof financialFieldLabels],
            type: financialHiddenFields.has(key) ? 1 : 0,
            linkedId: null,
          })),
        ],
      };
  }
}
