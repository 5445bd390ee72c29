import { describe, expect, it } from 'vitest';
import { deriveLoginKeys } from './kdf.js';
import { rekeyUserKey } from './rekey.js';
import { randomKey } from './random.js';
import { openProtectedUserKey } from './user-key.js';

const fastKdf = { algorithm: 'argon2id' as const, memoryKiB: 64, iterations: 1, parallelism: 1 };

describe('rekeyUserKey', () => {
  it('wraps the same user key under the new password, with a fresh salt each time', async () => {
    const userKey = randomKey();
    const first = await rekeyUserKey('New password 1!', userKey, fastKdf, { minimum: fastKdf });
    const second = await rekeyUserKey('New password 1!', userKey, fastKdf, { minimum: fastKdf });
    expect(first.kdfSalt).not.toBe(second.kdfSalt);
    const { authKeyB64, wrapKey } = await deriveLoginKeys('New password 1!', first.kdfSalt, first.kdfParams, {
      minimum: fastKdf,
    });
    expect(authKeyB64).toBe(first.authKey);
    expect(await openProtectedUserKey(wrapKey, first.protectedUserKey)).toEqual(userKey);
  });

  it('is not opened by another password', async () => {
    const rekeyed = await rekeyUserKey('New password 1!', randomKey(), fastKdf, { minimum: fastKdf });
    const { wrapKey } = await deriveLoginKeys('Old password 1!', rekeyed.kdfSalt, rekeyed.kdfParams, {
      minimum: fastKdf,
    });
    await expect(openProtectedUserKey(wrapKey, rekeyed.protectedUserKey)).rejects.toThrow();
  });
});
