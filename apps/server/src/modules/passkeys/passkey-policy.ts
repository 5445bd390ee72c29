import { RoleId } from '../../db/tables/users.table.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';

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
  return user.role_id === RoleId.advisor || user.role_id === RoleId.secondUser;
}
