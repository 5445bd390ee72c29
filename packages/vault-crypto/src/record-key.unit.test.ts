import { describe, expect, it } from 'vitest';
import { randomKey } from './random.js';
import { EnvelopeError, importRecordKey } from './envelope.js';
import { decryptItemSummary, encryptItem } from './vault-records.js';

describe('record key (the user key imported once as a CryptoKey)', () => {
  const summary = { name: 'Bank', username: 'casey', website: 'https://bank.example' };
  const secret = { password: 'S3cret!pass', note: '' };

  it('opens what the raw key sealed, and the other way round', async () => {
    const raw = randomKey();
    const key = await importRecordKey(raw);
    const sealedRaw = await encryptItem(raw, 'u1', 'i1', summary, secret);
    expect(await decryptItemSummary(key, 'u1', 'i1', sealedRaw.summary)).toEqual(summary);
    const sealedKey = await encryptItem(key, 'u1', 'i2', summary, secret);
    expect(await decryptItemSummary(raw, 'u1', 'i2', sealedKey.summary)).toEqual(summary);
  });

  it('cannot be exported, and another key fails to open', async () => {
    const key = await importRecordKey(randomKey());
    expect(key.extractable).toBe(false);
    await expect(globalThis.crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    const sealed = await encryptItem(randomKey(), 'u1', 'i1', summary, secret);
    await expect(decryptItemSummary(key, 'u1', 'i1', sealed.summary)).rejects.toBeInstanceOf(EnvelopeError);
  });

  it('refuses a key of the wrong length', () => {
    expect(() => importRecordKey(new Uint8Array(16))).toThrow(RangeError);
  });
});
