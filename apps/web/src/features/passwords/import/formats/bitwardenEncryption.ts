import { base64ToBytes, bytesToBase64, randomBytes, utf8Decode, utf8Encode } from '@guru/vault-crypto';
import { ImportFileError } from '../importedRecord';
import type { JsonObject } from '../fileContent';

/**
 * Bitwarden's password-protected JSON export (its published "encrypted JSON" format), written and read
 * in the browser:
 * - the key: PBKDF2-HMAC-SHA256 (kdfType 0) or Argon2id (kdfType 1: memory in MiB, the salt hashed with
 *   SHA-256 first) of the password, the salt being the UTF-8 text of a base64 string of 16 random bytes;
 * - stretched with HKDF-Expand (SHA-256) into an encryption key (info "enc") and a MAC key (info "mac");
 * - each value an EncString of type 2: `2.<iv>|<ciphertext>|<mac>` (base64), AES-256-CBC with PKCS#7
 *   padding and HMAC-SHA256 over iv ‖ ciphertext;
 * - `encKeyValidation_DO_NOT_EDIT`: a random UUID so encrypted, whose MAC tells a wrong password apart
 *   before the data is touched; `data`: the plain export's JSON text so encrypted.
 */

export type BitwardenKdf =
  { type: 0; iterations: number } | { type: 1; iterations: number; memoryMiB: number; parallelism: number };

/** Bitwarden's defaults for a new export. */
export const defaultExportKdf: BitwardenKdf = { type: 0, iterations: 600_000 };

/** Limits on what a file may ask of the browser (a hostile file cannot make it spin for minutes). */
const kdfLimits = {
  pbkdf2Min: 5_000,
  pbkdf2Max: 2_000_000,
  argonIterationsMax: 10,
  argonMemoryMaxMiB: 1_024,
  argonParallelismMax: 16,
};

interface StretchedKey {
  encKey: CryptoKey;
  macKey: CryptoKey;
}

const subtle = () => globalThis.crypto.subtle;

async function deriveMasterKey(
  password: string,
  salt: string,
  kdf: BitwardenKdf,
): Promise<Uint8Array<ArrayBuffer>> {
  if (kdf.type === 0) {
    const base = await subtle().importKey('raw', utf8Encode(password), 'PBKDF2', false, ['deriveBits']);
    const bits = await subtle().deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: utf8Encode(salt), iterations: kdf.iterations },
      base,
      256,
    );
    return new Uint8Array(bits);
  }
  const { argon2id } = await import('hash-wasm');
  const hashedSalt = new Uint8Array(await subtle().digest('SHA-256', utf8Encode(salt)));
  return argon2id({
    password: utf8Encode(password),
    salt: hashedSalt,
    iterations: kdf.iterations,
    memorySize: kdf.memoryMiB * 1024,
    parallelism: kdf.parallelism,
    hashLength: 32,
    outputType: 'binary',
  }) as Promise<Uint8Array<ArrayBuffer>>;
}

/** HKDF-Expand (RFC 5869, step 2 only) of a 32-byte key into 32 bytes: T(1) = HMAC(key, info ‖ 0x01). */
async function hkdfExpand32(key: Uint8Array<ArrayBuffer>, info: string): Promise<Uint8Array<ArrayBuffer>> {
  const hmacKey = await subtle().importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const infoBytes = utf8Encode(info);
  const message = new Uint8Array(infoBytes.length + 1);
  message.set(infoBytes);
  message[infoBytes.length] = 1;
  return new Uint8Array(await subtle().sign('HMAC', hmacKey, message));
}

async function stretch(masterKey: Uint8Array<ArrayBuffer>): Promise<StretchedKey> {
  const [enc, mac] = await Promise.all([hkdfExpand32(masterKey, 'enc'), hkdfExpand32(masterKey, 'mac')]);
  return {
    encKey: await subtle().importKey('raw', enc, 'AES-CBC', false, ['encrypt', 'decrypt']),
    macKey: await subtle().importKey('raw', mac, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]),
  };
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

export async function encryptEncString(key: StretchedKey, plaintext: string): Promise<string> {
  const iv = randomBytes(16);
  const data = new Uint8Array(
    await subtle().encrypt({ name: 'AES-CBC', iv }, key.encKey, utf8Encode(plaintext)),
  );
  const mac = new Uint8Array(await subtle().sign('HMAC', key.macKey, joined(iv, data)));
  return `2.${bytesToBase64(iv)}|${bytesToBase64(data)}|${bytesToBase64(mac)}`;
}

/** Throws ImportFileError('wrongPassword') when the MAC does not match (a wrong password or an edited file). */
export async function decryptEncString(key: StretchedKey, encString: string): Promise<string> {
  const match = /^2\.([^|]+)\|([^|]+)\|([^|]+)$/.exec(encString.trim());
  if (!match) throw new ImportFileError('unsupportedEncryption');
  let iv: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>, mac: Uint8Array<ArrayBuffer>;
  try {
    [iv, data, mac] = [base64ToBytes(match[1]!), base64ToBytes(match[2]!), base64ToBytes(match[3]!)];
  } catch {
    throw new ImportFileError('malformed');
  }
  if (iv.length !== 16) throw new ImportFileError('malformed');
  const valid = await subtle().verify('HMAC', key.macKey, mac, joined(iv, data));
  if (!valid) throw new ImportFileError('wrongPassword');
  try {
    return utf8Decode(new Uint8Array(await subtle().decrypt({ name: 'AES-CBC', iv }, key.encKey, data)));
  } catch {
    throw new ImportFileError('wrongPassword');
  }
}

export function isPasswordProtectedExport(root: JsonObject): boolean {
  return root.encrypted === true && root.passwordProtected === true;
}

function kdfOf(root: JsonObject): BitwardenKdf {
  const iterations = Number(root.kdfIterations);
  const whole = (value: number, min: number, max: number) =>
    Number.isSafeInteger(value) && value >= min && value <= max;
  if (root.kdfType === 0 || root.kdfType === undefined) {
    if (!whole(iterations, kdfLimits.pbkdf2Min, kdfLimits.pbkdf2Max))
      throw new ImportFileError('unsupportedEncryption');
    return { type: 0, iterations };
  }
  if (root.kdfType === 1) {
    const memoryMiB = Number(root.kdfMemory);
    const parallelism = Number(root.kdfParallelism);
    if (
      !whole(iterations, 1, kdfLimits.argonIterationsMax) ||
      !whole(memoryMiB, 1, kdfLimits.argonMemoryMaxMiB) ||
      !whole(parallelism, 1, kdfLimits.argonParallelismMax)
    )
      throw new ImportFileError('unsupportedEncryption');
    return { type: 1, iterations, memoryMiB, parallelism };
  }
  throw new ImportFileError('unsupportedEncryption');
}

/** The plain export's JSON text inside a password-protected export; checks the password first. */
export async function decryptPasswordProtected(root: JsonObject, password: string): Promise<string> {
  if (
    typeof root.salt !== 'string' ||
    typeof root.data !== 'string' ||
    typeof root.encKeyValidation_DO_NOT_EDIT !== 'string'
  )
    throw new ImportFileError('malformed');
  const key = await stretch(await deriveMasterKey(password, root.salt, kdfOf(root)));
  await decryptEncString(key, root.encKeyValidation_DO_NOT_EDIT);
  return decryptEncString(key, root.data);
}

/** A plain export's JSON text → the password-protected export's JSON text. */
export async function encryptPasswordProtected(
  plainJson: string,
  password: string,
  kdf: BitwardenKdf = defaultExportKdf,
): Promise<string> {
  const salt = bytesToBase64(randomBytes(16));
  const key = await stretch(await deriveMasterKey(password, salt, kdf));
  const file = {
    encrypted: true,
    passwordProtected: true,
    salt,
    kdfType: kdf.type,
    kdfIterations: kdf.iterations,
    kdfMemory: kdf.type === 1 ? kdf.memoryMiB : null,
    kdfParallelism: kdf.type === 1 ? kdf.parallelism : null,
    encKeyValidation_DO_NOT_EDIT: await encryptEncString(key, crypto.randomUUID()),
    data: await encryptEncString(key, plainJson),
  };
  return JSON.stringify(file, null, 2);
}
