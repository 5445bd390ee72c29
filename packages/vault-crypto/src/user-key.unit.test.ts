import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './encoding.js';
import { EnvelopeError, encryptEnvelope, isEnvelope } from './envelope.js';
import { randomBytes, randomKey } from './random.js';
import { RecoveryCodeError } from './recovery-code.js';
import { openFromSession, sealForSession } from './session-seal.js';
import {
  PROTECTED_USER_KEY_AAD,
  RECOVERY_USER_KEY_AAD,
  createVaultKeys,
  openProtectedUserKey,
  openRecoveryUserKey,
  protectUserKey,
  unwrapUserKey,
  wrapUserKey,
} from './user-key.js';

describe('wrapUserKey / unwrapUserKey', () => {
  it('round-trips a 32-byte key under its AAD only', async () => {
    const wrappingKey = randomKey();
    const userKey = randomKey();
    const wrapped = await wrapUserKey(wrappingKey, userKey, 'purpose-a');
    expect(isEnvelope(wrapped)).toBe(true);
    expect(await unwrapUserKey(wrappingKey, wrapped, 'purpose-a')).toEqual(userKey);
    await expect(unwrapUserKey(wrappingKey, wrapped, 'purpose-b')).rejects.toThrow(EnvelopeError);
    await expect(unwrapUserKey(randomKey(), wrapped, 'purpose-a')).rejects.toThrow(EnvelopeError);
  });

  it('refuses to wrap or unwrap anything but 32 bytes', async () => {
    const wrappingKey = randomKey();
    await expect(wrapUserKey(wrappingKey, randomBytes(16), 'a')).rejects.toThrow(RangeError);
    const notAKey = await encryptEnvelope(wrappingKey, randomBytes(31), 'a');
    await expect(unwrapUserKey(wrappingKey, notAKey, 'a')).rejects.toThrow(EnvelopeError);
  });
});

describe('createVaultKeys', () => {
  it('wraps one user key under the wrap key and under the recovery code', async () => {
    const wrapKey = randomKey();
    const keys = await createVaultKeys(wrapKey);
    expect(keys.userKey).toHaveLength(32);
    expect(await openProtectedUserKey(wrapKey, keys.protectedUserKey)).toEqual(keys.userKey);
    expect(await openRecoveryUserKey(keys.recoveryCode, keys.recoveryUserKey)).toEqual(keys.userKey);
    const typedByHand = keys.recoveryCode.toLowerCase().replaceAll('-', ' ');
    expect(await openRecoveryUserKey(typedByHand, keys.recoveryUserKey)).toEqual(keys.userKey);
  });

  it('keeps the two wrappings apart and refuses wrong secrets', async () => {
    const wrapKey = randomKey();
    const keys = await createVaultKeys(wrapKey);
    const other = await createVaultKeys(randomKey());
    await expect(openProtectedUserKey(randomKey(), keys.protectedUserKey)).rejects.toThrow(EnvelopeError);
    await expect(openRecoveryUserKey(other.recoveryCode, keys.recoveryUserKey)).rejects.toThrow(
      EnvelopeError,
    );
    await expect(openRecoveryUserKey('0000', keys.recoveryUserKey)).rejects.toThrow(RecoveryCodeError);
    // A protected key presented as a recovery key (or the reverse) fails on the AAD.
    const swapped = await wrapUserKey(wrapKey, keys.userKey, RECOVERY_USER_KEY_AAD);
    await expect(openProtectedUserKey(wrapKey, swapped)).rejects.toThrow(EnvelopeError);
    expect(PROTECTED_USER_KEY_AAD).not.toBe(RECOVERY_USER_KEY_AAD);
  });

  it('re-protects the same user key under a new wrap key after a password change', async () => {
    const keys = await createVaultKeys(randomKey());
    const newWrapKey = randomKey();
    const reprotected = await protectUserKey(newWrapKey, keys.userKey);
    expect(await openProtectedUserKey(newWrapKey, reprotected)).toEqual(keys.userKey);
  });
});

describe('sealForSession / openFromSession', () => {
  it('opens with the same unlock secret only', async () => {
    const unlockSecretB64 = bytesToBase64(randomKey());
    const userKey = randomKey();
    const sealed = await sealForSession(unlockSecretB64, userKey);
    expect(await openFromSession(unlockSecretB64, sealed)).toEqual(userKey);
    await expect(openFromSession(bytesToBase64(randomKey()), sealed)).rejects.toThrow(EnvelopeError);
  });

  it('does not open a user key wrapped for another purpose with the same key', async () => {
    const secret = randomKey();
    const protectedKey = await protectUserKey(secret, randomKey());
    await expect(openFromSession(bytesToBase64(secret), protectedKey)).rejects.toThrow(EnvelopeError);
  });

  it('refuses an unlock secret that is not 32 bytes of base64', async () => {
    await expect(sealForSession(bytesToBase64(randomBytes(16)), randomKey())).rejects.toThrow(RangeError);
    await expect(sealForSession('%%%', randomKey())).rejects.toThrow(TypeError);
  });
});
