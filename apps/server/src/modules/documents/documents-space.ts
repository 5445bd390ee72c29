import type { DocumentArea } from '@guru/shared';
import type { DocumentsUser } from '../auth/access.policy.js';
import type { UsersRepository } from '../users/users.repository.js';
import { clientToCheck, spaceOf, type ClientSpace } from './documents.policy.js';

/**
 * The space a caller opens (documents.policy `spaceOf`), with the row of the client an advisor names
 * read first, since the policy decides from the data it is given.
 */
export async function openSpace(
  users: UsersRepository,
  user: DocumentsUser,
  clientId: string | undefined,
  area?: DocumentArea,
): Promise<ClientSpace> {
  const named = clientToCheck(user, clientId);
  return spaceOf(user, clientId, area, named === null ? undefined : await users.findById(named));
}
