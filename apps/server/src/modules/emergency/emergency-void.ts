import type { EmergencyRepository } from './emergency.repository.js';

/**
 * For other modules, inside their transaction (`emergency` is ctx.repos.emergency.within(trx)): a user
 * key that is replaced (a forgotten password reset that starts an empty vault) voids the Emergency
 * Access Kit, whose wrapped key opens only the old one. The contact row, and with it the server's
 * share S, is destroyed; open requests end without access.
 */
export async function voidEmergencyAccessOf(
  emergency: EmergencyRepository,
  owner: { firmId: string; userId: string },
  nowIso: string,
): Promise<void> {
  await emergency.voidOpenRequestsOfUser(owner.firmId, owner.userId, nowIso);
  await emergency.deleteContactOfUser(owner.firmId, owner.userId);
  await emergency.insertEvent({
    userId: owner.userId,
    firmId: owner.firmId,
    requestId: null,
    kind: 'kitVoidedByNewUserKey',
    at: nowIso,
  });
}
