import { appErrors } from '../../../lib/app-error.js';
import type { DocumentsUser } from '../../auth/access.policy.js';
import type { DbHandle } from '../../../db/transaction.js';
import { DocumentFoldersRepository } from '../document-folders.repository.js';
import { editScopeOf } from '../documents.policy.js';
import { DocumentsRepository } from '../documents.repository.js';
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

/**
 * The item an advisor names, found through the advisor's scope (the shared area of every client of
 * their firm): a private item, another firm's item or an unknown id are one answer, 404. With
 * `clientId`, the item must be that client's too.
 */
export async function sharedItemOf(
  db: DbHandle,
  user: DocumentsUser,
  ref: { type: 'file' | 'folder'; id: string; clientId?: string | undefined },
): Promise<SharedItem> {
  const scope = editScopeOf(user);
  const item =
    ref.type === 'file'
      ? await new DocumentsRepository(db)
          .findDocument(scope, ref.id)
          .then((d) => d && { clientId: d.client_id, name: d.file_name, area: d.area })
      : await new DocumentFoldersRepository(db)
          .findFolder(scope, ref.id)
          .then((f) => f && { clientId: f.client_id, name: f.name, area: f.area });
  if (!item || item.area !== 'shared' || (ref.clientId !== undefined && ref.clientId !== item.clientId))
    throw appErrors.notFound();
  return { firmId: scope.firmId, clientId: item.clientId, type: ref.type, id: ref.id, name: item.name };
}
