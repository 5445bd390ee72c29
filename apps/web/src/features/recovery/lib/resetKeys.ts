import type { ResetCompleteBody } from '@guru/shared';
import {
  EnvelopeError,
  KDF_DEFAULTS,
  RecoveryCodeError,
  createRecoveryUserKey,
  createVaultKeys,
  deriveLoginKeys,
  normalizeRecoveryCode,
  openRecoveryUserKey,
  randomSaltB64,
  rekeyUserKey,
} from '@guru/vault-crypto';

/** What a client's reset sends (without the token), and the new recovery code for the new Emergency Kit. */
export interface PreparedClientReset {
  body: Omit<ResetCompleteBody, 'token'>;
  recoveryCode: string;
}

export type RecoveryCodeCheck = 'malformed' | 'ok';

/** A mistyped code is caught here, before the server hands out recoveryUserKey (which it counts). */
export function checkRecoveryCodeSyntax(code: string): RecoveryCodeCheck {
  try {
    normalizeRecoveryCode(code);
    return 'ok';
  } catch (cause) {
    if (cause instanceof RecoveryCodeError) return 'malformed';
    throw cause;
  }
}

/** Opens the user key with the Emergency Kit's code; null when the code is valid-looking but wrong. */
export async function openWithRecoveryCode(code: string, recoveryUserKey: string): Promise<Uint8Array | null> {
  try {
    return await openRecoveryUserKey(code, recoveryUserKey);
  } catch (cause) {
    if (cause instanceof EnvelopeError || cause instanceof RecoveryCodeError) return null;
    throw cause;
  }
}

/**
 * The vault is kept: the same user key, re-wrapped under the new password's wrapKey and under a NEW
 * recovery code (the server keeps only the new recoveryUserKey, so the old code stops working). The
 * password, the user key and both codes stay in the browser.
 */
export async function keepVaultReset(newPassword: string, userKey: Uint8Array): Promise<PreparedClientReset> {
  const login = await rekeyUserKey(newPassword, userKey);
  const { recoveryCode, recoveryUserKey } = await createRecoveryUserKey(userKey);
  return { body: { ...login, recoveryUserKey, keepVault: true }, recoveryCode };
}

/** Without the code: a fresh, empty vault (new user key and recovery code); the server deletes the old entries. */
export async function freshVaultReset(newPassword: string): Promise<PreparedClientReset> {
  const kdfSalt = randomSaltB64();
  const kdfParams = { ...KDF_DEFAULTS };
  const { authKeyB64, wrapKey } = await deriveLoginKeys(newPassword, kdfSalt, kdfParams);
  try {
    const keys = await createVaultKeys(wrapKey);
    keys.userKey.fill(0);
    return {
      body: { authKey: authKeyB64, kdfSalt, kdfParams, protectedUserKey: keys.protectedUserKey, recoveryUserKey: keys.recoveryUserKey, keepVault: false },
      recoveryCode: keys.recoveryCode,
    };
  } finally {
    wrapKey.fill(0);
  }
}

/** Advisors and the provider have no vault: a new salt and authKey only (as at their sign-up). */
export async function staffReset(newPassword: string): Promise<Omit<ResetCompleteBody, 'token'>> {
  const kdfSalt = randomSaltB64();
  const kdfParams = { ...KDF_DEFAULTS };
  const { authKeyB64, wrapKey } = await deriveLoginKeys(newPassword, kdfSalt, kdfParams);
  wrapKey.fill(0);
  return { authKey: authKeyB64, kdfSalt, kdfParams };
}
