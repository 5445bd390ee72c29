import { z } from 'zod';
import { passkeysMessages as pm } from '../messages-passkeys.js';
import { messages } from '../messages.js';
import { appTypeSchema } from './common.js';
import { isEnvelopeSyntax } from './envelope.js';

/** Passkeys (issue 26, ADR 0044): the limits. */
export const passkeyLimits = {
  perUser: 10,
  nameMaxLength: 60,
  /** A ceremony's challenge is answered within this time, once. */
  challengeMinutes: 5,
  /** Wrong or refused passkey assertions of one user before the account's passkey sign-in locks (ADR 0027). */
  maxFailuresPerUser: 10,
} as const;

/** base64url without padding, at most `maxChars` characters. */
function base64url(maxChars: number) {
  return z
    .string({ error: messages.invalidInput })
    .min(1, messages.invalidInput)
    .max(maxChars, messages.invalidInput)
    .regex(/^[A-Za-z0-9_-]+$/, messages.invalidInput);
}

const transport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/**
 * What the browser may tell of its extensions. PRF is reported only as `enabled`: its output never leaves
 * the browser, and a body that carries PRF results is refused (strict objects).
 */
const clientExtensionResults = z
  .object({
    credProps: z.strictObject({ rk: z.boolean().optional() }).optional(),
    prf: z.strictObject({ enabled: z.boolean().optional() }).optional(),
  })
  .strict();

/** RegistrationResponseJSON of @simplewebauthn (the fields the server reads). */
export const passkeyRegistrationResponse = z.strictObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
  response: z.strictObject({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(16000),
    authenticatorData: base64url(4000).optional(),
    transports: z.array(transport).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(2000).optional(),
  }),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponse>;

/** AuthenticationResponseJSON of @simplewebauthn (the fields the server reads). */
export const passkeyAuthenticationResponse = z.strictObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
  response: z.strictObject({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponse>;

/**
 * The options of a ceremony as the server makes them (PublicKeyCredential*OptionsJSON), passed to
 * @simplewebauthn/browser as they are (the browser adds the PRF input itself: it is not the server's).
 */
export const passkeyOptionsResponse = z.object({ options: z.record(z.string(), z.unknown()) });
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponse>;

const passkeyName = z
  .string({ error: pm.passkeysNameRequired })
  .trim()
  .min(1, pm.passkeysNameRequired)
  .max(passkeyLimits.nameMaxLength, pm.passkeysNameRequired);

/** The user key wrapped under the key derived from the passkey's PRF output (ciphertext, made in the browser). */
export const prfUserKeySchema = z
  .string({ error: messages.invalidInput })
  .max(512, messages.invalidInput)
  .refine(isEnvelopeSyntax, messages.invalidInput);

export const passkeyCreateBody = z.object({ name: passkeyName, response: passkeyRegistrationResponse });
export const passkeyRenameBody = z.object({ name: passkeyName });
export const passkeyRemoveBody = z.object({ pinCode: z.string().regex(/^\d{4}$/, messages.pinWrong) });
export const passkeyPrfBody = z.object({ prfUserKey: prfUserKeySchema });
export const passkeyStartBody = z.object({ pinCode: z.string().regex(/^\d{4}$/, messages.pinFormat) });

export const passkeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Whether the passkey's PRF output wraps the user key (it can open the vault). */
  unlocksVault: z.boolean(),
  /** Whether the authenticator reported PRF support when it was added. */
  prfSupported: z.boolean(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;
export const passkeyListResponse = z.object({ passkeys: z.array(passkeySummary) });
export type PasskeyList = z.infer<typeof passkeyListResponse>;

/** The sign-in steps: the second factor after the password, and the passkey alone (ADR 0044). */
export const passkeyStepBody = z.object({ appType: appTypeSchema });
export const passkeySecondFactorBody = z.object({
  appType: appTypeSchema,
  response: passkeyAuthenticationResponse,
});
export const passkeySignInBody = z.object({
  appType: appTypeSchema,
  response: passkeyAuthenticationResponse,
});
export const passkeySignInResponse = z.object({
  user: z.object({ id: z.string(), username: z.string(), scope: z.enum(['client', 'admin', 'provider']) }),
  stage: z.literal('pin'),
});
export type PasskeySignInResponse = z.infer<typeof passkeySignInResponse>;

/** The firm's rule (Client Management settings). */
export const firmPasskeyPolicy = z.object({ requirePasskeys: z.boolean() });
export type FirmPasskeyPolicy = z.infer<typeof firmPasskeyPolicy>;

/** Adding a passkey, after the PIN: the fresh code is texted to a client's cell phone, an advisor's is their authenticator's. */
export const passkeyStartResponse = z.object({
  method: z.enum(['sms', 'totp']),
  phoneHint: z.string().nullable(),
});
export type PasskeyStartResponse = z.infer<typeof passkeyStartResponse>;
export const passkeyVerifyCodeBody = z.object({
  code: z.string({ error: messages.input2faCode }).regex(/^\d{6}$/, messages.codeInvalid),
});
