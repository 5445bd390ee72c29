import { Secret, TOTP, URI } from 'otpauth';

/**
 * One-time codes of a login (RFC 6238), computed in the browser with the `otpauth` library: the stored
 * value is the setup key (base32) or an `otpauth://totp/...` address, which may name the algorithm
 * (SHA1, SHA256, SHA512), the digits (6 or 8) and the period.
 */

export interface TotpCode {
  code: string;
  /** Whole seconds until the next code (1..period). */
  secondsLeft: number;
  period: number;
}

const BASE32 = /^[A-Z2-7]+=*$/;

/** The generator of a stored value, or null when it is neither a valid key nor an otpauth://totp address. */
export function parseTotp(value: string): TOTP | null {
  const input = value.trim();
  if (input === '') return null;
  try {
    if (/^otpauth:\/\//i.test(input)) {
      const parsed = URI.parse(input);
      if (!(parsed instanceof TOTP)) return null;
      if (![6, 7, 8].includes(parsed.digits) || parsed.period <= 0) return null;
      return parsed;
    }
    const key = input.replace(/[\s-]/g, '').toUpperCase();
    if (!BASE32.test(key) || key.replace(/=+$/, '').length < 16) return null;
    return new TOTP({ secret: Secret.fromBase32(key) });
  } catch {
    return null;
  }
}

export function isValidTotp(value: string): boolean {
  return parseTotp(value) !== null;
}

/** The code at `timestamp` (ms) and the seconds it stays valid. */
export function totpCodeAt(totp: TOTP, timestamp: number): TotpCode {
  return {
    code: totp.generate({ timestamp }),
    secondsLeft: Math.ceil(totp.remaining({ timestamp }) / 1000),
    period: totp.period,
  };
}

/** RFC 6238's own check, with the library's generator: a key given as raw bytes (the RFC's ASCII keys). */
export function totpFromRawKey(
  key: string,
  options: { algorithm: 'SHA1' | 'SHA256' | 'SHA512'; digits: number; period: number },
): TOTP {
  return new TOTP({ secret: Secret.fromLatin1(key), ...options });
}
