import type { ResetCompleteBody } from '@guru/shared';
import {
  EnvelopeError,
  RecoveryCodeError,
  createRecoveryUserKey,
  createVaultKeys,
  credentialOf,
  deriveCredentialsForNames,
  deriveKeysForNames,
  newLoginFields,
  normalizeRecoveryCode,
  openRecoveryUserKey,
  type NameSalts,
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
export async function openWithRecoveryCode(
  code: string,
  recoveryUserKey: string,
): Promise<Uint8Array | null> {
  try {
    return await openRecoveryUserKey(code, recoveryUserKey);
  } catch (cause) {
    if (cause instanceof EnvelopeError || cause instanceof RecoveryCodeError) return null;
    throw cause;
  }
}

/**
 * The vault is kept: the same user key, re-wrapped under each login name's new wrapKey (ADR 0022, with
 * the salts of the verified reset) and under a NEW recovery code (the server keeps only the new
 * recoveryUserKey, so the old code stops working). The password, the user key and both codes stay in
 * the browser.
 */
export async function keepVaultReset(
  newPassword: string,
  userKey: Uint8Array,
  salts: NameSalts,
): Promise<PreparedClientReset> {
  const { protectedUserKey, ...login } = newLoginFields(
    await deriveCredentialsForNames(newPassword, salts, userKey),
  );
  const { recoveryCode, recoveryUserKey } = await createRecoveryUserKey(userKey);
  return {
    body: { ...login, protectedUserKey: protectedUserKey ?? undefined, recoveryUserKey, keepVault: true },
    recoveryCode,
  };
}

/** Without the code: a fresh, empty vault (new user key and recovery code); the server deletes the old entries. */
export async function freshVaultReset(newPassword: string, salts: NameSalts): Promise<PreparedClientReset> {
  const keys = await deriveKeysForNames(newPassword, salts);
  try {
    const vault = await createVaultKeys(keys.username.wrapKey);
    const emailLogin = await credentialOf(keys.email, vault.userKey);
    vault.userKey.fill(0);
    return {
      body: {
        authKey: keys.username.authKey,
        kdfSalt: keys.username.kdfSalt,
        kdfParams: keys.kdfParams,
        protectedUserKey: vault.protectedUserKey,
        emailLogin,
        recoveryUserKey: vault.recoveryUserKey,
        keepVault: false,
      },
      recoveryCode: vault.recoveryCode,
    };
  } finally {
    keys.username.wrapKey.fill(0);
    keys.email.wrapKey.fill(0);
  }
}

/** Advisors and the provider have no vault: each name's new salt and authKey only (as at their sign-up). */
export async function staffReset(
  newPassword: string,
  salts: NameSalts,
): Promise<Omit<ResetCompleteBody, 'token'>> {
  const { authKey, kdfSalt, kdfParams, emailLogin } = newLoginFields(
    await deriveCredentialsForNames(newPassword, salts, null),
  );
  return { authKey, kdfSalt, kdfParams, emailLogin };
}
