import type { LoginResponse, PreloginResponse, SessionResponse } from '@guru/shared';
import type { ResponseParser } from '../../../lib/apiClient';
import { either, nullable, oneOf, parserOf, positiveInteger, shape, string } from '../../../lib/plainParsers';

/**
 * The sign-in page's response schemas without zod (lib/plainParsers.ts): each mirrors the shared schema
 * named beside it, held to it by signInParsers.unit.test.ts.
 */

export interface OkResult {
  ok: true;
}

/** okSchema. */
export const okParser: ResponseParser<OkResult> = parserOf(shape({ ok: oneOf(true) }));

/** preloginResponse (kdfParamsSchema and the salt). */
export const preloginParser: ResponseParser<PreloginResponse> = parserOf(
  shape({
    kdf: shape({
      algorithm: oneOf('argon2id'),
      memoryKiB: positiveInteger,
      iterations: positiveInteger,
      parallelism: positiveInteger,
    }),
    salt: string,
  }),
);

const smsChallenge = shape({ method: oneOf('sms'), phoneHint: string });
const totpChallenge = shape({
  method: oneOf('totp'),
  enrolment: nullable(shape({ qrCodeDataUrl: string, secret: string, otpauthUrl: string })),
});

/** mfaChallengeSchema (the passkey step carries the code the person may use instead, or null). */
const mfaChallenge = either(
  either(smsChallenge, totpChallenge),
  shape({ method: oneOf('passkey'), fallback: nullable(either(smsChallenge, totpChallenge)) }),
);

/** loginResponse. */
export const loginParser: ResponseParser<LoginResponse> = parserOf(
  shape({
    user: shape({ id: string, username: string, scope: oneOf('client', 'admin', 'provider') }),
    mfa: mfaChallenge,
  }),
);

/** The stage and second factor of sessionResponse: what the sign-in page reads of it. */
export const sessionStageParser: ResponseParser<Pick<SessionResponse, 'stage' | 'mfa'>> = parserOf(
  shape({ stage: oneOf('none', 'second_factor', 'pin', 'active'), mfa: nullable(mfaChallenge) }),
);
