import type { DocumentArea } from '@guru/shared';
import { appErrors } from '../../../lib/app-error.js';
import type { DocumentsUser } from '../../auth/access.policy.js';
import type { SpaceScope } from '../documents.policy.js';
import type { SharedItem } from './sharing.repository.js';

/** An advisor sharing the documents of their firm's clients. */
export interface Sharer {
  firmId: string;
  advisorId: string;
}

/**
 * Only advisors share (the specification: "Only the FA sees the Share action"); clients, second users
 * and third parties are refused (403).
 */
export function sharerOf(user: DocumentsUser): Sharer {
  if (user.kind !== 'advisor') throw appErrors.forbidden();
  return { firmId: user.firmId, advisorId: user.userId };
}

/** What the policy needs of an item found by id in the advisor's scope (editScopeOf). */
export interface FoundItem {
  clientId: string;
  name: string;
  area: DocumentArea;
}

/**
 * The item an advisor names, as found (by the caller) through the advisor's scope, the shared area of
 * every client of their firm: a private item, another firm's item or an unknown id (`found`
 * undefined) are one answer, 404. With `clientId`, the item must be that client's too.
 */
export function sharedItemOf(
  scope: SpaceScope,
  ref: { type: 'file' | 'folder'; id: string; clientId?: string | undefined },
  found: FoundItem | undefined,
): SharedItem {
  if (!found || found.area !== 'shared' || (ref.clientId !== undefined && ref.clientId !== found.clientId))
    throw appErrors.notFound();
  return { firmId: scope.firmId, clientId: found.clientId, type: ref.type, id: ref.id, name: found.name };
}
