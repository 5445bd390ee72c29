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
