import { emailAddressSchema, messages } from '@guru/shared';

/**
 * The rules of an e-mail list typed one address at a time (Manage Users' second users, Share File/Folder's
 * recipients; seed sections 4 and 5): an address is trimmed and lower-cased; a blank or invalid one is refused;
 * one already listed (saved or new) is silently ignored. Each list adds its own limit.
 */
export type NewEmailCheck =
  { kind: 'new'; email: string } | { kind: 'ignored' } | { kind: 'invalid'; message: string };

export function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}

/** The Add button is disabled while the field is empty (or blank). */
export function canAddEmail(input: string): boolean {
  return input.trim() !== '';
}

/** Whether `input` is a new address for a list of `listed` (saved) and `pending` (new, normalised) ones. */
export function checkNewEmail(
  listed: readonly string[],
  pending: readonly string[],
  input: string,
): NewEmailCheck {
  const email = normaliseEmail(input);
  if (email === '' || !emailAddressSchema.safeParse(email).success)
    return { kind: 'invalid', message: messages.emailInvalid };
  const known = new Set([...listed.map(normaliseEmail), ...pending]);
  return known.has(email) ? { kind: 'ignored' } : { kind: 'new', email };
}

export function removeEmail(pending: readonly string[], email: string): string[] {
  return pending.filter((item) => item !== email);
}
