import { clientLimits, messages } from '@guru/shared';
import { checkNewEmail, removeEmail } from '../../../lib/emailList';

/**
 * The e-mail list of the Manage Users modal (seed sections 4 and 5): lib/emailList.ts's rules, and saved
 * and new users together are at most five.
 */
export type AddEmailResult =
  | { kind: 'added'; pending: string[] }
  | { kind: 'ignored' }
  | { kind: 'invalid'; message: string }
  | { kind: 'limit'; message: string };

export function addSecondUserEmail(
  saved: readonly string[],
  pending: readonly string[],
  input: string,
): AddEmailResult {
  const check = checkNewEmail(saved, pending, input);
  if (check.kind !== 'new') return check;
  if (saved.length + pending.length >= clientLimits.maxSecondUsers)
    return { kind: 'limit', message: messages.maxSecondUsers };
  return { kind: 'added', pending: [...pending, check.email] };
}

export const removePendingEmail = removeEmail;
