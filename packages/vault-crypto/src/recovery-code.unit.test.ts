import { describe, expect, it } from 'vitest';
import { bytesToHex } from './encoding.js';
import { hkdfSha256 } from './hkdf.js';
import {
  RecoveryCodeError,
  deriveRecoveryKey,
  formatRecoveryCode,
  generateRecoveryCode,
  normalizeRecoveryCode,
  recoveryCodeToBytes,
} from './recovery-code.js';

describe('recovery code', () => {
  it('is 26 Crockford base32 characters in groups of four', () => {
    const code = generateRecoveryCode();
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{2}$/);
    expect(normalizeRecoveryCode(code)).toBe(code.replaceAll('-', ''));
    expect(generateRecoveryCode()).not.toBe(code);
  });

  it('encodes 128 bits big-endian with two zero padding bits at the end', () => {
    expect(bytesToHex(recoveryCodeToBytes('0'.repeat(26)))).toBe('00'.repeat(16));
    expect(bytesToHex(recoveryCodeToBytes(`${'Z'.repeat(25)}W`))).toBe('ff'.repeat(16));
    expect(bytesToHex(recoveryCodeToBytes(`${'0'.repeat(24)}04`))).toBe(`${'00'.repeat(15)}01`);
    expect(bytesToHex(recoveryCodeToBytes(`G${'0'.repeat(25)}`))).toBe(`80${'00'.repeat(15)}`);
  });

  it('round-trips through formatting and normalisation', () => {
    for (let i = 0; i < 20; i++) {
      const code = generateRecoveryCode();
      const canonical = normalizeRecoveryCode(code);
      expect(formatRecoveryCode(canonical)).toBe(code);
      expect(normalizeRecoveryCode(` ${code.toLowerCase().replaceAll('-', ' ')} `)).toBe(canonical);
    }
  });

  it('reads look-alikes: O as 0, I and L as 1, any case', () => {
    const canonical = `01${'0'.repeat(24)}`;
    expect(normalizeRecoveryCode('oi00-0000-0000-0000-0000-0000-00')).toBe(canonical);
    expect(normalizeRecoveryCode('OL00 0000 0000 0000 0000 0000 00')).toBe(canonical);
    expect(normalizeRecoveryCode('0l000000000000000000000000')).toBe(canonical);
  });

  it('refuses wrong lengths, foreign characters and non-zero padding bits', () => {
    for (const bad of [
      '',
      '0'.repeat(25),
      '0'.repeat(27),
      `U${'0'.repeat(25)}`,
      `${'0'.repeat(25)}!`,
      `${'0'.repeat(25)}1`,
    ]) {
      expect(() => normalizeRecoveryCode(bad), bad).toThrow(RecoveryCodeError);
    }
  });
});

describe('deriveRecoveryKey', () => {
  it('is HKDF-SHA256 over the 16 decoded bytes with the recovery label', async () => {
    const code = generateRecoveryCode();
    const expected = await hkdfSha256(
      recoveryCodeToBytes(code),
      new Uint8Array(0),
      'guru-suite/recovery-key/v1',
      32,
    );
    expect(await deriveRecoveryKey(code)).toEqual(expected);
    expect(await deriveRecoveryKey(code.toLowerCase().replaceAll('-', ''))).toEqual(expected);
    expect(await deriveRecoveryKey(generateRecoveryCode())).not.toEqual(expected);
  });

  it('refuses an invalid code', async () => {
    await expect(deriveRecoveryKey('not a code')).rejects.toThrow(RecoveryCodeError);
  });
});
