import { describe, expect, it } from 'vitest';
import { passkeyOptionsResponse, passkeySignInResponse } from '@guru/shared';
import { passkeyOptionsParser, passkeySignInParser } from './signInParsers';

/** Each zod-free parser of the passkey sign-in accepts and refuses what its shared schema does. */
const user = { id: 'u1', username: 'ann', scope: 'client' };

const cases = [
  {
    name: 'passkey options',
    zod: passkeyOptionsResponse,
    plain: passkeyOptionsParser,
    valid: [{ options: { challenge: 'c', rpId: 'firm.example', allowCredentials: [] } }, { options: {} }],
    invalid: [{ options: null }, { options: [] }, { options: 'c' }, {}],
  },
  {
    name: 'passkey sign-in',
    zod: passkeySignInResponse,
    plain: passkeySignInParser,
    valid: [
      { user, stage: 'pin' },
      { user: { ...user, scope: 'provider' }, stage: 'pin' },
    ],
    invalid: [
      { user, stage: 'active' },
      { user: { ...user, scope: 'root' }, stage: 'pin' },
      { stage: 'pin' },
    ],
  },
] as const;

describe('passkey sign-in parsers', () => {
  for (const { name, zod, plain, valid, invalid } of cases) {
    it(`${name}: the same answers as the shared schema`, () => {
      for (const answer of valid) expect(plain.parse({ ...answer, extra: 'x' })).toEqual(zod.parse(answer));
      for (const answer of invalid) {
        expect(() => zod.parse(answer)).toThrow();
        expect(() => plain.parse(answer)).toThrow();
      }
    });
  }
});
