import { RoleId } from '../../db/tables/users.table.js';
import { appErrors } from '../../lib/app-error.js';
import type { LoadedSession } from '../auth/session.service.js';

/** Whose vault a request works on: every vault query is scoped by both. */
export interface VaultOwner {
  userId: string;
  firmId: string;
}

const vaultRoles: ReadonlySet<number> = new Set([RoleId.client, RoleId.secondUser]);

/**
 * Only a firm's clients (and second users) own a vault. Advisors and the provider are refused:
 * they have no vault, and nobody may reach a client's.
 */
export function vaultOwnerOf(loaded: LoadedSession): VaultOwner {
  const { user, session } = loaded;
  if (user.scope !== 'client' || !vaultRoles.has(user.role_id) || user.firm_id !== session.firm_id) {
    throw appErrors.forbidden();
  }
  return { userId: user.id, firmId: session.firm_id };
}
