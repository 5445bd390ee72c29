import { describe, expect, it } from 'vitest';
import { passwordsItemSummarySchema } from '@guru/shared';
import { bytesToBase64Url } from './encoding.js';
import { EnvelopeError, decryptJson, encryptEnvelope, encryptJson, importRecordKey } from './envelope.js';
import { decryptJsonMany } from './envelope-many.js';
import { randomKey } from './random.js';

const schema = passwordsItemSummarySchema;
const aadOf = (i: number) => `guru-suite/item/v1|u1|item-${i}|summary`;

/** decryptJson's outcome for one envelope: its content or its EnvelopeError's reason. */
async function one(key: CryptoKey, envelope: unknown, aad: string): Promise<unknown> {
  try {
    return await decryptJson(key, envelope as string, aad, schema);
  } catch (error) {
    return error instanceof EnvelopeError ? { reason: error.reason } : { thrown: String(error) };
  }
}

const outcome = (value: unknown) => (value instanceof EnvelopeError ? { reason: value.reason } : value);

describe('decryptJsonMany', () => {
  it('opens every envelope in order, whatever the number in flight and however long the envelope', async () => {
    const key = await importRecordKey(randomKey());
    // Lengths from a few bytes to beyond the first scratch buffer (it grows), in no particular order.
    const contents = Array.from({ length: 60 }, (_, i) => ({
      name: `Entry ${i} ${'x'.repeat((i * 997) % 9_000)}`,
      username: `user${i}`,
      website: `https://site${i}.example`,
    }));
    const envelopes = await Promise.all(contents.map((content, i) => encryptJson(key, content, aadOf(i))));
    for (const inFlight of [1, 3, 64, 1_000]) {
      const opened = await decryptJsonMany(
        key,
        envelopes.length,
        (i) => envelopes[i],
        aadOf,
        schema,
        inFlight,
      );
      expect(opened).toEqual(contents);
    }
  });

  it("fails each bad envelope in its own slot with decryptJson's reason, and opens the others", async () => {
    const key = await importRecordKey(randomKey());
    const good = await encryptJson(key, { name: 'a', username: 'b', website: 'c' }, aadOf(0));
    const [, iv = '', ciphertext = ''] = good.split('.');
    const envelopes: unknown[] = [
      good,
      // Opened under another place's associated data: authentication fails.
      await encryptJson(key, { name: 'a', username: 'b', website: 'c' }, aadOf(99)),
      'v1.abc',
      `v2.${iv}.${ciphertext}`,
      `v1.${iv}A.${ciphertext}`,
      `v1.${iv}.${ciphertext.slice(0, 20)}`,
      `v1.${iv}.${ciphertext}.x`,
      `v1.${iv}.${ciphertext}!`,
      42,
      await encryptJson(key, { name: 5 }, aadOf(9)),
      await encryptEnvelope(key, 'not json', aadOf(10)),
      await encryptEnvelope(key, new Uint8Array([0xff, 0xfe]), aadOf(11)),
      `v1.${bytesToBase64Url(new Uint8Array(12))}.${ciphertext}`,
      good.replace(/.$/, (c) => (c === 'A' ? 'Q' : 'A')),
    ];
    envelopes.push(good);
    const aad = (i: number) => (i === envelopes.length - 1 ? aadOf(0) : aadOf(i));
    const expected = await Promise.all(envelopes.map((envelope, i) => one(key, envelope, aad(i))));
    for (const inFlight of [1, 4, 100]) {
      const opened = await decryptJsonMany(key, envelopes.length, (i) => envelopes[i], aad, schema, inFlight);
      expect(opened.map(outcome)).toEqual(expected);
    }
    expect(expected[0]).toEqual({ name: 'a', username: 'b', website: 'c' });
    expect(expected.at(-1)).toEqual({ name: 'a', username: 'b', website: 'c' });
  });

  it('takes the raw key too, and opens nothing when there is nothing to open', async () => {
    const raw = randomKey();
    const key = await importRecordKey(raw);
    const envelope = await encryptJson(key, { name: 'n', username: '', website: '' }, aadOf(0));
    expect(await decryptJsonMany(raw, 1, () => envelope, aadOf, schema)).toEqual([
      { name: 'n', username: '', website: '' },
    ]);
    expect(await decryptJsonMany(key, 0, () => envelope, aadOf, schema)).toEqual([]);
  });
});
