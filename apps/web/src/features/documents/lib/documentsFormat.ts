import { formatDateUs } from '../../../lib/format';

const sizeUnits = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** A file size in Bytes, KB, MB… (base 1024) with at most 2 decimals: "0 Bytes", "1.5 KB", "2.35 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(sizeUnits.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = Number.parseFloat((bytes / 1024 ** unit).toFixed(2));
  return `${value} ${sizeUnits[unit]}`;
}

/** Dates (shared date) as MM/DD/YYYY; an empty string when there is none. */
export function formatDocumentDate(value: string | null | undefined): string {
  return value ? formatDateUs(value) : '';
}

/** "First Last" of a person, or their e-mail when they have no name yet. */
export function personName(person: {
  firstName: string | null;
  lastName: string | null;
  email?: string;
}): string {
  const name = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
  return name === '' ? (person.email ?? '') : name;
}
