import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Keys derived from the one application secret: HMAC for one-time codes and
 * fake salts, AES-256-GCM for small secrets at rest (TOTP seeds).
 */
export class ServerSecrets {
  private readonly hmacKey: Buffer;
  private readonly atRestKey: Buffer;

  constructor(appSecret: string) {
    const ikm = Buffer.from(appSecret, 'utf8');
    this.hmacKey = Buffer.from(crypto.hkdfSync('sha256', ikm, Buffer.alloc(0), 'guru-suite/hmac/v1', 32));
    this.atRestKey = Buffer.from(crypto.hkdfSync('sha256', ikm, Buffer.alloc(0), 'guru-suite/at-rest/v1', 32));
  }

  hmac(purpose: string, value: string): string {
    return crypto.createHmac('sha256', this.hmacKey).update(`${purpose}\u0000${value}`).digest('base64url');
  }

  /** Constant-time comparison of an HMAC against a stored one. */
  hmacMatches(purpose: string, value: string, stored: string): boolean {
    const a = Buffer.from(this.hmac(purpose, value));
    const b = Buffer.from(stored);
    return a.length === b.length && crypto.timingSafeEqual(a, b);
  }

  seal(plaintext: string, aad: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.atRestKey, iv);
    cipher.setAAD(Buffer.from(aad));
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `v1.${iv.toString('base64url')}.${ct.toString('base64url')}`;
  }

  open(sealed: string, aad: string): string {
    const [version, ivPart, ctPart] = sealed.split('.');
    if (version !== 'v1' || !ivPart || !ctPart) throw new Error('Malformed sealed value');
    const data = Buffer.from(ctPart, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.atRestKey, Buffer.from(ivPart, 'base64url'));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  }
}

/** The configured secret, or one generated once and kept in the data folder (never in production). */
export function resolveAppSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'app-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** A uniformly random string of decimal digits (no modulo bias). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(crypto.randomInt(0, 10));
  return out;
}
