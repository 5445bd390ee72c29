import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { passwordsItemSummarySchema } from '@guru/shared';
import { base64UrlToBytes, bytesToBase64Url, bytesToHex, hexToBytes, utf8Encode } from './encoding.js';
import {
  EnvelopeError,
  EnvelopeErrorReason,
  decryptEnvelope,
  decryptEnvelopeText,
  decryptJson,
  encryptEnvelope,
  encryptJson,
  isEnvelope,
} from './envelope.js';
import { randomKey } from './random.js';

/** Splits 'v1.<iv>.<ct>' into decoded parts. */
function splitEnvelope(envelope: string): { iv: Uint8Array; ciphertext: Uint8Array } {
  const [, iv = '', ciphertext = ''] = envelope.split('.');
  return { iv: base64UrlToBytes(iv), ciphertext: base64UrlToBytes(ciphertext) };
}

async function expectEnvelopeError(promise: Promise<unknown>, reason: EnvelopeErrorReason): Promise<void> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EnvelopeError);
  expect((error as EnvelopeError).reason).toBe(reason);
}

describe('encryptEnvelope known answers (McGrew-Viega GCM spec, AES-256, 96-bit IV, no AAD)', () => {
  it.each([
    {
      name: 'test case 13',
      key: '00'.repeat(32),
      iv: '00'.repeat(12),
      plaintext: '',
      expected: '530f8afbc74536b9a963b4f1c4cb738b',
    },
    {
      name: 'test case 14',
      key: '00'.repeat(32),
      iv: '00'.repeat(12),
      plaintext: '00'.repeat(16),
      expected: 'cea7403d4d606b6e074ec5d3baf39d18' + 'd0d1c8a799996bf0265b98b5d48ab919',
    },
    {
      name: 'test case 15',
      key: 'feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308',
      iv: 'cafebabefacedbaddecaf888',
      plaintext:
        'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72' +
        '1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255',
      expected:
        '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa' +
        '8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad' +
        'b094dac5d93471bdec1a502270e3cc6c',
    },
  ])('$name', async ({ key, iv, plaintext, expected }) => {
    const envelope = await encryptEnvelope(hexToBytes(key), hexToBytes(plaintext), '', {
      iv: hexToBytes(iv),
    });
    expect(envelope.startsWith(`v1.${bytesToBase64Url(hexToBytes(iv))}.`)).toBe(true);
    expect(bytesToHex(splitEnvelope(envelope).ciphertext)).toBe(expected);
    expect(bytesToHex(await decryptEnvelope(hexToBytes(key), envelope, ''))).toBe(plaintext);
  });
});

describe('envelope', () => {
  const key = randomKey();
  const aad = 'user:1/item:2/secret';

  it('round-trips text, bytes and JSON with a fresh IV each time', async () => {
    const first = await encryptEnvelope(key, 'hunter2', aad);
    const second = await encryptEnvelope(key, 'hunter2', aad);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(await decryptEnvelopeText(key, first, aad)).toBe('hunter2');
    const bytes = Uint8Array.from([0, 1, 2, 255]);
    expect(await decryptEnvelope(key, await encryptEnvelope(key, bytes, aad), aad)).toEqual(bytes);
    const value = { name: 'Bank', username: 'ana', website: 'https://bank.example' };
    expect(
      await decryptJson(key, await encryptJson(key, value, aad), aad, passwordsItemSummarySchema),
    ).toEqual(value);
  });

  it('refuses a flipped bit anywhere in the IV or the ciphertext', async () => {
    const envelope = await encryptEnvelope(key, 'hunter2', aad);
    const { iv, ciphertext } = splitEnvelope(envelope);
    for (const [part, index] of [
      ['iv', 0],
      ['ct', 0],
      ['ct', ciphertext.length - 1],
    ] as const) {
      const tamperedIv = Uint8Array.from(iv);
      const tamperedCt = Uint8Array.from(ciphertext);
      if (part === 'iv') tamperedIv[index] = (tamperedIv[index] ?? 0) ^ 0x01;
      else tamperedCt[index] = (tamperedCt[index] ?? 0) ^ 0x01;
      const tampered = `v1.${bytesToBase64Url(tamperedIv)}.${bytesToBase64Url(tamperedCt)}`;
      await expectEnvelopeError(
        decryptEnvelope(key, tampered, aad),
        EnvelopeErrorReason.authenticationFailed,
      );
    }
  });

  it('refuses the wrong AAD and the wrong key', async () => {
    const envelope = await encryptEnvelope(key, 'hunter2', aad);
    await expectEnvelopeError(
      decryptEnvelope(key, envelope, 'user:1/item:3/secret'),
      'authentication-failed',
    );
    await expectEnvelopeError(decryptEnvelope(randomKey(), envelope, aad), 'authentication-failed');
  });

  it('refuses malformed envelopes and unknown versions', async () => {
    const envelope = await encryptEnvelope(key, 'x', aad);
    const [, iv = '', ct = ''] = envelope.split('.');
    await expectEnvelopeError(decryptEnvelope(key, `v2.${iv}.${ct}`, aad), 'unknown-version');
    for (const bad of [
      '',
      'v1',
      `v1.${iv}`,
      `v1.${iv}.${ct}.x`,
      `v1.${iv}A.${ct}`,
      `v1.${iv}.${ct}=`,
      `v1.${iv}.AAAA`,
    ]) {
      await expectEnvelopeError(decryptEnvelope(key, bad, aad), 'malformed');
    }
  });

  it('refuses keys that are not 32 bytes', async () => {
    await expect(encryptEnvelope(new Uint8Array(16), 'x', aad)).rejects.toThrow(RangeError);
  });

  it('reports invalid UTF-8 or JSON plaintext as an EnvelopeError', async () => {
    await expectEnvelopeError(
      decryptEnvelopeText(key, await encryptEnvelope(key, Uint8Array.from([0xff]), aad), aad),
      'malformed',
    );
    await expectEnvelopeError(
      decryptJson(key, await encryptEnvelope(key, '{', aad), aad, passwordsItemSummarySchema),
      'malformed',
    );
    await expect(encryptJson(key, undefined, aad)).rejects.toThrow(TypeError);
  });

  it('reports authenticated JSON of another shape as an EnvelopeError instead of casting it', async () => {
    for (const value of [
      { name: 5 },
      { name: 'Bank', username: 'ana' },
      'Bank',
      42,
      null,
      [],
      [{ name: 'Bank', username: 'ana', website: '' }],
    ]) {
      const envelope = await encryptJson(key, value, aad);
      await expectEnvelopeError(decryptJson(key, envelope, aad, passwordsItemSummarySchema), 'malformed');
    }
  });

  it('round-trips arbitrary strings under arbitrary AADs, and only under the same AAD', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'binary' }),
        fc.string(),
        async (text, aadA, aadB) => {
          const envelope = await encryptEnvelope(key, text, aadA);
          expect(isEnvelope(envelope)).toBe(true);
          expect(await decryptEnvelopeText(key, envelope, aadA)).toBe(text);
          if (aadB !== aadA) {
            await expectEnvelopeError(decryptEnvelope(key, envelope, aadB), 'authentication-failed');
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('isEnvelope', () => {
  const iv = bytesToBase64Url(new Uint8Array(12));
  const tag = bytesToBase64Url(new Uint8Array(16));

  it('accepts the v1 shape with a 12-byte IV and at least a tag', () => {
    expect(isEnvelope(`v1.${iv}.${tag}`)).toBe(true);
    expect(isEnvelope(`v1.${iv}.${bytesToBase64Url(utf8Encode('a'.repeat(40)))}`)).toBe(true);
  });

  it('refuses everything else', () => {
    const short = bytesToBase64Url(new Uint8Array(15));
    const iv16 = bytesToBase64Url(new Uint8Array(16));
    for (const bad of [
      '',
      'v1..',
      `v2.${iv}.${tag}`,
      `V1.${iv}.${tag}`,
      `v1.${iv}.${short}`,
      `v1.${iv16}.${tag}`,
      `v1.${iv}.${tag}.`,
      ` v1.${iv}.${tag}`,
      `v1.${iv}.${tag}==`,
    ]) {
      expect(isEnvelope(bad), bad).toBe(false);
    }
    expect(isEnvelope(42 as unknown as string)).toBe(false);
  });
});
