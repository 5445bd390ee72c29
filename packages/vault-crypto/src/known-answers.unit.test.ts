import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes } from './encoding.js';
import { decryptEnvelope, encryptEnvelope } from './envelope.js';
import { splitMasterKey } from './kdf.js';
import { deriveRecoveryKey } from './recovery-code.js';
import {
  PROTECTED_USER_KEY_AAD,
  openProtectedUserKey,
  openRecoveryUserKey,
  protectUserKey,
} from './user-key.js';

/**
 * Fixed answers for each step of the key chain after Argon2id (whose vectors are in kdf.test.ts).
 * The expected values were computed once with Node's own crypto module (OpenSSL), an
 * implementation independent of the WebCrypto code under test.
 */
const masterKey = Uint8Array.from({ length: 32 }, (_, i) => i);
const userKey = Uint8Array.from({ length: 32 }, (_, i) => 0x20 + i);
const wrapKeyHex = '5ff037124f34ed3f906ec632c50b599789cabc8c00fc321d6ac44fb439aded7f';

describe('known answers', () => {
  it('HKDF split of a master key into authKey and wrapKey', async () => {
    const { authKey, wrapKey } = await splitMasterKey(masterKey);
    expect(bytesToHex(authKey)).toBe('61b0c5d435047496a71427b5425885983629221cfae0f35b336211053391bb14');
    expect(bytesToHex(wrapKey)).toBe(wrapKeyHex);
  });

  it('AES-256-GCM with associated data (GCM spec test case 15 inputs, our AAD label)', async () => {
    const key = hexToBytes('feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308');
    const iv = hexToBytes('cafebabefacedbaddecaf888');
    const plaintext =
      'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72' +
      '1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255';
    const envelope = await encryptEnvelope(key, hexToBytes(plaintext), 'guru-suite/test/v1', { iv });
    // Same ciphertext as test case 15 (the AAD changes only the tag), a different tag.
    expect(envelope).toBe(
      'v1.yv66vvrO263eyviI.Ui3B8JlWfQf0fzejKoRCfWQ6jNy_5cDJdZiivSVV0aqMsI5IWQ27PaewixBWgog4xfYeY5O6egq8yfZiiYAVrWtobArMWxB6Tbux7hXLLtI',
    );
    expect(bytesToHex(await decryptEnvelope(key, envelope, 'guru-suite/test/v1'))).toBe(plaintext);
  });

  it('key wrapping: the userKey under the wrapKey (protectedUserKey)', async () => {
    const envelope = 'v1.AAECAwQFBgcICQoL.3d9O8XMpygKTcis91zmeHxsn0hqcUwmXanX2snQyFmZRCXw3wkN7r40Tu2zHjMni';
    expect(await openProtectedUserKey(hexToBytes(wrapKeyHex), envelope)).toEqual(userKey);
    // And our own wrapping opens with Node's implementation under the same AAD label.
    const [, iv = '', sealed = ''] = (await protectUserKey(hexToBytes(wrapKeyHex), userKey)).split('.');
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(wrapKeyHex, 'hex'),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(PROTECTED_USER_KEY_AAD, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const opened = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
    expect(new Uint8Array(opened)).toEqual(userKey);
  });

  it("recovery wrapping: the recovery code's key and the userKey under it", async () => {
    const code = `${'0'.repeat(24)}04`;
    expect(bytesToHex(await deriveRecoveryKey(code))).toBe(
      '98f333a4979c7be49b7883d4def4eee87d6f65d0cf91ec5e04af4fa10b495731',
    );
    const envelope = 'v1.oKGio6Slpqeoqaqr.TVm7rwXXupKYnSPbdeROIkmyRu79FpO_NmXVNSCaX8NaUQXWbuDOMfz3sP-CsFhJ';
    expect(await openRecoveryUserKey(code, envelope)).toEqual(userKey);
  });
});
