import type { PasskeyOptionsResponse, PasskeySignInResponse } from '@guru/shared';
import type { ResponseParser } from '../../lib/apiClient';
import { oneOf, parserOf, record, shape, string } from '../../lib/plainParsers';

/**
 * The passkey sign-in's response schemas without zod (lib/plainParsers.ts), for the sign-in page: each mirrors
 * the shared schema named beside it, held to it by signInParsers.unit.test.ts.
 */

/** passkeyOptionsResponse: the options of a passkey sign-in (WebAuthn's, read by its library). */
export const passkeyOptionsParser: ResponseParser<PasskeyOptionsResponse> = parserOf(
  shape({ options: record }),
);

/** passkeySignInResponse. */
export const passkeySignInParser: ResponseParser<PasskeySignInResponse> = parserOf(
  shape({
    user: shape({ id: string, username: string, scope: oneOf('client', 'admin', 'provider') }),
    stage: oneOf('pin'),
  }),
);
