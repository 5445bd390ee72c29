import { ErrorCode, passkeysMessages } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { RoleId } from '../../db/tables/users.table.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Whether the firm's rule (Client Management settings, ADR 0044) asks this person for a passkey: every
 * advisor and second user of a firm that requires passkeys. They may not use a code instead of one they
 * hold, and one who holds none is asked to add one after signing in.
 */
export function passkeyRequiredFor(
  user: UserRow,
  firm: Pick<FirmSummary, 'id' | 'require_passkeys'>,
): boolean {
  if (firm.require_passkeys !== 1 || user.firm_id !== firm.id) return false;
  return (
    user.role_id === RoleId.advisor || user.role_id === RoleId.staff || user.role_id === RoleId.secondUser
  );
}

/**
 * Client Management's data routes refuse an advisor whom the firm's rule asks for a passkey and who has none
 * yet (403, "Add one to continue"); the passkey routes, the session, sign-out and the console's home stay
 * open so that they can add one. One count of their passkeys, only when the rule applies to them.
 */
export async function assertPasskeyRuleMet(
  ctx: AppContext,
  user: UserRow,
  firm: Pick<FirmSummary, 'id' | 'require_passkeys'>,
): Promise<void> {
  if (!passkeyRequiredFor(user, firm)) return;
  if ((await ctx.repos.passkeys.countOfUser(user.id)) === 0)
    throw new AppError(ErrorCode.FORBIDDEN, passkeysMessages.passkeyRequiredText);
}
