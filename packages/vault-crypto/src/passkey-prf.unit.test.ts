import { describe, expect, it } from 'vitest';
import { EnvelopeError } from './envelope.js';
import { derivePasskeyKey, openPasskeyUserKey, wrapUserKeyForPasskey } from './passkey-prf.js';
import { randomKey } from './random.js';
import { openProtectedUserKey, protectUserKey } from './user-key.js';

describe('passkey PRF wrap', () => {
  it('opens the user key with the key of the same PRF output only, beside the password wrap', async () => {
    const userKey = randomKey();
    const prf = randomKey();
    const key = await derivePasskeyKey(prf);
    expect(key).toHaveLength(32);
    expect(Buffer.from(key).equals(Buffer.from(prf))).toBe(false);
    const wrapped = await wrapUserKeyForPasskey(key, userKey);
    expect(await openPasskeyUserKey(await derivePasskeyKey(prf), wrapped)).toEqual(userKey);
    await expect(openPasskeyUserKey(await derivePasskeyKey(randomKey()), wrapped)).rejects.toBeInstanceOf(
      EnvelopeError,
    );
    // A password wrap is not a passkey wrap (its associated data differs), though the key is the same.
    const asPassword = await protectUserKey(key, userKey);
    await expect(openPasskeyUserKey(key, asPassword)).rejects.toBeInstanceOf(EnvelopeError);
    await expect(openProtectedUserKey(key, wrapped)).rejects.toBeInstanceOf(EnvelopeError);
  });

  it('refuses a PRF output that is not 32 bytes', async () => {
    await expect(derivePasskeyKey(new Uint8Array(16))).rejects.toBeInstanceOf(RangeError);
  });
});
