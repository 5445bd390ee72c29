import {
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
} from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import {
  passkeysMessages as pm,
  type PasskeyAuthenticationResponse,
  type PasskeyRegistrationResponse,
} from '@guru/shared';
import { passkeyPrfInput } from '@guru/vault-crypto';

/**
 * The browser's side of the passkey ceremonies (ADR 0044), loaded only when a passkey is used. Every
 * ceremony asks the authenticator for its PRF output (input: passkeyPrfInput); the output is handed back
 * to the caller beside the answer and is taken out of the answer that goes to the server.
 */

interface PrfResults {
  enabled?: boolean;
  results?: { first?: BufferSource };
}

/** A refusal the person can act on (closed prompt, no support), as the text to show. */
export class PasskeyProblem extends Error {}

function prfOutputOf(results: unknown): Uint8Array | null {
  const first = (results as { prf?: PrfResults } | undefined)?.prf?.results?.first;
  if (!first) return null;
  const bytes =
    first instanceof ArrayBuffer ? new Uint8Array(first) : new Uint8Array((first as ArrayBufferView).buffer);
  return bytes.length === 32 ? bytes.slice() : null;
}

/** What the server may see of the extensions: whether PRF is enabled, never its output. */
function serverExtensions(results: unknown): { prf?: { enabled?: boolean } } {
  const prf = (results as { prf?: PrfResults } | undefined)?.prf;
  if (!prf) return {};
  return { prf: prf.enabled === undefined ? {} : { enabled: prf.enabled } };
}

function withPrf<T extends object>(options: T): T {
  return { ...options, extensions: { prf: { eval: { first: passkeyPrfInput() } } } };
}

function problemOf(error: unknown): Error {
  if (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED')
    return new PasskeyProblem(pm.passkeysCancelled);
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return new PasskeyProblem(pm.passkeysCancelled);
  if (error instanceof Error && /not supported/i.test(error.message))
    return new PasskeyProblem(pm.passkeysUnsupported);
  return error instanceof Error ? error : new Error(String(error));
}

export interface CreatedPasskey {
  response: PasskeyRegistrationResponse;
  prfEnabled: boolean;
  /** The PRF output where the authenticator gave it at creation (else a sign-in ceremony gets it). */
  prfOutput: Uint8Array | null;
}

export async function createPasskey(options: Record<string, unknown>): Promise<CreatedPasskey> {
  try {
    const optionsJSON = withPrf(options as unknown as PublicKeyCredentialCreationOptionsJSON);
    const answer = await startRegistration({ optionsJSON });
    const raw = answer.clientExtensionResults as unknown;
    const response = {
      ...answer,
      clientExtensionResults: serverExtensions(raw),
    } as unknown as PasskeyRegistrationResponse;
    return {
      response,
      prfEnabled:
        (raw as { prf?: PrfResults } | undefined)?.prf?.enabled === true || prfOutputOf(raw) !== null,
      prfOutput: prfOutputOf(raw),
    };
  } catch (error) {
    throw problemOf(error);
  }
}

export interface UsedPasskey {
  response: PasskeyAuthenticationResponse;
  prfOutput: Uint8Array | null;
}

export async function getPasskeyAssertion(
  options: Record<string, unknown>,
  opts: { autofill?: boolean } = {},
): Promise<UsedPasskey> {
  try {
    const optionsJSON = withPrf(options as unknown as PublicKeyCredentialRequestOptionsJSON);
    const answer = await startAuthentication({ optionsJSON, useBrowserAutofill: opts.autofill ?? false });
    const raw = answer.clientExtensionResults as unknown;
    const { userHandle, ...rest } = answer.response;
    const response = {
      ...answer,
      response: { ...rest, ...(userHandle ? { userHandle } : {}) },
      clientExtensionResults: serverExtensions(raw),
    } as unknown as PasskeyAuthenticationResponse;
    return { response, prfOutput: prfOutputOf(raw) };
  } catch (error) {
    throw problemOf(error);
  }
}

/** Ends the ceremony under way, if any (a conditional request when the password form is sent instead). */
export function cancelPasskeyCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}
