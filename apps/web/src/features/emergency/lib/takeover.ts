import {
  createRecoveryUserKey,
  deriveCredentialsForNames,
  emergencyKitProof,
  newLoginFields,
  openEmergencyUserKey,
} from '@guru/vault-crypto';
import type { EmergencyReleaseResponse, EmergencyTakeoverBody } from '@guru/shared';

/** The kit's proof, or null when what was typed is not a kit code at all (nothing is sent then). */
export async function proofOfKitCode(kitCode: string): Promise<string | null> {
  try {
    return await emergencyKitProof(kitCode);
  } catch {
    return null;
  }
}

/**
 * The contact's browser after the release (ADR 0021): E from S and the kit's C opens the user key; a new
 * master password wraps it again under each login name's wrapKey (with the salts of the release, ADR 0022),
 * and a new recovery code (shown once, as the Emergency Kit) too. The
 * password, the user key and C stay here; the body holds only what sign-up would send.
 */
export async function prepareTakeover(
  kitCode: string,
  release: EmergencyReleaseResponse,
  newPassword: string,
  pinCode: string,
): Promise<{ body: EmergencyTakeoverBody; recoveryCode: string }> {
  const userKey = await openEmergencyUserKey(kitCode, release.serverShare, release.emergencyUserKey);
  try {
    const { protectedUserKey, ...login } = newLoginFields(
      await deriveCredentialsForNames(newPassword, release.salts, userKey),
    );
    if (!protectedUserKey) throw new Error('the user key was not wrapped');
    const { recoveryCode, recoveryUserKey } = await createRecoveryUserKey(userKey);
    return {
      body: { takeoverToken: release.takeoverToken, ...login, protectedUserKey, recoveryUserKey, pinCode },
      recoveryCode,
    };
  } finally {
    userKey.fill(0);
  }
}
