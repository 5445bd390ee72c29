import { formatMessage, importFormatNames, importMessages as t } from '@guru/shared';
import type { RecordPosition, RecordType, SkipReason } from './importedRecord';
import type { ImportPreview } from './importPlan';

/** The import dialog's texts of counts, positions, reasons and file errors (messages-import.ts). */

export const counted = (count: number, one: string, many: string): string =>
  count === 1 ? one : formatMessage(many, { count });

export function positionText(position: RecordPosition): string {
  return position.kind === 'line'
    ? formatMessage(t.positionLine, { line: position.line })
    : formatMessage(t.positionItem, { index: position.index });
}

const reasons: Record<SkipReason, string> = {
  unreadable: t.skippedUnreadable,
  empty: t.skippedEmpty,
  unsupportedType: t.skippedUnsupportedType,
  deleted: t.skippedDeleted,
  tooLong: t.skippedTooLong,
};

export const reasonText = (reason: SkipReason): string => reasons[reason];

export const typeNames: Record<RecordType, string> = {
  login: t.typeLogin,
  note: t.typeNote,
  card: t.typeCard,
  identity: t.typeIdentity,
  financial: t.typeFinancial,
};

export function fileErrorText(
  error: Extract<ImportPreview, { kind: 'error' }>,
  maxBytes: number,
): string | null {
  switch (error.reason) {
    case 'notThisFormat':
      return formatMessage(t.errorNotThisFormat, {
        format: error.format ? importFormatNames[error.format] : '',
      });
    case 'malformed':
      return error.position?.kind === 'line'
        ? formatMessage(t.errorMalformedAt, { line: error.position.line })
        : t.errorMalformed;
    case 'wrongPassword':
      return t.errorWrongPassword;
    case 'unsupportedEncryption':
      return t.errorUnsupportedEncryption;
    case 'unknownFormat':
      return t.errorUnknownFormat;
    case 'tooLarge':
      return formatMessage(t.errorTooLarge, { max: Math.round(maxBytes / 1_048_576) });
    case 'passwordNeeded':
      // Not an error: the dialog asks for the password.
      return null;
  }
}
