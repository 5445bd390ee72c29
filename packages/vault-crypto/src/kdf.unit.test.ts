import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes, utf8Encode } from './encoding.js';
import { hkdfSha256 } from './hkdf.js';
import {
  KDF_DEFAULTS,
  KdfDowngradeError,
  assertKdfParams,
  deriveLoginKeys,
  deriveMasterKey,
  splitMasterKey,
  type KdfParams,
} from './kdf.js';

/** Small parameters so the tests stay fast; passed as `minimum` to get past the downgrade guard. */
const FAST: KdfParams = { algorithm: 'argon2id', memoryKiB: 1024, iterations: 3, parallelism: 4 };
const FAST_OPTS = { minimum: FAST };

/** base64 of the 8 bytes 'somesalt' and of the 16 bytes 00..0f. */
const SOMESALT_B64 = bytesToBase64(utf8Encode('somesalt'));
const COUNTING_SALT_B64 = bytesToBase64(Uint8Array.from({ length: 16 }, (_, i) => i));

describe('deriveMasterKey (Argon2id)', () => {
  // The RFC 9106 Argon2id vector needs associated data, which hash-wasm does not take.
  // Instead: the Argon2id v=19 vectors published by the reference implementation
  // (P-H-C/phc-winner-argon2, src/test.c), password 'password', salt 'somesalt'.
  it.each([
    [256, 2, 1, '9dfeb910e80bad0311fee20f9c0e2b12c17987b4cac90c2ef54d5b3021c68bfe'],
    [256, 2, 2, '6d093c501fd5999645e0ea3bf620d7b8be7fd2db59c20d9fff9539da2bf57037'],
  ])('matches the reference vector m=%i t=%i p=%i', async (memoryKiB, iterations, parallelism, hex) => {
    const key = await deriveMasterKey('password', SOMESALT_B64, {
      algorithm: 'argon2id',
      memoryKiB,
      iterations,
      parallelism,
    });
    expect(bytesToHex(key)).toBe(hex);
  });

  // The reference vectors stop at two lanes; this one uses our four. Computed once and
  // cross-checked with an independent implementation (@node-rs/argon2, the Rust argon2 crate):
  // both gave the same bytes.
  it('matches a four-lane vector cross-checked with a second implementation', async () => {
    const key = await deriveMasterKey('correct horse battery staple', COUNTING_SALT_B64, FAST);
    expect(bytesToHex(key)).toBe('00a25649dddfe222ccc5e274c6e01824376754449f71182d45084a020f3b5e19');
  });

  it('normalises the password to NFKC before hashing', async () => {
    const decomposed = await deriveMasterKey('Cafe\u0301 \uFB01', COUNTING_SALT_B64, FAST);
    const composed = await deriveMasterKey('Caf\u00e9 fi', COUNTING_SALT_B64, FAST);
    expect(decomposed).toEqual(composed);
  });

  it('refuses a salt shorter than 8 bytes', async () => {
    await expect(deriveMasterKey('password', bytesToBase64(new Uint8Array(7)), FAST)).rejects.toThrow(
      RangeError,
    );
  });
});

describe('splitMasterKey', () => {
  it('is HKDF-SHA256 with an empty salt and the two purpose labels', async () => {
    const masterKey = Uint8Array.from({ length: 32 }, (_, i) => i);
    const { authKey, wrapKey } = await splitMasterKey(masterKey);
    const empty = new Uint8Array(0);
    expect(authKey).toEqual(await hkdfSha256(masterKey, empty, 'guru-suite/auth-key/v1', 32));
    expect(wrapKey).toEqual(await hkdfSha256(masterKey, empty, 'guru-suite/wrap-key/v1', 32));
    expect(authKey).not.toEqual(wrapKey);
    await expect(splitMasterKey(new Uint8Array(16))).rejects.toThrow(RangeError);
  });
});

describe('assertKdfParams (downgrade guard)', () => {
  it('accepts the defaults and anything stronger within the ceilings', () => {
    expect(() => assertKdfParams({ ...KDF_DEFAULTS })).not.toThrow();
    expect(() =>
      assertKdfParams({ ...KDF_DEFAULTS, memoryKiB: 1_048_576, iterations: 20, parallelism: 16 }),
    ).not.toThrow();
  });

  it.each([
    ['memoryKiB', 65_535],
    ['iterations', 2],
    ['parallelism', 3],
  ] as const)('refuses %s below the default', (field, value) => {
    expect(() => assertKdfParams({ ...KDF_DEFAULTS, [field]: value })).toThrow(KdfDowngradeError);
  });

  it.each([
    ['memoryKiB', 1_048_577],
    ['iterations', 21],
    ['parallelism', 17],
  ] as const)('refuses %s absurdly high', (field, value) => {
    expect(() => assertKdfParams({ ...KDF_DEFAULTS, [field]: value })).toThrow(KdfDowngradeError);
  });

  it('refuses other algorithms and non-integers', () => {
    const pbkdf2 = { ...KDF_DEFAULTS, algorithm: 'pbkdf2' } as unknown as KdfParams;
    expect(() => assertKdfParams(pbkdf2)).toThrow(KdfDowngradeError);
    expect(() => assertKdfParams({ ...KDF_DEFAULTS, iterations: Number.NaN })).toThrow(KdfDowngradeError);
    expect(() => assertKdfParams({ ...KDF_DEFAULTS, memoryKiB: 70_000.5 })).toThrow(KdfDowngradeError);
  });

  it('honours an explicit minimum', () => {
    expect(() => assertKdfParams(FAST, FAST)).not.toThrow();
    expect(() => assertKdfParams({ ...FAST, iterations: 2 }, FAST)).toThrow(KdfDowngradeError);
  });
});

describe('deriveLoginKeys', () => {
  it('refuses parameters below the defaults before doing any work', async () => {
    await expect(deriveLoginKeys('pw', COUNTING_SALT_B64, FAST)).rejects.toThrow(KdfDowngradeError);
  });

  it('is deterministic for the same inputs and differs with the salt or password', async () => {
    const first = await deriveLoginKeys('Secret#1', COUNTING_SALT_B64, FAST, FAST_OPTS);
    const again = await deriveLoginKeys('Secret#1', COUNTING_SALT_B64, FAST, FAST_OPTS);
    const otherSalt = await deriveLoginKeys('Secret#1', bytesToBase64(new Uint8Array(16)), FAST, FAST_OPTS);
    const otherPassword = await deriveLoginKeys('Secret#2', COUNTING_SALT_B64, FAST, FAST_OPTS);
    expect(again.authKeyB64).toBe(first.authKeyB64);
    expect(again.wrapKey).toEqual(first.wrapKey);
    expect(base64ToBytes(first.authKeyB64)).toHaveLength(32);
    expect(otherSalt.authKeyB64).not.toBe(first.authKeyB64);
    expect(otherSalt.wrapKey).not.toEqual(first.wrapKey);
    expect(otherPassword.authKeyB64).not.toBe(first.authKeyB64);
  });

  // The only test with the full 64 MiB parameters. The Argon2id output was computed once
  // and cross-checked with @node-rs/argon2 (an independent implementation).
  it('derives the production keys with KDF_DEFAULTS', async () => {
    const { authKeyB64, wrapKey } = await deriveLoginKeys('correct horse battery staple', COUNTING_SALT_B64, {
      ...KDF_DEFAULTS,
    });
    const expected = await splitMasterKey(
      hexToBytes('853b272a44db1421c02962669a55eb0994f3cab385ed1c4c79253eee19bab49e'),
    );
    expect(authKeyB64).toBe(bytesToBase64(expected.authKey));
    expect(wrapKey).toEqual(expected.wrapKey);
  });
});
