import {
  financialAccountTypes,
  passwordsFieldLimits,
  vaultItemRecordSchema,
  type VaultItemDraft,
  type VaultItemRecord,
} from '@guru/shared';
import type {
  ImportFileError,
  ImportedRecord,
  ParsedFile,
  RecordPosition,
  RecordType,
  SkippedRecord,
} from './importedRecord';
import type { ImportFormat } from './importFormats';

/**
 * From a parsed file to what the Import dialog shows and what is saved: records too long for the vault
 * are skipped (with their position), the vault's entries already holding a record are found (compared on
 * the decrypted entries, in the browser), and each record becomes a draft of the vault's item-type model.
 */

/** How many skipped records the preview lists (the rest are counted). */
export const shownSkipped = 100;

export type ImportPreview =
  | {
      kind: 'ok';
      format: ImportFormat;
      total: number;
      byType: Array<[RecordType, number]>;
      /** Folder path joined for the reader ("Bank / Joint"), null for no folder; in the file's order. */
      byFolder: Array<[string | null, number]>;
      skipped: SkippedRecord[];
      skippedCount: number;
      /** How many of the records the vault already holds. */
      existing: number;
    }
  | {
      kind: 'error';
      format: ImportFormat | null;
      reason: ImportFileError['reason'] | 'unknownFormat' | 'tooLarge';
      position: RecordPosition | null;
    };

export interface ImportPlan {
  records: ImportedRecord[];
  existing: boolean[];
  preview: Extract<ImportPreview, { kind: 'ok' }>;
}

const fieldLimit = (key: string): number => {
  switch (key) {
    case 'name':
      return passwordsFieldLimits.nameMaxLength;
    case 'username':
    case 'email':
      return passwordsFieldLimits.usernameMaxLength;
    case 'password':
      return passwordsFieldLimits.passwordMaxLength;
    case 'notes':
      return passwordsFieldLimits.noteMaxLength;
    default:
      return passwordsFieldLimits.websiteMaxLength;
  }
};

/** A record with a field longer than the vault takes. */
export function isTooLong({ record, folderPath }: ImportedRecord): boolean {
  if (folderPath.join(' / ').length > passwordsFieldLimits.folderNameMaxLength) return true;
  return Object.entries(record).some(([key, value]) => {
    if (typeof value === 'string') return value.length > fieldLimit(key);
    if (Array.isArray(value))
      return value.some((item: unknown) =>
        typeof item === 'string'
          ? item.length > passwordsFieldLimits.websiteMaxLength
          : JSON.stringify(item).length > passwordsFieldLimits.noteMaxLength,
      );
    return false;
  });
}

/** What makes two entries the same: the type, the name (any case) and the fields that identify it. */
export function sameEntryKey(record: VaultItemRecord | ImportedRecord['record']): string {
  const name = record.name.trim().toLocaleLowerCase();
  switch (record.type) {
    case 'login':
      return JSON.stringify([
        record.type,
        name,
        record.username.trim(),
        (record.urls[0] ?? '').trim(),
        record.password,
      ]);
    case 'note':
      return JSON.stringify([record.type, name, record.notes.trim()]);
    case 'card':
      return JSON.stringify([record.type, name, record.number.replace(/\s/g, '')]);
    case 'identity':
      return JSON.stringify([
        record.type,
        name,
        record.firstName.trim(),
        record.lastName.trim(),
        record.email.trim(),
      ]);
    case 'financial':
      return JSON.stringify([record.type, name, record.accountNumber.trim()]);
  }
}

export function planImport(
  format: ImportFormat,
  parsed: ParsedFile,
  vaultRecords: readonly VaultItemRecord[],
  untitled: string,
): ImportPlan {
  const skipped = [...parsed.skipped];
  const records: ImportedRecord[] = [];
  for (const { position, ...entry } of parsed.records) {
    const named =
      entry.record.name.trim() === '' ? { ...entry, record: { ...entry.record, name: untitled } } : entry;
    if (isTooLong(named)) skipped.push({ position, reason: 'tooLong', name: named.record.name.slice(0, 80) });
    else records.push(named);
  }
  const known = new Set(vaultRecords.map(sameEntryKey));
  const existing = records.map((entry) => known.has(sameEntryKey(entry.record)));
  const byType = new Map<RecordType, number>();
  const byFolder = new Map<string | null, number>();
  for (const { record, folderPath } of records) {
    byType.set(record.type, (byType.get(record.type) ?? 0) + 1);
    const folder = folderPath.length === 0 ? null : folderPath.join(' / ');
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
  }
  const order = (position: RecordPosition) => (position.kind === 'line' ? position.line : position.index);
  skipped.sort((a, b) => order(a.position) - order(b.position));
  return {
    records,
    existing,
    preview: {
      kind: 'ok',
      format,
      total: records.length,
      byType: [...byType],
      byFolder: [...byFolder],
      skipped: skipped.slice(0, shownSkipped),
      skippedCount: skipped.length,
      existing: existing.filter(Boolean).length,
    },
  };
}

/** A record as the vault's item-type model takes it (a financial account type it does not know is "other"). */
export function toDraft({ record, favorite, folderPath }: ImportedRecord): VaultItemDraft {
  const normalized =
    record.type === 'financial' && !(financialAccountTypes as readonly string[]).includes(record.accountType)
      ? { ...record, accountType: 'other' }
      : record;
  return { record: vaultItemRecordSchema.parse(normalized), favorite, folderPath };
}
