import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  asEnvelope,
  envelopeSchema,
  envelopeTextSchema,
  passwordsFolderCreateBody,
  passwordsItemCreateBody,
  type Envelope,
  type PasswordsFolderCreateBody,
  type PasswordsItem,
  type PasswordsItemCreateBody,
} from '@guru/shared';
import { encryptEnvelope, encryptJson } from './envelope.js';
import { randomKey } from './random.js';
import { encryptFolder, encryptItem } from './vault-records.js';

/**
 * Ciphertext and plaintext are different types. The `@ts-expect-error` lines below are checked by
 * `tsc` (the root tsconfig includes these tests): if the Envelope brand disappeared, the plaintext
 * would be accepted, the directive would be unused, and the typecheck would fail.
 */
describe('the Envelope brand', () => {
  const key = randomKey();
  const id = '0b8f8a36-1c39-4a57-8f0e-7d1f3d2b9a10';

  it('is what encryption returns, and what the API schemas infer', async () => {
    const envelope = await encryptJson(key, { name: 'Bank' }, 'aad');
    expectTypeOf(envelope).toEqualTypeOf<Envelope>();
    expectTypeOf(await encryptEnvelope(key, 'x', 'aad')).toEqualTypeOf<Envelope>();
    expectTypeOf(await encryptFolder(key, 'u', id, { name: 'n', note: '' })).toEqualTypeOf<Envelope>();
    expectTypeOf(
      await encryptItem(
        key,
        'u',
        id,
        { name: 'n', username: 'u', website: 'w' },
        { password: 'p', note: '' },
      ),
    ).toEqualTypeOf<{
      summary: Envelope;
      secret: Envelope;
    }>();
    expectTypeOf<PasswordsItemCreateBody['summary']>().toEqualTypeOf<Envelope>();
    expectTypeOf<PasswordsItem['secret']>().toEqualTypeOf<Envelope>();
    expectTypeOf<PasswordsFolderCreateBody['data']>().toEqualTypeOf<Envelope>();
    expectTypeOf<string>().not.toExtend<Envelope>();
    // At run time the brand is nothing: an envelope is a plain string that both schemas accept.
    expect(typeof envelope).toBe('string');
    expect(envelopeSchema.parse(envelope)).toBe(envelope);
    expect(envelopeTextSchema.parse(envelope)).toBe(envelope);
  });

  it('is earned without zod by the same syntax check (asEnvelope): an envelope passes, anything else throws', async () => {
    const envelope = await encryptEnvelope(key, 'x', 'aad');
    expect(asEnvelope(envelope)).toBe(envelope);
    for (const text of ['', 'plain text', 'v1.short.abc', envelope.replace(/^v1/, 'v2'), `${envelope}=`]) {
      expect(() => asEnvelope(text)).toThrow(TypeError);
      expect(envelopeTextSchema.safeParse(text).success).toBe(false);
    }
  });

  it('makes a plaintext where an envelope belongs a compile error', async () => {
    const sealed = await encryptItem(
      key,
      'u',
      id,
      { name: 'Bank', username: 'casey', website: '' },
      { password: 'pw', note: '' },
    );
    const plaintext = JSON.stringify({ password: 'pw', note: '' });
    const takesEnvelope = (envelope: Envelope): Envelope => envelope;

    // @ts-expect-error a plain string is not an Envelope
    takesEnvelope(plaintext);
    const leaking: PasswordsItemCreateBody = {
      id,
      folderId: null,
      summary: sealed.summary,
      // @ts-expect-error a request body cannot carry a plaintext secret
      secret: plaintext,
    };
    // @ts-expect-error nor a plaintext folder
    const leakingFolder: PasswordsFolderCreateBody = { id, data: 'Banking' };
    const fine: PasswordsItemCreateBody = { id, folderId: null, ...sealed };

    expect(takesEnvelope(sealed.secret)).toBe(sealed.secret);
    // And the runtime schema refuses what the compiler was told to let through.
    expect(passwordsItemCreateBody.safeParse(leaking).success).toBe(false);
    expect(passwordsFolderCreateBody.safeParse(leakingFolder).success).toBe(false);
    expect(passwordsItemCreateBody.parse(fine)).toEqual(fine);
  });
});
