import { describe, expect, it } from 'vitest';
import {
  KDF_DEFAULTS,
  createVaultKeys,
  deriveLoginKeys,
  formatRecoveryCode,
  generateRecoveryCode,
  openProtectedUserKey,
  openRecoveryUserKey,
  randomKey,
  randomSaltB64,
} from '@guru/vault-crypto';
import {
  checkRecoveryCodeSyntax,
  freshVaultReset,
  keepVaultReset,
  openWithRecoveryCode,
  staffReset,
} from './resetKeys';

/** The salts a verified reset answers: one per login name (ADR 0022). */
const salts = () => ({ kdf: { ...KDF_DEFAULTS }, usernameSalt: randomSaltB64(), emailSalt: randomSaltB64() });

describe('reset keys', () => {
  it('catches a mistyped recovery code before asking the server', () => {
    expect(checkRecoveryCodeSyntax('not-a-code')).toBe('malformed');
    expect(checkRecoveryCodeSyntax(formatRecoveryCode(generateRecoveryCode()))).toBe('ok');
  });

  it('opens the user key with the right code only', async () => {
    const wrapKey = randomKey();
    const keys = await createVaultKeys(wrapKey);
    expect(await openWithRecoveryCode(keys.recoveryCode, keys.recoveryUserKey)).toEqual(keys.userKey);
    expect(await openWithRecoveryCode(generateRecoveryCode(), keys.recoveryUserKey)).toBeNull();
  });

  it('keeps the user key under the new password and a new recovery code', async () => {
    const userKey = randomKey();
    const given = salts();
    const prepared = await keepVaultReset('Kept!Vault2027', userKey, given);
    expect(prepared.body.keepVault).toBe(true);
    expect([prepared.body.kdfSalt, prepared.body.emailLogin.kdfSalt]).toEqual([
      given.usernameSalt,
      given.emailSalt,
    ]);
    const { wrapKey } = await deriveLoginKeys('Kept!Vault2027', prepared.body.kdfSalt, KDF_DEFAULTS);
    expect(await openProtectedUserKey(wrapKey, prepared.body.protectedUserKey!)).toEqual(userKey);
    const byEmail = await deriveLoginKeys('Kept!Vault2027', prepared.body.emailLogin.kdfSalt, KDF_DEFAULTS);
    expect(await openProtectedUserKey(byEmail.wrapKey, prepared.body.emailLogin.protectedUserKey!)).toEqual(
      userKey,
    );
    expect(byEmail.authKeyB64).toBe(prepared.body.emailLogin.authKey);
    expect(await openRecoveryUserKey(prepared.recoveryCode, prepared.body.recoveryUserKey!)).toEqual(userKey);
    expect(JSON.stringify(prepared.body)).not.toContain('Kept!Vault2027');
  }, 30_000);

  it('makes a fresh vault, and a staff login without keys', async () => {
    const fresh = await freshVaultReset('Fresh!Vault2027', salts());
    expect(fresh.body.keepVault).toBe(false);
    const { wrapKey } = await deriveLoginKeys('Fresh!Vault2027', fresh.body.kdfSalt, KDF_DEFAULTS);
    const userKey = await openProtectedUserKey(wrapKey, fresh.body.protectedUserKey!);
    expect(await openRecoveryUserKey(fresh.recoveryCode, fresh.body.recoveryUserKey!)).toEqual(userKey);
    const byEmail = await deriveLoginKeys('Fresh!Vault2027', fresh.body.emailLogin.kdfSalt, KDF_DEFAULTS);
    expect(await openProtectedUserKey(byEmail.wrapKey, fresh.body.emailLogin.protectedUserKey!)).toEqual(
      userKey,
    );
    const staff = await staffReset('Staff!Login2027', salts());
    expect(Object.keys(staff).sort()).toEqual(['authKey', 'emailLogin', 'kdfParams', 'kdfSalt']);
    expect(staff.emailLogin.protectedUserKey).toBeNull();
  }, 30_000);
});
