function twoDigits(value: number): string {
  return value.toString().padStart(2, '0');
}

/** MM/DD/YYYY in the browser's time zone; an empty string for an invalid date. */
export function formatDateUs(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${date.getFullYear()}`;
}

export function fullName(person: { firstName: string; lastName: string; username: string }): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name === '' ? person.username : name;
}

/**
 * MM/DD/YYYY, hh:mm a (e.g. 05/01/2026, 03:07 pm) in the browser's time zone; empty for an invalid date.
 * The "Last updated" of both apps.
 */
export function formatDateTimeUs(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  return `${formatDateUs(date)}, ${twoDigits(hours)}:${twoDigits(date.getMinutes())} ${date.getHours() < 12 ? 'am' : 'pm'}`;
}
