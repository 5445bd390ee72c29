import { describe, expect, it } from 'vitest';
import { randomKey } from './random.js';
import { EnvelopeError, EnvelopeErrorReason, encryptJson } from './envelope.js';
import {
  decryptFolder,
  decryptItemSecret,
  decryptItemSummary,
  encryptFolder,
  encryptItem,
  folderAad,
  itemAad,
} from './vault-records.js';

async function expectMalformed(promise: Promise<unknown>): Promise<void> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EnvelopeError);
  expect((error as EnvelopeError).reason).toBe(EnvelopeErrorReason.malformed);
}

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

  it('throws on a validly encrypted payload of the wrong shape instead of returning undefined fields', async () => {
    const summaryAad = itemAad('u1', 'i1', 'summary');
    for (const payload of [
      { name: 5 },
      { name: 'Bank', username: 'casey' },
      { ...summary, website: null },
      'Bank',
      7,
      null,
      [summary],
    ]) {
      await expectMalformed(decryptItemSummary(key, 'u1', 'i1', await encryptJson(key, payload, summaryAad)));
    }
    const secretAad = itemAad('u1', 'i1', 'secret');
    for (const payload of [{ password: 'pw' }, { password: 1, note: '' }, 'pw']) {
      await expectMalformed(decryptItemSecret(key, 'u1', 'i1', await encryptJson(key, payload, secretAad)));
    }
    for (const payload of [{ name: 'Banking' }, { name: ['Banking'], note: '' }, true]) {
      await expectMalformed(
        decryptFolder(key, 'u1', 'f1', await encryptJson(key, payload, folderAad('u1', 'f1'))),
      );
    }
  });

  it("returns exactly the schema's fields: unknown keys of a payload are dropped", async () => {
    const envelope = await encryptJson(key, { ...summary, extra: 'x' }, itemAad('u1', 'i1', 'summary'));
    expect(await decryptItemSummary(key, 'u1', 'i1', envelope)).toEqual(summary);
  });
});
