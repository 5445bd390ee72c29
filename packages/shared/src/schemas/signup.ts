import { z } from 'zod';
import { clientLimits, limits } from '../limits.js';
import { messages } from '../messages.js';
import { accessCodeLoginResponse, emailLoginSchema, kdfParamsSchema, usernameSchema } from './auth.js';
import { appTypeSchema, base64Schema } from './common.js';
import { emailAddressSchema } from './invites.js';
import { isEnvelopeSyntax, passwordsMessages } from './passwords.js';

/**
 * Sign-up with an invite code. Zero knowledge: the browser derives authKey and wrapKey from the
 * master password (vault-crypto deriveLoginKeys) and makes the vault keys (createVaultKeys); the
 * password itself is never sent.
 */

const requiredName = z
  .string({ error: messages.fillRequiredFields })
  .trim()
  .min(1, messages.fillRequiredFields)
  .max(clientLimits.nameMaxLength, messages.fillRequiredFields);

/** A wrapped 32-byte user key: a vault-crypto envelope of about 90 characters. */
const wrappedKeySchema = z
  .string({ error: passwordsMessages.invalidEnvelope })
  .max(512, passwordsMessages.invalidEnvelope)
  .refine(isEnvelopeSyntax, passwordsMessages.invalidEnvelope);

export const signupBody = z.object({
  firstName: requiredName,
  lastName: requiredName,
  username: usernameSchema,
  email: emailAddressSchema,
  /** 32 bytes, base64: argon2id(authKey) is what the server stores. */
  authKey: base64Schema(32).length(44, messages.invalidInput),
  /** 16 to 64 bytes, base64. */
  kdfSalt: base64Schema(64).min(24, messages.invalidInput),
  kdfParams: kdfParamsSchema,
  pinCode: z
    .string({ error: messages.pinFormat })
    .regex(new RegExp(`^\\d{${limits.pinLength}}$`), messages.pinFormat),
  phoneNumber: z
    .string({ error: messages.fillRequiredFields })
    .trim()
    .min(1, messages.fillRequiredFields)
    .max(40, messages.phoneInvalid),
  recoverPhoneNumber: z.string().trim().max(40, messages.phoneInvalid).nullish(),
  protectedUserKey: wrappedKeySchema,
  recoveryUserKey: wrappedKeySchema,
  /** The e-mail's own credential (ADR 0022); the fields above are the username's. */
  emailLogin: emailLoginSchema,
  code: z.string({ error: messages.inviteCodeInvalid }).max(256, messages.inviteCodeInvalid),
  appType: appTypeSchema,
});
export type SignupBody = z.infer<typeof signupBody>;

/**
 * The account, and the session it opens (ADR 0019): the password and the PIN were just set and the
 * phone confirmed by an SMS code, so the session is active and unlocked; `session` is what a correct
 * PIN answers (the unlock secret seals the user key the browser made).
 */
export const signupResponse = z.object({
  user: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    roleId: z.number().int(),
    apps: z.array(appTypeSchema),
  }),
  session: accessCodeLoginResponse,
});
export type SignupResponse = z.infer<typeof signupResponse>;

/** The sign-up form asks, while the username is typed, whether it is free (an open invite code required). */
export const signupUsernameBody = z.object({
  code: z.string({ error: messages.inviteCodeInvalid }).max(256, messages.inviteCodeInvalid),
  username: usernameSchema,
  appType: appTypeSchema,
});
export type SignupUsernameBody = z.infer<typeof signupUsernameBody>;
export const signupUsernameResponse = z.object({ available: z.boolean() });

export const acceptInviteBody = z.object({
  code: z.string({ error: messages.inviteCodeInvalid }).max(256, messages.inviteCodeInvalid),
});
export const acceptInviteResponse = z.object({ apps: z.array(appTypeSchema) });
