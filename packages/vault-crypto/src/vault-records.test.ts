import { describe, expect, it } from 'vitest';
import { randomKey } from './random.js';
import { EnvelopeError } from './envelope.js';
import { decryptFolder, decryptItemSecret, decryptItemSummary, encryptFolder, encryptItem, itemAad } from './vault-records.js';

describe('vault records', () => {
  const key = randomKey();
  const summary = { name: 'Bank', username: 'casey', website: 'https://bank.example' };
  const secret = { password: 'S3cret!pass', note: 'PIN is elsewhere' };

  it('round-trips an item and a folder', async () => {
    const env = await encryptItem(key, 'u1', 'i1', summary, secret);
    expect(await decryptItemSummary(key, 'u1', 'i1', env.summary)).toEqual(summary);
    expect(await decryptItemSecret(key, 'u1', 'i1', env.secret)).toEqual(secret);
    const folder = await encryptFolder(key, 'u1', 'f1', { name: 'Banking', note: '' });
    expect(await decryptFolder(key, 'u1', 'f1', folder)).toEqual({ name: 'Banking', note: '' });
  });

  it('binds each envelope to its user, record and field', async () => {
    const env = await encryptItem(key, 'u1', 'i1', summary, secret);
    await expect(decryptItemSummary(key, 'u2', 'i1', env.summary)).rejects.toBeInstanceOf(EnvelopeError);
    await expect(decryptItemSummary(key, 'u1', 'i2', env.summary)).rejects.toBeInstanceOf(EnvelopeError);
    await expect(decryptItemSummary(key, 'u1', 'i1', env.secret)).rejects.toBeInstanceOf(EnvelopeError);
    expect(itemAad('u', 'i', 'secret')).toBe('guru-suite/item/v1|u|i|secret');
  });
});
