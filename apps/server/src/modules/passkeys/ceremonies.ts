import crypto from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  ErrorCode,
  passkeyLimits,
  passkeysMessages as pm,
  type PasskeyAuthenticationResponse,
  type PasskeyRegistrationResponse,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import type { PasskeyChallengePurpose } from '../../db/tables/passkeys.table.js';
import type { PasskeyChallengeRow, PasskeyRow } from './passkeys.repository.js';
import type { RelyingParty } from './relying-party.js';

/** Where a ceremony is held: the firm, its relying party, and (when known) the person and the session. */
export interface CeremonyPlace {
  firmId: string;
  rp: RelyingParty;
  userId: string | null;
  sessionId: string | null;
}

const rejected = (message: string = pm.passkeyRejected) => new AppError(ErrorCode.PASSKEY_REJECTED, message);

async function putChallenge(
  ctx: AppContext,
  purpose: PasskeyChallengePurpose,
  place: CeremonyPlace,
): Promise<string> {
  const challenge = isoBase64URL.fromBuffer(crypto.randomBytes(32));
  const now = ctx.clock.now();
  await ctx.repos.passkeys.deleteExpiredChallenges(now.toISOString());
  await ctx.repos.passkeys.putChallenge({
    challenge,
    purpose,
    firm_id: place.firmId,
    rp_id: place.rp.id,
    user_id: place.userId,
    session_id: place.sessionId,
    expires_at: addMinutes(now, passkeyLimits.challengeMinutes).toISOString(),
  });
  return challenge;
}

/** The challenge the browser signed, read from its clientDataJSON (checked again by the library). */
function signedChallenge(clientDataJSON: string): string {
  try {
    const parsed: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200) return challenge;
  } catch {
    // fall through: not JSON
  }
  throw rejected();
}

/**
 * Takes the challenge the answer signed, once: it must be one this server made for this purpose, at this
 * firm's address, for this person or session, and not expired. Anything else is refused before any check.
 */
async function takeChallenge(
  ctx: AppContext,
  purpose: PasskeyChallengePurpose,
  place: CeremonyPlace,
  clientDataJSON: string,
): Promise<PasskeyChallengeRow> {
  const row = await ctx.repos.passkeys.takeChallenge(signedChallenge(clientDataJSON));
  const fits =
    row &&
    row.purpose === purpose &&
    row.firm_id === place.firmId &&
    row.rp_id === place.rp.id &&
    (place.userId === null || row.user_id === place.userId) &&
    (place.sessionId === null || row.session_id === place.sessionId) &&
    new Date(row.expires_at) > ctx.clock.now();
  if (!row || !fits) throw rejected(pm.passkeyChallengeExpired);
  return row;
}

/** The library's refusal as a clear error (its message names what did not match; no secret is in it). */
function refusalOf(ctx: AppContext, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  ctx.log.info({ reason: reason.slice(0, 200) }, 'passkey refused');
  if (/counter value/i.test(reason)) return rejected(pm.passkeyCloned);
  if (/user verification/i.test(reason)) return rejected(pm.passkeyUserNotVerified);
  return rejected();
}

/** The options of a new passkey: resident key, user verification required, none attestation, ES256 first. */
export async function registrationOptions(
  ctx: AppContext,
  place: CeremonyPlace & { userId: string },
  user: { username: string; displayName: string },
  existing: readonly PasskeyRow[],
): Promise<Record<string, unknown>> {
  const challenge = await putChallenge(ctx, 'register', place);
  const options = await generateRegistrationOptions({
    rpName: place.rp.name,
    rpID: place.rp.id,
    userName: user.username,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(place.userId),
    challenge: isoBase64URL.toBuffer(challenge),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: [-7, -257],
    timeout: passkeyLimits.challengeMinutes * 60_000,
  });
  return options as unknown as Record<string, unknown>;
}

export interface NewCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  prfSupported: boolean;
}

/** Checks a new passkey against its challenge, the firm's origin and relying party, and user verification. */
export async function verifyRegistration(
  ctx: AppContext,
  place: CeremonyPlace & { userId: string },
  response: PasskeyRegistrationResponse,
): Promise<NewCredential> {
  const challenge = await takeChallenge(ctx, 'register', place, response.response.clientDataJSON);
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: place.rp.origin,
      expectedRPID: place.rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) throw rejected();
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: response.response.transports ?? [],
      prfSupported: response.clientExtensionResults.prf?.enabled === true,
    };
  } catch (error) {
    throw refusalOf(ctx, error);
  }
}

function transportsOf(p: PasskeyRow): string[] {
  try {
    const parsed: unknown = JSON.parse(p.transports);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** The options of a sign-in with a passkey: the person's own passkeys, or (the passkey alone) any of this address. */
export async function authenticationOptions(
  ctx: AppContext,
  purpose: Exclude<PasskeyChallengePurpose, 'register'>,
  place: CeremonyPlace,
  allowed: readonly PasskeyRow[] | null,
): Promise<Record<string, unknown>> {
  const challenge = await putChallenge(ctx, purpose, place);
  const options = await generateAuthenticationOptions({
    rpID: place.rp.id,
    challenge: isoBase64URL.toBuffer(challenge),
    userVerification: 'required',
    timeout: passkeyLimits.challengeMinutes * 60_000,
    ...(allowed
      ? { allowCredentials: allowed.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })) }
      : {}),
  });
  return options as unknown as Record<string, unknown>;
}

/** The passkey an answer names, at this firm only (another firm's credential is unknown here). */
export async function passkeyOfAnswer(
  ctx: AppContext,
  firmId: string,
  response: PasskeyAuthenticationResponse,
): Promise<PasskeyRow> {
  const passkey = await ctx.repos.passkeys.findByCredential(firmId, response.id);
  if (!passkey) throw rejected(pm.passkeyUnknown);
  return passkey;
}

/**
 * Checks an answer of `passkey`: the challenge (taken once), origin, relying party, signature, user
 * verification and a counter above the stored one (a lower or equal one is a copied authenticator).
 * Records the use; answers nothing, throws PASSKEY_REJECTED with the reason.
 */
export async function verifyAuthentication(
  ctx: AppContext,
  purpose: Exclude<PasskeyChallengePurpose, 'register'>,
  place: CeremonyPlace,
  passkey: PasskeyRow,
  response: PasskeyAuthenticationResponse,
): Promise<void> {
  try {
    const challenge = await takeChallenge(ctx, purpose, place, response.response.clientDataJSON);
    if (passkey.rp_id !== place.rp.id) throw rejected(pm.passkeyUnknown);
    const counter = Number(passkey.counter);
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: place.rp.origin,
      expectedRPID: place.rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter,
        transports: transportsOf(passkey),
      },
    });
    if (!result.verified || !result.authenticationInfo.userVerified)
      throw rejected(pm.passkeyUserNotVerified);
    const used = await ctx.repos.passkeys.recordUse(
      passkey.id,
      counter,
      result.authenticationInfo.newCounter,
      ctx.clock.now().toISOString(),
    );
    if (!used) throw rejected(pm.passkeyCloned);
  } catch (error) {
    throw refusalOf(ctx, error);
  }
}
