import type { DbHandle } from '../../db/transaction.js';
import { EmergencyRepository } from './emergency.repository.js';

/**
 * For other modules, inside their transaction: a user key that is replaced (a forgotten password reset
 * that starts an empty vault) voids the Emergency Access Kit, whose wrapped key opens only the old one.
 * The contact row, and with it the server's share S, is destroyed; open requests end without access.
 */
export async function voidEmergencyAccessOf(
  db: DbHandle,
  owner: { firmId: string; userId: string },
  nowIso: string,
): Promise<void> {
  const repo = new EmergencyRepository(db);
  await repo.voidOpenRequestsOfUser(owner.firmId, owner.userId, nowIso);
  await repo.deleteContactOfUser(owner.firmId, owner.userId);
  await repo.insertEvent({
    userId: owner.userId,
    firmId: owner.firmId,
    requestId: null,
    kind: 'kitVoidedByNewUserKey',
    at: nowIso,
  });
}
