function twoDigits(value: number): string {
  return value.toString().padStart(2, '0');
}

/** "Last updated" as MM/DD/YYYY, hh:mm a (e.g. 05/01/2026, 03:07 pm) in the browser's time zone. */
export function formatLastUpdated(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  const day = `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${date.getFullYear()}`;
  return `${day}, ${twoDigits(hours12)}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}
