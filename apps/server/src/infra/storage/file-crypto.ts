import crypto from 'node:crypto';
import { FileIntegrityError } from './storage-errors.js';
import { KEY_ID_BYTES, type FilesKeyring } from './files-keyring.js';

/**
 * Format of an encrypted file (version 1): an 80-byte header, then the content as a sequence of segments.
 *
 * Header
 *   0  4  magic "GSFE"
 *   4  1  version 0x01
 *   5  8  key id of the key-encryption key (FilesKeyring)
 *  13  7  nonce prefix, random per file
 *  20 12  IV of the key wrap, random
 *  32 32  data key, AES-256-GCM encrypted under the key-encryption key
 *  64 16  GCM tag of the key wrap
 * The wrap's associated data is "guru-suite/files/v1/data-key" 0x00 ‖ header[0..20) ‖ file id (UTF-8), so
 * the magic, version, key id, nonce prefix and the file id are all authenticated by the wrap tag.
 *
 * Segments: 64 KiB of plaintext each (the last one 1..64 KiB; an empty file has one empty segment), each
 * stored as its AES-256-GCM ciphertext followed by its 16-byte tag. Segment i uses
 *   nonce = nonce prefix (7) ‖ i as uint32 big-endian (4) ‖ 0x01 for the last segment, else 0x00 (1)
 *   associated data = "guru-suite/files/v1/segment" 0x00 ‖ file id (UTF-8)
 * (the STREAM construction): a flipped bit, a segment moved, swapped or dropped, a cut at a segment
 * boundary, a file's segments spliced into another file, or a wrong key each fails authentication.
 */

export const SEGMENT_SIZE = 64 * 1024;
export const TAG_BYTES = 16;
export const SEGMENT_CIPHERTEXT_SIZE = SEGMENT_SIZE + TAG_BYTES;
export const HEADER_BYTES = 80;
export const NONCE_PREFIX_BYTES = 7;
/** The counter is 32 bits: at most 2^32 segments (256 TiB) per file. */
export const MAX_SEGMENTS = 2 ** 32;

const MAGIC = Buffer.from('GSFE', 'ascii');
const VERSION = 1;
const DATA_KEY_BYTES = 32;
const WRAP_IV_BYTES = 12;
/** header[0..AUTHENTICATED_PREFIX) is the part the wrap authenticates as associated data. */
const AUTHENTICATED_PREFIX = 20;
const WRAP_LABEL = Buffer.from('guru-suite/files/v1/data-key\u0000', 'utf8');
const SEGMENT_LABEL = Buffer.from('guru-suite/files/v1/segment\u0000', 'utf8');

const offsets = { keyId: 5, noncePrefix: 13, wrapIv: 20, wrappedKey: 32, wrapTag: 64 } as const;

/** Number of segments a plaintext of this size is stored in (an empty file still has one). */
export function segmentCount(plaintextSize: number): number {
  return Math.max(1, Math.ceil(plaintextSize / SEGMENT_SIZE));
}

/** Stored size of a plaintext of this size. */
export function ciphertextSize(plaintextSize: number): number {
  if (!Number.isSafeInteger(plaintextSize) || plaintextSize < 0)
    throw new RangeError('Invalid plaintext size');
  return HEADER_BYTES + plaintextSize + segmentCount(plaintextSize) * TAG_BYTES;
}

/**
 * Plaintext size of a stored file of this size, without reading it. Throws FileIntegrityError for a size
 * no encrypted file can have (a cut inside a tag, a missing header, an empty segment after a full one).
 */
export function plaintextSize(storedSize: number): number {
  const body = storedSize - HEADER_BYTES;
  if (!Number.isSafeInteger(storedSize) || body < TAG_BYTES) throw new FileIntegrityError('too short');
  const fullSegments = Math.floor(body / SEGMENT_CIPHERTEXT_SIZE);
  const rest = body % SEGMENT_CIPHERTEXT_SIZE;
  if (rest === 0) return fullSegments * SEGMENT_SIZE;
  if (rest < TAG_BYTES || (rest === TAG_BYTES && fullSegments > 0))
    throw new FileIntegrityError('bad length');
  return fullSegments * SEGMENT_SIZE + rest - TAG_BYTES;
}

/** The data key and nonce prefix of one file, bound to its id: encrypts or decrypts its segments. */
export class FileCipher {
  private readonly aad: Buffer;

  constructor(
    private readonly dataKey: Buffer,
    private readonly noncePrefix: Buffer,
    fileId: string,
  ) {
    this.aad = Buffer.concat([SEGMENT_LABEL, Buffer.from(fileId, 'utf8')]);
  }

  private nonce(index: number, last: boolean): Buffer {
    if (!Number.isInteger(index) || index < 0 || index >= MAX_SEGMENTS)
      throw new RangeError('Segment index out of range');
    const nonce = Buffer.alloc(12);
    this.noncePrefix.copy(nonce, 0);
    nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
    nonce[11] = last ? 1 : 0;
    return nonce;
  }

  /** Segment `index` (0-based) as stored: ciphertext ‖ tag. Non-last segments must be exactly SEGMENT_SIZE. */
  encryptSegment(index: number, plaintext: Uint8Array, last: boolean): Buffer {
    return Buffer.concat(this.encryptSegmentParts(index, plaintext, last));
  }

  /** As encryptSegment, in pieces to be written one after the other (streams skip copying them into one). */
  encryptSegmentParts(index: number, plaintext: Uint8Array, last: boolean): Buffer[] {
    if (plaintext.length > SEGMENT_SIZE || (!last && plaintext.length !== SEGMENT_SIZE)) {
      throw new RangeError('Wrong segment length');
    }
    const cipher = crypto.createCipheriv('aes-256-gcm', this.dataKey, this.nonce(index, last));
    cipher.setAAD(this.aad);
    const body = cipher.update(plaintext);
    // GCM's final() gives no bytes (it is a stream cipher); kept in case it ever does.
    const rest = cipher.final();
    return rest.length === 0 ? [body, cipher.getAuthTag()] : [body, rest, cipher.getAuthTag()];
  }

  /** The plaintext of stored segment `index`, returned only once its tag verifies (else FileIntegrityError). */
  decryptSegment(index: number, stored: Uint8Array, last: boolean): Buffer {
    if (stored.length < TAG_BYTES || stored.length > SEGMENT_CIPHERTEXT_SIZE)
      throw new FileIntegrityError('bad segment length');
    const body = stored.subarray(0, stored.length - TAG_BYTES);
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.dataKey, this.nonce(index, last));
    decipher.setAAD(this.aad);
    decipher.setAuthTag(stored.subarray(stored.length - TAG_BYTES));
    try {
      // GCM's update() output is unauthenticated until final() succeeds; nothing leaves before that.
      const plaintext = decipher.update(body);
      const rest = decipher.final();
      return rest.length === 0 ? plaintext : Buffer.concat([plaintext, rest]);
    } catch (error) {
      throw new FileIntegrityError(`segment ${index} does not authenticate`, { cause: error });
    }
  }
}

function wrapAad(header: Buffer, fileId: string): Buffer {
  return Buffer.concat([WRAP_LABEL, header.subarray(0, AUTHENTICATED_PREFIX), Buffer.from(fileId, 'utf8')]);
}

/** A new file: a fresh random data key and nonce prefix, wrapped under the keyring's current key. */
export function createFileCipher(
  keyring: FilesKeyring,
  fileId: string,
): { header: Buffer; cipher: FileCipher } {
  const dataKey = crypto.randomBytes(DATA_KEY_BYTES);
  const noncePrefix = crypto.randomBytes(NONCE_PREFIX_BYTES);
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header[4] = VERSION;
  keyring.current.id.copy(header, offsets.keyId);
  noncePrefix.copy(header, offsets.noncePrefix);
  const wrapIv = crypto.randomBytes(WRAP_IV_BYTES);
  wrapIv.copy(header, offsets.wrapIv);
  const wrap = crypto.createCipheriv('aes-256-gcm', keyring.current.wrapKey, wrapIv);
  wrap.setAAD(wrapAad(header, fileId));
  const wrapped = Buffer.concat([wrap.update(dataKey), wrap.final()]);
  wrapped.copy(header, offsets.wrappedKey);
  wrap.getAuthTag().copy(header, offsets.wrapTag);
  return { header, cipher: new FileCipher(dataKey, noncePrefix, fileId) };
}

/** The cipher of a stored file from its header; FileIntegrityError when the header or key does not fit. */
export function openFileCipher(keyring: FilesKeyring, fileId: string, header: Buffer): FileCipher {
  if (header.length !== HEADER_BYTES || !header.subarray(0, 4).equals(MAGIC))
    throw new FileIntegrityError('not an encrypted file');
  if (header[4] !== VERSION) throw new FileIntegrityError('unknown format version');
  const kek = keyring.find(header.subarray(offsets.keyId, offsets.keyId + KEY_ID_BYTES));
  if (!kek) throw new FileIntegrityError('encrypted with a key that is not configured (FILES_KEY)');
  const unwrap = crypto.createDecipheriv(
    'aes-256-gcm',
    kek.wrapKey,
    header.subarray(offsets.wrapIv, offsets.wrappedKey),
  );
  unwrap.setAAD(wrapAad(header, fileId));
  unwrap.setAuthTag(header.subarray(offsets.wrapTag, HEADER_BYTES));
  let dataKey: Buffer;
  try {
    dataKey = Buffer.concat([
      unwrap.update(header.subarray(offsets.wrappedKey, offsets.wrapTag)),
      unwrap.final(),
    ]);
  } catch (error) {
    throw new FileIntegrityError('header does not authenticate', { cause: error });
  }
  const noncePrefix = Buffer.from(
    header.subarray(offsets.noncePrefix, offsets.noncePrefix + NONCE_PREFIX_BYTES),
  );
  return new FileCipher(dataKey, noncePrefix, fileId);
}
