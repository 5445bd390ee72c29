import { documentsLimits } from '@guru/shared';
import { canAddEmail, checkNewEmail, removeEmail } from '../../../lib/emailList';

/**
 * The e-mail list of the Share File/Folder modal (seed 001 sections 4 and 5): lib/emailList.ts's rules
 * (a current recipient counts as listed); past the most addresses one share takes, more are ignored.
 */
export type AddShareEmailResult =
  { kind: 'added'; pending: string[] } | { kind: 'ignored' } | { kind: 'invalid'; message: string };

export const canAddShareEmail = canAddEmail;

export function addShareEmail(
  current: readonly string[],
  pending: readonly string[],
  input: string,
): AddShareEmailResult {
  const check = checkNewEmail(current, pending, input);
  if (check.kind !== 'new') return check;
  if (pending.length >= documentsLimits.shareEmailsMax) return { kind: 'ignored' };
  return { kind: 'added', pending: [...pending, check.email] };
}

export const removeShareEmail = removeEmail;
