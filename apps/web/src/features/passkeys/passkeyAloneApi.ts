import { apiPaths, type AppType, type PasskeyAuthenticationResponse } from '@guru/shared';
import { apiRequest } from '../../lib/apiClient';
import { passkeyOptionsParser, passkeySignInParser } from './signInParsers';

/**
 * The calls of a sign-in with the passkey alone, which the sign-in page makes as it opens (its autofill):
 * answers checked without zod, as the page's other calls are (ADR 0026).
 */
export function signInOptions(app: AppType) {
  return apiRequest(apiPaths.passkeySignInOptions, {
    app,
    body: { appType: app },
    schema: passkeyOptionsParser,
  });
}
export function signInWithPasskey(app: AppType, response: PasskeyAuthenticationResponse) {
  return apiRequest(apiPaths.passkeySignIn, {
    app,
    body: { appType: app, response },
    schema: passkeySignInParser,
  });
}
