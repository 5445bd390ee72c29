import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FileCipher,
  HEADER_BYTES,
  SEGMENT_CIPHERTEXT_SIZE,
  SEGMENT_SIZE,
  TAG_BYTES,
  ciphertextSize,
  createFileCipher,
  openFileCipher,
  plaintextSize,
} from './file-crypto.js';
import { FilesKeyring, decodeFilesKey } from './files-keyring.js';
import { FileIntegrityError } from './storage-errors.js';

const keyA = crypto.randomBytes(32);
const keyB = crypto.randomBytes(32);

describe('sizes', () => {
  it('maps plaintext sizes to stored sizes and back', () => {
    const cases: [number, number][] = [
      [0, HEADER_BYTES + TAG_BYTES],
      [1, HEADER_BYTES + 1 + TAG_BYTES],
      [SEGMENT_SIZE - 1, HEADER_BYTES + SEGMENT_SIZE - 1 + TAG_BYTES],
      [SEGMENT_SIZE, HEADER_BYTES + SEGMENT_CIPHERTEXT_SIZE],
      [SEGMENT_SIZE + 1, HEADER_BYTES + SEGMENT_CIPHERTEXT_SIZE + 1 + TAG_BYTES],
      [3 * SEGMENT_SIZE + 5, HEADER_BYTES + 3 * SEGMENT_CIPHERTEXT_SIZE + 5 + TAG_BYTES],
    ];
    for (const [plain, stored] of cases) {
      expect(ciphertextSize(plain)).toBe(stored);
      expect(plaintextSize(stored)).toBe(plain);
    }
  });

  it('round-trips every size up to 500 GB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500e9 }), (size) => plaintextSize(ciphertextSize(size)) === size),
      { numRuns: 2000 },
    );
  });

  it('refuses stored sizes no encrypted file has', () => {
    for (const size of [
      0,
      HEADER_BYTES,
      HEADER_BYTES + TAG_BYTES - 1,
      HEADER_BYTES + SEGMENT_CIPHERTEXT_SIZE + 5,
      HEADER_BYTES + SEGMENT_CIPHERTEXT_SIZE + TAG_BYTES,
    ]) {
      expect(() => plaintextSize(size), String(size)).toThrow(FileIntegrityError);
    }
  });
});

describe('header and key wrap', () => {
  it('opens with the same key and file id only', () => {
    const keyring = new FilesKeyring(keyA);
    const { header, cipher } = createFileCipher(keyring, 'firm/client/file1');
    expect(header.length).toBe(HEADER_BYTES);
    expect(header.subarray(0, 5).toString('latin1')).toBe('GSFE\u0001');
    const segment = cipher.encryptSegment(0, Buffer.from('hello'), true);
    expect(
      openFileCipher(keyring, 'firm/client/file1', header).decryptSegment(0, segment, true).toString(),
    ).toBe('hello');
    expect(() => openFileCipher(keyring, 'firm/client/file2', header)).toThrow(FileIntegrityError);
    expect(() => openFileCipher(new FilesKeyring(keyB), 'firm/client/file1', header)).toThrow(
      /not configured/,
    );
  });

  it('opens files of a previous key after a rotation', () => {
    const { header } = createFileCipher(new FilesKeyring(keyA), 'k');
    expect(() => openFileCipher(new FilesKeyring(keyB, [keyA]), 'k', header)).not.toThrow();
  });

  it('detects a change to any header byte', () => {
    const keyring = new FilesKeyring(keyA);
    const { header } = createFileCipher(keyring, 'k');
    for (let i = 0; i < HEADER_BYTES; i++) {
      const altered = Buffer.from(header);
      altered[i] = (altered[i] ?? 0) ^ 0x01;
      expect(() => openFileCipher(keyring, 'k', altered), `byte ${i}`).toThrow(FileIntegrityError);
    }
  });

  it('gives each file its own data key and nonce prefix', () => {
    const keyring = new FilesKeyring(keyA);
    const a = createFileCipher(keyring, 'k').header;
    const b = createFileCipher(keyring, 'k').header;
    expect(a.subarray(13, 20).equals(b.subarray(13, 20))).toBe(false);
    expect(a.subarray(32, 64).equals(b.subarray(32, 64))).toBe(false);
  });
});

describe('segments (STREAM)', () => {
  const dataKey = crypto.randomBytes(32);
  const prefix = crypto.randomBytes(7);
  const cipher = new FileCipher(dataKey, prefix, 'a/b');

  it('uses nonce = prefix ‖ uint32 counter ‖ last flag and the file id as associated data', () => {
    const plaintext = crypto.randomBytes(SEGMENT_SIZE);
    const nonce = Buffer.concat([prefix, Buffer.from([0, 0, 1, 2]), Buffer.from([0])]);
    const gcm = crypto.createCipheriv('aes-256-gcm', dataKey, nonce);
    gcm.setAAD(Buffer.from('guru-suite/files/v1/segment\u0000a/b'));
    const expected = Buffer.concat([gcm.update(plaintext), gcm.final(), gcm.getAuthTag()]);
    expect(cipher.encryptSegment(258, plaintext, false).equals(expected)).toBe(true);
  });

  it('fails on a wrong index, a wrong last flag, another file id or a flipped bit', () => {
    const stored = cipher.encryptSegment(3, Buffer.from('segment three'), true);
    expect(cipher.decryptSegment(3, stored, true).toString()).toBe('segment three');
    expect(() => cipher.decryptSegment(2, stored, true)).toThrow(FileIntegrityError);
    expect(() => cipher.decryptSegment(3, stored, false)).toThrow(FileIntegrityError);
    expect(() => new FileCipher(dataKey, prefix, 'a/c').decryptSegment(3, stored, true)).toThrow(
      FileIntegrityError,
    );
    const flipped = Buffer.from(stored);
    flipped[0] = (flipped[0] ?? 0) ^ 0x80;
    expect(() => cipher.decryptSegment(3, flipped, true)).toThrow(FileIntegrityError);
  });

  it('only a last segment may be short', () => {
    expect(() => cipher.encryptSegment(0, Buffer.alloc(10), false)).toThrow(RangeError);
    expect(() => cipher.encryptSegment(0, Buffer.alloc(SEGMENT_SIZE + 1), true)).toThrow(RangeError);
  });
});

describe('FILES_KEY', () => {
  it('reads 64 hex digits or base64 of 32 bytes', () => {
    const key = crypto.randomBytes(32);
    expect(decodeFilesKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(decodeFilesKey(key.toString('hex').toUpperCase())?.equals(key)).toBe(true);
    expect(decodeFilesKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(decodeFilesKey(` ${key.toString('base64url')}\n`)?.equals(key)).toBe(true);
  });

  it('refuses other lengths and text', () => {
    for (const text of [
      '',
      'secret',
      crypto.randomBytes(31).toString('hex'),
      crypto.randomBytes(33).toString('base64'),
      'x'.repeat(64),
    ]) {
      expect(decodeFilesKey(text)).toBeNull();
    }
  });
});
