import {
  vaultCustomFieldSchema,
  vaultItemRecordSchema,
  vaultItemTypes,
  vaultMessages,
  type VaultCustomField,
  type VaultItemRecord,
  type VaultItemType,
} from '@guru/shared';
import { typedFields } from './itemTypeFields';

/**
 * The Excel export's columns after the seed's (ADR 0042): the seed's columns stay as they are and hold a login
 * as before; these add the entry's type, a login's other websites, one-time code key and custom fields, every
 * other type's own fields, and the favorite mark. The import reads them back (importRows.ts), so an export
 * re-imports whole; a file without them (the template) is read as logins, as before.
 */
export const TYPE_COLUMN = 'Type';
export const OTHER_WEBSITES_COLUMN = 'Other websites';
export const TOTP_COLUMN = 'One-time code';
export const CUSTOM_FIELDS_COLUMN = 'Custom fields';
export const FAVORITE_COLUMN = 'Favorite';
const YES = 'Yes';

/** Each field key of the non-login types once, by its label (several types share a field, e.g. none today). */
const fieldColumns: ReadonlyArray<{ key: string; title: string }> = (() => {
  const seen = new Set<string>();
  const columns: Array<{ key: string; title: string }> = [];
  for (const fields of Object.values(typedFields))
    for (const field of fields)
      if (!seen.has(field.key)) {
        seen.add(field.key);
        columns.push({ key: field.key, title: vaultMessages.fieldLabels[field.key] });
      }
  return columns;
})();

export const typedExportColumns: readonly string[] = [
  TYPE_COLUMN,
  OTHER_WEBSITES_COLUMN,
  TOTP_COLUMN,
  CUSTOM_FIELDS_COLUMN,
  ...fieldColumns.map((column) => column.title),
  FAVORITE_COLUMN,
];

/** The type's label in the Type column, and back (a file's own spelling, in any case). */
export function typeOfLabel(label: string): VaultItemType | null {
  const wanted = label.trim().toLocaleLowerCase();
  if (wanted === '') return 'login';
  return vaultItemTypes.find((type) => vaultMessages.typeLabels[type].toLocaleLowerCase() === wanted) ?? null;
}

/** The cells of these columns for one entry. */
export function typedExportCells(record: VaultItemRecord, favorite: boolean): Record<string, string> {
  const cells: Record<string, string> = {
    [TYPE_COLUMN]: vaultMessages.typeLabels[record.type],
    [FAVORITE_COLUMN]: favorite ? YES : '',
  };
  if (record.type === 'login') {
    cells[OTHER_WEBSITES_COLUMN] = record.urls.slice(1).join('\n');
    cells[TOTP_COLUMN] = record.totp;
    cells[CUSTOM_FIELDS_COLUMN] = record.customFields.length > 0 ? JSON.stringify(record.customFields) : '';
    return cells;
  }
  const values = record as unknown as Record<string, unknown>;
  for (const column of fieldColumns) {
    const value = values[column.key];
    if (typeof value === 'string') cells[column.title] = value;
  }
  return cells;
}

/** A cell reader by column title ('' when the file has no such column). */
export type CellOf = (title: string) => string;

/** Custom fields as the export writes them (a JSON list); anything else is kept as one hidden-less field. */
function readCustomFields(text: string): VaultCustomField[] {
  if (text.trim() === '') return [];
  try {
    const parsed = vaultCustomFieldSchema.array().safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: kept as it is below
  }
  return [{ name: CUSTOM_FIELDS_COLUMN, value: text, hidden: false }];
}

/**
 * The record a row of an export describes, or null for a plain login (the seed's columns say it all). `base`
 * holds the seed's columns as the import read them.
 */
export function typedRecordOfRow(
  type: VaultItemType,
  base: { name: string; website: string; username: string; password: string; note: string },
  cell: CellOf,
): VaultItemRecord | null {
  if (type === 'login') {
    const otherWebsites = cell(OTHER_WEBSITES_COLUMN)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
    const totp = cell(TOTP_COLUMN).trim();
    const customFields = readCustomFields(cell(CUSTOM_FIELDS_COLUMN));
    if (otherWebsites.length === 0 && totp === '' && customFields.length === 0) return null;
    return {
      type,
      name: base.name,
      urls: [base.website, ...otherWebsites],
      username: base.username,
      password: base.password,
      totp,
      notes: base.note,
      customFields,
    };
  }
  const fields: Record<string, string> = {};
  for (const field of typedFields[type])
    fields[field.key] = cell(vaultMessages.fieldLabels[field.key]).trim();
  const parsed = vaultItemRecordSchema.safeParse({ ...fields, type, name: base.name, notes: base.note });
  return parsed.success ? parsed.data : null;
}

export function isFavoriteCell(text: string): boolean {
  return text.trim().toLocaleLowerCase() === YES.toLocaleLowerCase();
}
