import { describe, expect, it } from 'vitest';
import { KDF_DEFAULTS, deriveLoginKeys } from './kdf.js';
import { deriveCredentialsForNames, newLoginFields } from './login-credentials.js';
import { randomKey, randomSaltB64 } from './random.js';
import { openProtectedUserKey } from './user-key.js';

describe('credentials for both login names', () => {
  it("derives each name with its own salt and wraps the user key under each name's wrapKey", async () => {
    const salts = { kdf: { ...KDF_DEFAULTS }, usernameSalt: randomSaltB64(), emailSalt: randomSaltB64() };
    const userKey = randomKey();
    const creds = await deriveCredentialsForNames('Both!Names2027', salts, userKey);
    expect(creds.username.kdfSalt).toBe(salts.usernameSalt);
    expect(creds.email.kdfSalt).toBe(salts.emailSalt);
    expect(creds.username.authKey).not.toBe(creds.email.authKey);
    for (const name of [creds.username, creds.email]) {
      const { authKeyB64, wrapKey } = await deriveLoginKeys('Both!Names2027', name.kdfSalt, KDF_DEFAULTS);
      expect(authKeyB64).toBe(name.authKey);
      expect(await openProtectedUserKey(wrapKey, name.protectedUserKey!)).toEqual(userKey);
    }
    const fields = newLoginFields(creds);
    expect(fields).toMatchObject({
      authKey: creds.username.authKey,
      kdfSalt: salts.usernameSalt,
      emailLogin: creds.email,
    });
    expect(JSON.stringify(fields)).not.toContain('Both!Names2027');
  }, 30_000);

  it('wraps nothing without a vault, and refuses parameters below the floor', async () => {
    const salts = { kdf: { ...KDF_DEFAULTS }, usernameSalt: randomSaltB64(), emailSalt: randomSaltB64() };
    const creds = await deriveCredentialsForNames('Staff!Only2027', salts, null);
    expect([creds.username.protectedUserKey, creds.email.protectedUserKey]).toEqual([null, null]);
    await expect(
      deriveCredentialsForNames('x', { ...salts, kdf: { ...KDF_DEFAULTS, iterations: 1 } }, null),
    ).rejects.toThrow(/below the minimum/);
  }, 30_000);
});
