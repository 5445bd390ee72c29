import { normalizePhone } from '@guru/shared';

/** A country of the phone fields: ISO code, name, calling code. */
export interface PhoneCountry {
  code: string;
  name: string;
  dial: string;
}

/** The countries offered by the phone fields (first: the default); "+…" numbers work for any country. */
export const phoneCountries: readonly PhoneCountry[] = [
  { code: 'US', name: 'United States', dial: '1' },
  { code: 'CA', name: 'Canada', dial: '1' },
  { code: 'MX', name: 'Mexico', dial: '52' },
  { code: 'GB', name: 'United Kingdom', dial: '44' },
  { code: 'IE', name: 'Ireland', dial: '353' },
  { code: 'DE', name: 'Germany', dial: '49' },
  { code: 'FR', name: 'France', dial: '33' },
  { code: 'ES', name: 'Spain', dial: '34' },
  { code: 'IT', name: 'Italy', dial: '39' },
  { code: 'NL', name: 'Netherlands', dial: '31' },
  { code: 'CH', name: 'Switzerland', dial: '41' },
  { code: 'AU', name: 'Australia', dial: '61' },
  { code: 'NZ', name: 'New Zealand', dial: '64' },
  { code: 'IN', name: 'India', dial: '91' },
  { code: 'IL', name: 'Israel', dial: '972' },
  { code: 'BR', name: 'Brazil', dial: '55' },
  { code: 'JP', name: 'Japan', dial: '81' },
  { code: 'SG', name: 'Singapore', dial: '65' },
  { code: 'ZA', name: 'South Africa', dial: '27' },
];

export const defaultPhoneCountry = 'US';

function dialOf(country: string): string {
  return (phoneCountries.find((c) => c.code === country) ?? phoneCountries[0]!).dial;
}

/** What the fields hold as one international string: "+{dial} {number}", or the number itself when it starts with "+". */
export function composePhone(country: string, number: string): string {
  const typed = number.trim();
  if (typed === '' || typed.startsWith('+')) return typed;
  return `+${dialOf(country)} ${typed}`;
}

/** The E.164 number of the fields, or null when it is not a valid number (an empty field is null too). */
export function phoneOf(country: string, number: string): string | null {
  const composed = composePhone(country, number);
  return composed === '' ? null : normalizePhone(composed);
}

/** A North American number's ten digits as people write them, "(201) 555-0147"; other numbers stay as they are. */
function written(dial: string, national: string): string {
  const nanp = /^(\d{3})(\d{3})(\d{4})$/.exec(national);
  return dial === '1' && nanp ? `(${nanp[1]}) ${nanp[2]}-${nanp[3]}` : national;
}

/** An E.164 number (from an invite, or saved) split for the fields: the longest matching calling code, the rest as people write it. */
export function phoneFieldsOf(e164: string): { country: string; number: string } {
  const digits = e164.trim();
  if (!digits.startsWith('+')) return { country: defaultPhoneCountry, number: digits };
  const match = [...phoneCountries]
    .sort((a, b) => b.dial.length - a.dial.length)
    .find((c) => digits.startsWith(`+${c.dial}`));
  if (!match) return { country: defaultPhoneCountry, number: digits };
  const country = phoneCountries.find((c) => c.dial === match.dial)!.code;
  return { country, number: written(match.dial, digits.slice(match.dial.length + 1)) };
}
