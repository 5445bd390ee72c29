import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Normalises a phone number to E.164, or null when it is not a valid number. */
export function normalizePhone(input: string, defaultCountry: 'US' = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/** "•••• 1234": the last four digits of a phone number, for showing where a code went. */
export function phoneHint(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}
