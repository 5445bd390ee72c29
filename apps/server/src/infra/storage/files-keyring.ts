import crypto from 'node:crypto';

export const FILES_KEY_BYTES = 32;
/** Bytes of a key id in a file's header. */
export const KEY_ID_BYTES = 8;

/** One key-encryption key: its id (stored in each file header) and the AES-256-GCM key that wraps data keys. */
export interface FilesKek {
  id: Buffer;
  wrapKey: Buffer;
}

/**
 * FILES_KEY decoded: 64 hex digits, or base64 / base64url of 32 bytes. Null when the text is neither; the
 * caller reports the error without echoing the value.
 */
export function decodeFilesKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return null;
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === FILES_KEY_BYTES ? bytes : null;
}

/**
 * Two keys are derived from the configured FILES_KEY (HKDF-SHA256, one label each), so the key itself
 * never encrypts anything directly and its id reveals nothing about it.
 */
function deriveKek(filesKey: Uint8Array): FilesKek {
  if (filesKey.length !== FILES_KEY_BYTES) throw new Error(`FILES_KEY must be ${FILES_KEY_BYTES} bytes`);
  const derive = (info: string, length: number) =>
    Buffer.from(crypto.hkdfSync('sha256', filesKey, Buffer.alloc(0), info, length));
  return {
    id: derive('guru-suite/files/key-id/v1', KEY_ID_BYTES),
    wrapKey: derive('guru-suite/files/key-wrap/v1', 32),
  };
}

/**
 * The current key wraps every new file's data key; previous keys (after a rotation) still open the files
 * they wrapped. A file names its key by id, so a wrong or missing key fails before any decryption.
 */
export class FilesKeyring {
  readonly current: FilesKek;
  private readonly byId = new Map<string, FilesKek>();

  constructor(current: Uint8Array, previous: readonly Uint8Array[] = []) {
    this.current = deriveKek(current);
    for (const key of [current, ...previous]) {
      const kek = deriveKek(key);
      this.byId.set(kek.id.toString('hex'), kek);
    }
  }

  find(id: Uint8Array): FilesKek | null {
    return this.byId.get(Buffer.from(id).toString('hex')) ?? null;
  }
}
