import { describe, expect, it } from 'vitest';
import { loginResponse, okSchema, preloginResponse, sessionResponse } from '@guru/shared';
import { loginParser, okParser, preloginParser, sessionStageParser } from './signInParsers';

/** Each zod-free parser of the sign-in page accepts and refuses what its shared schema does. */
const kdf = { algorithm: 'argon2id', memoryKiB: 65536, iterations: 3, parallelism: 1 };
const sms = { method: 'sms', phoneHint: '***12' };
const totp = { method: 'totp', enrolment: { qrCodeDataUrl: 'data:', secret: 'S', otpauthUrl: 'otpauth://' } };
const user = { id: 'u1', username: 'ann', scope: 'client' };

const cases = [
  {
    name: 'ok',
    zod: okSchema,
    plain: okParser,
    valid: [{ ok: true }],
    invalid: [{ ok: false }, {}, null],
  },
  {
    name: 'prelogin',
    zod: preloginResponse,
    plain: preloginParser,
    valid: [{ kdf, salt: 'c2FsdA==' }],
    invalid: [
      { kdf: { ...kdf, algorithm: 'pbkdf2' }, salt: 's' },
      { kdf: { ...kdf, iterations: 0 }, salt: 's' },
      { kdf: { ...kdf, memoryKiB: 1.5 }, salt: 's' },
      { kdf },
    ],
  },
  {
    name: 'login',
    zod: loginResponse,
    plain: loginParser,
    valid: [
      { user, mfa: sms },
      { user: { ...user, scope: 'admin' }, mfa: totp },
      { user: { ...user, scope: 'provider' }, mfa: { method: 'totp', enrolment: null } },
      { user, mfa: { method: 'passkey', fallback: sms } },
      { user: { ...user, scope: 'admin' }, mfa: { method: 'passkey', fallback: totp } },
      { user: { ...user, scope: 'admin' }, mfa: { method: 'passkey', fallback: null } },
    ],
    invalid: [
      { user: { ...user, scope: 'root' }, mfa: sms },
      { user, mfa: { method: 'sms' } },
      { user, mfa: { method: 'email', phoneHint: 'x' } },
      { user, mfa: null },
      { user, mfa: { method: 'passkey' } },
      { user, mfa: { method: 'passkey', fallback: { method: 'passkey', fallback: null } } },
    ],
  },
  {
    name: 'session stage',
    zod: sessionResponse.pick({ stage: true, mfa: true }),
    plain: sessionStageParser,
    valid: [
      { stage: 'none', mfa: null },
      { stage: 'second_factor', mfa: sms },
      { stage: 'second_factor', mfa: { method: 'passkey', fallback: sms } },
      { stage: 'active', mfa: null },
    ],
    invalid: [{ stage: 'done', mfa: null }, { stage: 'pin' }, { stage: 'pin', mfa: { method: 'totp' } }],
  },
] as const;

describe('sign-in parsers', () => {
  for (const { name, zod, plain, valid, invalid } of cases) {
    it(`${name}: the same answers as the shared schema`, () => {
      for (const answer of valid) expect(plain.parse({ ...answer, extra: 'x' })).toEqual(zod.parse(answer));
      for (const answer of invalid) {
        expect(() => zod.parse(answer)).toThrow();
        expect(() => plain.parse(answer)).toThrow();
      }
    });
  }

  it('session stage: reads only the stage and second factor of a whole session answer', () => {
    const whole = { stage: 'pin', user: null, mfa: sms, ended: { code: 'IDLE', message: 'Signed out.' } };
    expect(sessionStageParser.parse(whole)).toEqual({ stage: 'pin', mfa: sms });
  });
});
