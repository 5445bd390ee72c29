import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './encoding.js';
import {
  createEmergencyKeys,
  emergencyKitProof,
  joinEmergencyKey,
  openEmergencyUserKey,
} from './emergency-key.js';
import { randomKey } from './random.js';
import { generateRecoveryCode, recoveryCodeToBytes } from './recovery-code.js';

describe('emergency key split', () => {
  it('opens the user key with both shares, and E = S xor C', async () => {
    const userKey = randomKey();
    const keys = await createEmergencyKeys(userKey);
    expect(await openEmergencyUserKey(keys.kitCode, keys.serverShare, keys.emergencyUserKey)).toEqual(
      userKey,
    );
    const s = base64UrlToBytes(keys.serverShare);
    const c = recoveryCodeToBytes(keys.kitCode);
    expect(s).toHaveLength(16);
    expect(joinEmergencyKey(keys.serverShare, keys.kitCode)).toEqual(s.map((byte, i) => byte ^ c[i]!));
  });

  it('accepts the kit code as typed (lower case, spaces, look-alikes)', async () => {
    const userKey = randomKey();
    const keys = await createEmergencyKeys(userKey);
    const typed = keys.kitCode.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');
    expect(await openEmergencyUserKey(typed, keys.serverShare, keys.emergencyUserKey)).toEqual(userKey);
    expect(await emergencyKitProof(typed)).toBe(keys.kitProof);
  });

  it('is opened by neither share alone nor by another kit', async () => {
    const keys = await createEmergencyKeys(randomKey());
    const other = await createEmergencyKeys(randomKey());
    await expect(
      openEmergencyUserKey(other.kitCode, keys.serverShare, keys.emergencyUserKey),
    ).rejects.toThrow();
    await expect(
      openEmergencyUserKey(keys.kitCode, other.serverShare, keys.emergencyUserKey),
    ).rejects.toThrow();
    await expect(
      openEmergencyUserKey(generateRecoveryCode(), keys.serverShare, keys.emergencyUserKey),
    ).rejects.toThrow();
  });

  it('makes fresh shares each time, and a proof that differs from the code and from other kits', async () => {
    const userKey = randomKey();
    const a = await createEmergencyKeys(userKey);
    const b = await createEmergencyKeys(userKey);
    expect(a.kitCode).not.toBe(b.kitCode);
    expect(a.serverShare).not.toBe(b.serverShare);
    expect(a.kitProof).not.toBe(b.kitProof);
    expect(a.kitProof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.kitProof).not.toContain(a.kitCode.replace(/-/g, ''));
  });

  it('refuses a mistyped code and a server share of the wrong length', async () => {
    const keys = await createEmergencyKeys(randomKey());
    await expect(emergencyKitProof('ABCD')).rejects.toThrow();
    expect(() => joinEmergencyKey('AAAA', keys.kitCode)).toThrow(RangeError);
  });
});
