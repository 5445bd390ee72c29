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
    this.atRestKey = Buffer.from(
      crypto.hkdfSync('sha256', ikm, Buffer.alloc(0), 'guru-suite/at-rest/v1', 32),
    );
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
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  }
}

/** The configured secret, or one generated once and kept in the data folder (never in production). */
export function resolveAppSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  return readOrCreateSecretFile(dataDir, 'app-secret', () => crypto.randomBytes(32).toString('base64url'));
}

/**
 * The secret kept in $dataDir/<name>, created on first use with generate() (mode 0600). The new file is
 * written and fsynced under a temporary name, then linked into place: a crash never leaves a cut-off
 * secret, and of two processes starting at once both end up with the one secret that was linked first.
 */
export function readOrCreateSecretFile(dataDir: string, name: string, generate: () => string): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const temp = path.join(dataDir, `.${name}.${crypto.randomBytes(8).toString('hex')}.tmp`);
  const fd = fs.openSync(temp, 'wx', 0o600);
  try {
    fs.writeSync(fd, generate());
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  syncDirectory(dataDir);
  return fs.readFileSync(file, 'utf8').trim();
}

/** Makes a new directory entry durable; skipped where directories cannot be opened (Windows). */
function syncDirectory(dir: string): void {
  let fd: number | null = null;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Not supported here: the entry is still written, only not forced to disk.
  } finally {
    if (fd !== null) fs.closeSync(fd);
  }
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
