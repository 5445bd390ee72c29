import { clientLimits, emailAddressSchema, messages } from '@guru/shared';

/**
 * The e-mail list of the Manage Users modal (seed sections 4 and 5): an address is trimmed and
 * lower-cased; invalid ones are refused; one already listed (saved or new) is silently ignored;
 * saved and new users together are at most five.
 */
export type AddEmailResult =
  | { kind: 'added'; pending: string[] }
  | { kind: 'ignored' }
  | { kind: 'invalid'; message: string }
  | { kind: 'limit'; message: string };

export function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function addSecondUserEmail(
  saved: readonly string[],
  pending: readonly string[],
  input: string,
): AddEmailResult {
  const email = normaliseEmail(input);
  if (!emailAddressSchema.safeParse(email).success)
    return { kind: 'invalid', message: messages.emailInvalid };
  const known = new Set([...saved.map(normaliseEmail), ...pending]);
  if (known.has(email)) return { kind: 'ignored' };
  if (saved.length + pending.length >= clientLimits.maxSecondUsers)
    return { kind: 'limit', message: messages.maxSecondUsers };
  return { kind: 'added', pending: [...pending, email] };
}

export function removePendingEmail(pending: readonly string[], email: string): string[] {
  return pending.filter((item) => item !== email);
}
