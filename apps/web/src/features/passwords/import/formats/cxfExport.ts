import { bytesToBase64Url, randomBytes } from '@guru/vault-crypto';
import type { ImportedRecord, ImportedRecordBody } from '../importedRecord';
import { financialFieldLabels, financialHiddenFields, financialMarkerField } from './bitwardenFinancial';

/**
 * The vault in the Credential Exchange Format (CXF 1.0 JSON): one account, one item per entry, one
 * collection per folder (nested folders as subCollections). A financial account is an item with a
 * custom-fields credential whose fields carry its parts and our marker (read back by cxfImport.ts).
 */
export interface CxfExportOptions {
  exporterRpId: string;
  exporterDisplayName: string;
  now?: Date;
}

const newId = () => bytesToBase64Url(randomBytes(16));
const text = (value: string, label?: string) => ({ fieldType: 'string', value, ...(label ? { label } : {}) });
const concealed = (value: string, label?: string) => ({
  fieldType: 'concealed-string',
  value,
  ...(label ? { label } : {}),
});

interface CollectionNode {
  id: string;
  title: string;
  items: Array<{ item: string }>;
  children: Map<string, CollectionNode>;
}

export function cxfExportJson(records: readonly ImportedRecord[], options: CxfExportOptions): string {
  const seconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const roots = new Map<string, CollectionNode>();
  const items = records.map(({ record, favorite, folderPath }) => {
    const id = newId();
    let level = roots;
    let node: CollectionNode | null = null;
    for (const segment of folderPath) {
      node = level.get(segment) ?? { id: newId(), title: segment, items: [], children: new Map() };
      level.set(segment, node);
      level = node.children;
    }
    node?.items.push({ item: id });
    const urls =
      record.type === 'login'
        ? record.urls
        : record.type === 'financial' && record.website !== ''
          ? [record.website]
          : [];
    return {
      id,
      creationAt: seconds,
      modifiedAt: seconds,
      title: record.name,
      ...(favorite ? { favorite: true } : {}),
      ...(urls.length > 0 ? { scope: { urls, androidApps: [] } } : {}),
      credentials: credentialsOf(record),
    };
  });
  const collection = (node: CollectionNode): Record<string, unknown> => ({
    id: node.id,
    creationAt: seconds,
    modifiedAt: seconds,
    title: node.title,
    items: node.items,
    ...(node.children.size > 0 ? { subCollections: [...node.children.values()].map(collection) } : {}),
  });
  return JSON.stringify(
    {
      version: { major: 1, minor: 0 },
      exporterRpId: options.exporterRpId,
      exporterDisplayName: options.exporterDisplayName,
      timestamp: seconds,
      accounts: [
        { id: newId(), username: '', email: '', collections: [...roots.values()].map(collection), items },
      ],
    },
    null,
    2,
  );
}

function noteCredential(notes: string): Array<Record<string, unknown>> {
  return notes === '' ? [] : [{ type: 'note', content: text(notes) }];
}

function totpCredential(totp: string): Array<Record<string, unknown>> {
  if (totp === '') return [];
  let secret = totp;
  let algorithm = 'sha1';
  let digits = 6;
  let period = 30;
  let issuer = '';
  if (totp.startsWith('otpauth://')) {
    const url = new URL(totp);
    secret = url.searchParams.get('secret') ?? '';
    algorithm = (url.searchParams.get('algorithm') ?? 'SHA1').toLowerCase();
    digits = Number(url.searchParams.get('digits') ?? 6);
    period = Number(url.searchParams.get('period') ?? 30);
    issuer = url.searchParams.get('issuer') ?? '';
  }
  return [
    {
      type: 'totp',
      secret: secret.replace(/\s/g, '').toUpperCase(),
      period,
      digits,
      algorithm,
      ...(issuer ? { issuer } : {}),
    },
  ];
}

function credentialsOf(record: ImportedRecordBody): Array<Record<string, unknown>> {
  switch (record.type) {
    case 'login':
      return [
        { type: 'basic-auth', username: text(record.username), password: concealed(record.password) },
        ...totpCredential(record.totp),
        ...(record.customFields.length > 0
          ? [
              {
                type: 'custom-fields',
                fields: record.customFields.map((field) =>
                  (field.hidden ? concealed : text)(field.value, field.name),
                ),
              },
            ]
          : []),
        ...noteCredential(record.notes),
      ];
    case 'note':
      return noteCredential(record.notes);
    case 'card': {
      const month = record.expMonth.padStart(2, '0');
      return [
        {
          type: 'credit-card',
          number: concealed(record.number),
          fullName: text(record.cardholder),
          cardType: text(record.brand),
          verificationNumber: concealed(record.code),
          ...(record.expYear !== '' && record.expMonth !== ''
            ? { expiryDate: { fieldType: 'year-month', value: `${record.expYear}-${month}` } }
            : {}),
        },
        ...noteCredential(record.notes),
      ];
    }
    case 'identity':
      return [
        {
          type: 'person-name',
          title: text(record.title),
          given: text(record.firstName),
          given2: text(record.middleName),
          surname: text(record.lastName),
        },
        {
          type: 'address',
          streetAddress: text([record.address1, record.address2, record.address3].filter(Boolean).join('\n')),
          city: text(record.city),
          territory: text(record.state),
          postalCode: text(record.postalCode),
          country: text(record.country),
          tel: text(record.phone),
        },
        ...(record.passport ? [{ type: 'passport', passportNumber: concealed(record.passport) }] : []),
        ...(record.license ? [{ type: 'drivers-license', licenseNumber: concealed(record.license) }] : []),
        ...(record.ssn ? [{ type: 'identity-document', identificationNumber: concealed(record.ssn) }] : []),
        {
          type: 'custom-fields',
          fields: [text(record.email, 'Email'), text(record.company, 'Company')].filter(
            (field) => field.value !== '',
          ),
        },
        ...noteCredential(record.notes),
      ];
    case 'financial':
      return [
        {
          type: 'custom-fields',
          fields: [
            text(record.accountType, financialMarkerField),
            ...Object.entries(financialFieldLabels).map(([key, label]) =>
              (financialHiddenFields.has(key) ? concealed : text)(
                record[key as keyof typeof financialFieldLabels],
                label,
              ),
            ),
          ],
        },
        ...noteCredential(record.notes),
      ];
  }
}
