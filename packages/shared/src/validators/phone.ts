import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Number types that can receive a text message. The full ("max") metadata tells mobile numbers
 * from landlines where the numbering plan does; where it does not (the US and Canada, among
 * others), a valid number is FIXED_LINE_OR_MOBILE and is accepted.
 */
const textCapable = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * Normalises a mobile (text-capable) phone number to E.164, or null when it is not a valid
 * number or is a landline, toll-free, premium-rate, VoIP… number: sign-in codes go by SMS.
 */
export function normalizePhone(input: string, defaultCountry: 'US' = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type === undefined || !textCapable.has(type)) return null;
  return parsed.number;
}

/** "•••• 1234": the last four digits of a phone number, for showing where a code went. */
export function phoneHint(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}
