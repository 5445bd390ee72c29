import { describe, expect, it } from 'vitest';
import { isValidTotp, parseTotp, totpCodeAt, totpFromRawKey } from './totp';

/** RFC 6238, appendix B: the test vectors (8 digits, 30 s). */
const keys = {
  SHA1: '12345678901234567890',
  SHA256: '12345678901234567890123456789012',
  SHA512: '1234567890123456789012345678901234567890123456789012345678901234',
} as const;
const vectors: Array<[number, keyof typeof keys, string]> = [
  [59, 'SHA1', '94287082'],
  [59, 'SHA256', '46119246'],
  [59, 'SHA512', '90693936'],
  [1111111109, 'SHA1', '07081804'],
  [1111111109, 'SHA256', '68084774'],
  [1111111109, 'SHA512', '25091201'],
  [1111111111, 'SHA1', '14050471'],
  [1111111111, 'SHA256', '67062674'],
  [1111111111, 'SHA512', '99943326'],
  [1234567890, 'SHA1', '89005924'],
  [1234567890, 'SHA256', '91819424'],
  [1234567890, 'SHA512', '93441116'],
  [2000000000, 'SHA1', '69279037'],
  [2000000000, 'SHA256', '90698825'],
  [2000000000, 'SHA512', '38618901'],
  [20000000000, 'SHA1', '65353130'],
  [20000000000, 'SHA256', '77737706'],
  [20000000000, 'SHA512', '47863826'],
];

describe('one-time codes (RFC 6238)', () => {
  it.each(vectors)('at %i s with %s gives %s', (seconds, algorithm, expected) => {
    const totp = totpFromRawKey(keys[algorithm], { algorithm, digits: 8, period: 30 });
    expect(totpCodeAt(totp, seconds * 1000).code).toBe(expected);
  });

  it('reads the same key as base32 in an otpauth:// address, with algorithm, digits and period', () => {
    // "12345678901234567890" in base32.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const totp = parseTotp(`otpauth://totp/Bank:ann?secret=${secret}&algorithm=SHA1&digits=8&period=30`);
    expect(totp).not.toBeNull();
    expect(totpCodeAt(totp!, 59_000).code).toBe('94287082');
    const sixty = parseTotp(`otpauth://totp/x?secret=${secret}&digits=6&period=60`)!;
    expect(sixty.period).toBe(60);
    expect(totpCodeAt(sixty, 59_000)).toEqual({
      code: totpCodeAt(sixty, 1_000).code,
      secondsLeft: 1,
      period: 60,
    });
    expect(totpCodeAt(sixty, 59_000).code).toHaveLength(6);
  });

  it('takes a bare key with spaces and lower case, as authenticator setups print it', () => {
    const bare = parseTotp('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')!;
    expect(totpCodeAt(bare, 59_000).code).toBe('287082');
    expect(totpCodeAt(bare, 59_000).secondsLeft).toBe(1);
    expect(totpCodeAt(bare, 31_000).secondsLeft).toBe(29);
  });

  it('refuses what is not a key', () => {
    for (const bad of [
      '',
      '   ',
      'hello world',
      '1234',
      'otpauth://hotp/x?secret=GEZDGNBVGY3TQOJQ&counter=1',
      'otpauth://totp/x',
    ])
      expect(isValidTotp(bad)).toBe(false);
  });
});
