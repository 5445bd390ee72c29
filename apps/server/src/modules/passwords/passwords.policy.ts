import { RoleId } from '../../db/tables/users.table.js';
import { appErrors } from '../../lib/app-error.js';
import type { LoadedSession } from '../auth/session.service.js';

/** Whose vault a request works on: every vault query is scoped by both. */
export interface PasswordsOwner {
  userId: string;
  firmId: string;
}

const passwordsRoles: ReadonlySet<number> = new Set([RoleId.client, RoleId.secondUser]);

/**
 * Only a firm's clients (and second users) own a vault. Advisors and the provider are refused:
 * they have no vault, and nobody may reach a client's.
 */
export function passwordsOwnerOf(loaded: LoadedSession): PasswordsOwner {
  const { user, session } = loaded;
  if (user.scope !== 'client' || !passwordsRoles.has(user.role_id) || user.firm_id !== session.firm_id) {
    throw appErrors.forbidden();
  }
  return { userId: user.id, firmId: session.firm_id };
}
