import { AppType } from '@guru/shared';
import { RoleId, consoleRoleIds } from '../../db/tables/users.table.js';
import { appErrors } from '../../lib/app-error.js';
import type { LoadedSession } from './session.service.js';

/**
 * Who a signed-in caller is, as the access levels of the routes see it (http/access-check.ts).
 * Each rule throws FORBIDDEN for a signed-in caller who is someone else.
 */

/**
 * A member of the firm's team acting on the clients of their own firm: every client query is scoped by firmId.
 * `role` is `staff` for a staff member (ADR 0051), who reaches only the scopes that admit staff.
 */
export interface AdvisorScope {
  firmId: string;
  advisorId: string;
  role: 'advisor' | 'staff';
}

/** A client of an app acting on their own data: every query is scoped by both. */
export interface AppClient {
  userId: string;
  firmId: string;
}

/**
 * A member of the firm's team (scope admin: an advisor, or staff) of the session's firm: they act for the firm
 * on its clients (Client Management, documents, second users). Billing, branding and the firm's settings
 * are for advisors alone (advisorOf).
 */
export function isAdvisor(loaded: LoadedSession): boolean {
  const { user, session } = loaded;
  return user.scope === 'admin' && consoleRoleIds.has(user.role_id) && user.firm_id === session.firm_id;
}

/**
 * The advisor console is for the firm's team of the session's firm; staff only where the scope admits them
 * (`staff: 'allowed'`), else FORBIDDEN.
 */
export function advisorOf(loaded: LoadedSession, staffAllowed: boolean): AdvisorScope {
  if (!isAdvisor(loaded)) throw appErrors.forbidden();
  const role = loaded.user.role_id === RoleId.staff ? 'staff' : 'advisor';
  if (role === 'staff' && !staffAllowed) throw appErrors.forbidden();
  return { firmId: loaded.session.firm_id, advisorId: loaded.user.id, role };
}

const clientRoles: ReadonlySet<number> = new Set([RoleId.client, RoleId.secondUser]);

/**
 * Only a firm's clients (and second users) use an app's own data (Password Guru's vault). Advisors
 * and the provider are refused: they have none, and nobody may reach a client's.
 */
export function clientOf(loaded: LoadedSession): AppClient {
  const { user, session } = loaded;
  if (user.scope !== 'client' || !clientRoles.has(user.role_id) || user.firm_id !== session.firm_id) {
    throw appErrors.forbidden();
  }
  return { userId: user.id, firmId: session.firm_id };
}

/**
 * A fully signed-in user of Documents Guru (ADR 0011): a client (3) or second user (4), who works in
 * their primary client's document space; a third-party user (5), who sees only what was shared with
 * them; or an advisor (6) or staff member (7) of the session's firm. Clients, second users and third parties must use a
 * Documents Guru session; an advisor may use the console session of either app (one advisor console
 * opens both apps' client vaults). The provider and everyone else are refused.
 */
export type DocumentsUser =
  | { kind: 'client'; userId: string; firmId: string; clientId: string }
  | { kind: 'advisor'; userId: string; firmId: string }
  | { kind: 'thirdParty'; userId: string; firmId: string };

export function documentsUserOf(loaded: LoadedSession, app: AppType): DocumentsUser {
  const { user, session } = loaded;
  const firmId = session.firm_id;
  if (isAdvisor(loaded)) return { kind: 'advisor', userId: user.id, firmId };
  if (app !== AppType.documents || user.scope !== 'client' || user.firm_id !== firmId)
    throw appErrors.forbidden();
  if (user.role_id === RoleId.client) return { kind: 'client', userId: user.id, firmId, clientId: user.id };
  if (user.role_id === RoleId.secondUser && user.owner_user_id)
    return { kind: 'client', userId: user.id, firmId, clientId: user.owner_user_id };
  if (user.role_id === RoleId.sharedUser) return { kind: 'thirdParty', userId: user.id, firmId };
  throw appErrors.forbidden();
}

/** The provider's staff: firms, and a firm's clients masked. */
export function assertProvider(loaded: LoadedSession): void {
  if (loaded.user.scope !== 'provider') throw appErrors.forbidden();
}
