import type { DocumentArea } from '@guru/shared';
import { RoleId } from '../../db/tables/users.table.js';
import { appErrors } from '../../lib/app-error.js';
import type { DocumentsUser } from '../auth/access.policy.js';
import type { UserRow } from '../users/users.repository.js';

/**
 * Who may see what of the document vault (ADR 0011). Every repository query takes one of
 * these scopes first and filters by every field of it:
 * - a space scope: one client's document space (or, for an advisor acting on an id, every client of
 *   the advisor's firm), restricted to some areas — an advisor's scope never holds `private`;
 * - a share scope: the items shared with one user (document_shares), in the shared area only.
 */
export interface SpaceScope {
  kind: 'space';
  firmId: string;
  /** The primary client whose space it is; null only for an advisor's firm-wide scope (ids of any client of the firm). */
  clientId: string | null;
  areas: readonly DocumentArea[];
  /** The firm's advisors see files hidden from the client (ADR 0050); every other scope leaves them out. */
  seesHidden?: boolean;
}

export interface ShareScope {
  kind: 'share';
  firmId: string;
  userId: string;
}

export type DocumentScope = SpaceScope | ShareScope;

/** One client's space: what folders, names and inserts are scoped by. */
export type ClientSpace = SpaceScope & { clientId: string };

const bothAreas: readonly DocumentArea[] = ['private', 'shared'];
const sharedOnly: readonly DocumentArea[] = ['shared'];

export function areaOf(isShareFA: boolean): DocumentArea {
  return isShareFA ? 'shared' : 'private';
}

/** The areas asked for, within those the scope allows; an advisor asking for the private area is refused. */
function narrow(allowed: readonly DocumentArea[], area: DocumentArea | undefined): readonly DocumentArea[] {
  if (area === undefined) return allowed;
  if (!allowed.includes(area)) throw appErrors.forbidden();
  return [area];
}

/** What the policy needs of the user an advisor names as a client: the caller reads it by id first. */
export type NamedClient = Pick<UserRow, 'id' | 'firm_id' | 'role_id' | 'scope'>;

/** A primary client (role 3) of the firm, or NOT_FOUND (another firm's client, an advisor's id, nobody). */
function assertClientOfFirm(firmId: string, clientId: string, named: NamedClient | undefined): void {
  if (
    !named ||
    named.id !== clientId ||
    named.firm_id !== firmId ||
    named.role_id !== RoleId.client ||
    named.scope !== 'client'
  )
    throw appErrors.notFound();
}

/**
 * The client id whose user row `spaceOf` and `assertMayNameClient` need (an advisor naming a client), or
 * null when they decide without it.
 */
export function clientToCheck(user: DocumentsUser, clientId: string | undefined): string | null {
  return user.kind === 'advisor' && clientId !== undefined ? clientId : null;
}

/**
 * The space a caller opens (lists, folders, names, uploads): a client or second user their own
 * primary client's (a clientId naming another answers 404), an advisor the shared area of a client
 * of their firm (clientId required; `named` is that user's row, read by the caller: clientToCheck),
 * a third party none (403: they have no space of their own).
 */
export function spaceOf(
  user: DocumentsUser,
  clientId: string | undefined,
  area: DocumentArea | undefined,
  named: NamedClient | undefined,
): ClientSpace {
  switch (user.kind) {
    case 'client':
      if (clientId !== undefined && clientId !== user.clientId) throw appErrors.notFound();
      return { kind: 'space', firmId: user.firmId, clientId: user.clientId, areas: narrow(bothAreas, area) };
    case 'advisor':
      if (clientId === undefined) throw appErrors.validation();
      assertClientOfFirm(user.firmId, clientId, named);
      return {
        kind: 'space',
        firmId: user.firmId,
        clientId,
        areas: narrow(sharedOnly, area),
        seesHidden: true,
      };
    case 'thirdParty':
      throw appErrors.forbidden();
  }
}

/**
 * The scope in which a caller may change items named by id (rename, move, delete): a client's own
 * space, or for an advisor the shared area of every client of the firm. Third parties change nothing.
 */
export function editScopeOf(user: DocumentsUser): SpaceScope {
  switch (user.kind) {
    case 'client':
      return { kind: 'space', firmId: user.firmId, clientId: user.clientId, areas: bothAreas };
    case 'advisor':
      return { kind: 'space', firmId: user.firmId, clientId: null, areas: sharedOnly, seesHidden: true };
    case 'thirdParty':
      throw appErrors.forbidden();
  }
}

/** What a caller may see of an item named by id (download, activity): their edit scope, then what was shared with them. */
export function readScopesOf(user: DocumentsUser): DocumentScope[] {
  const shared: ShareScope = { kind: 'share', firmId: user.firmId, userId: user.userId };
  return user.kind === 'thirdParty' ? [shared] : [editScopeOf(user), shared];
}

/** "Share with me": the items shared with the caller, whoever they are. */
export function shareScopeOf(user: DocumentsUser): ShareScope {
  return { kind: 'share', firmId: user.firmId, userId: user.userId };
}

/**
 * The client whose name the advisor's "Client: {name}" tab shows: advisors of the firm (`named` is
 * that user's row, read by the caller: clientToCheck), and the client's own users.
 */
export function assertMayNameClient(
  user: DocumentsUser,
  clientId: string,
  named: NamedClient | undefined,
): void {
  if (user.kind === 'client') {
    if (clientId !== user.clientId) throw appErrors.notFound();
    return;
  }
  if (user.kind === 'thirdParty') throw appErrors.forbidden();
  assertClientOfFirm(user.firmId, clientId, named);
}

/**
 * Who may delete a file (ADR 0011): a client or second user what no advisor uploaded, an advisor only
 * what an advisor uploaded, a third party nothing. Returns the refusal's message, or null when allowed.
 */
export function deleteRefusal(
  user: DocumentsUser,
  faUploadUserId: string | null,
): 'forbidden' | 'cannotDeleteAdvisorUpload' | 'advisorDeletesOwnOnly' | null {
  if (user.kind === 'thirdParty') return 'forbidden';
  if (user.kind === 'client') return faUploadUserId === null ? null : 'cannotDeleteAdvisorUpload';
  return faUploadUserId === null ? 'advisorDeletesOwnOnly' : null;
}
