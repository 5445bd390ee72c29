import { documentsLimits, emailAddressSchema, messages } from '@guru/shared';

/**
 * The e-mail list of the Share File/Folder modal (seed 001 sections 4 and 5): an address is trimmed
 * and lower-cased; a blank or invalid one is refused; one already listed (a current recipient or a
 * new one) is silently ignored.
 */
export type AddShareEmailResult =
  { kind: 'added'; pending: string[] } | { kind: 'ignored' } | { kind: 'invalid'; message: string };

export function normaliseShareEmail(input: string): string {
  return input.trim().toLowerCase();
}

/** The Add button is disabled while the field is empty (or blank). */
export function canAddShareEmail(input: string): boolean {
  return input.trim() !== '';
}

export function addShareEmail(
  current: readonly string[],
  pending: readonly string[],
  input: string,
): AddShareEmailResult {
  const email = normaliseShareEmail(input);
  if (email === '' || !emailAddressSchema.safeParse(email).success)
    return { kind: 'invalid', message: messages.emailInvalid };
  const known = new Set([...current.map(normaliseShareEmail), ...pending]);
  if (known.has(email)) return { kind: 'ignored' };
  if (pending.length >= documentsLimits.shareEmailsMax) return { kind: 'ignored' };
  return { kind: 'added', pending: [...pending, email] };
}

export function removeShareEmail(pending: readonly string[], email: string): string[] {
  return pending.filter((item) => item !== email);
}
