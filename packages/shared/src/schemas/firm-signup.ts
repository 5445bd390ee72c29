import { z } from 'zod';
import { clientLimits, limits } from '../limits.js';
import { messages } from '../messages.js';
import { subscriptionMessages } from '../messages-subscriptions.js';
import {
  isIdnSubdomain,
  isValidSubdomainSyntax,
  isReservedSubdomain,
  platformWordIn,
} from '../subdomains.js';
import { emailLoginSchema, kdfParamsSchema, newLoginSaltsSchema, usernameSchema } from './auth.js';
import { base64Schema } from './common.js';
import { emailAddressSchema } from './invites.js';

/**
 * An advisor firm signs up (public): the firm, its subdomain and its first advisor. Zero knowledge
 * as for clients: the browser derives authKey from the password with a salt it draws
 * (vault-crypto deriveLoginKeys, as features/signup does); advisors have no vault, so no vault keys.
 * The advisor confirms the e-mail by a single-use link before anyone of the firm can sign in.
 */

/** Lower-case letters, digits and hyphens (not first or last), 3 to 63 characters, not IDN, not a reserved or platform word (ADR 0030). */
export const subdomainSchema = z
  .string({ error: subscriptionMessages.subdomainInvalid })
  .trim()
  .toLowerCase()
  .refine(isValidSubdomainSyntax, subscriptionMessages.subdomainInvalid)
  .refine((s) => !isIdnSubdomain(s), subscriptionMessages.subdomainIdn)
  .refine((s) => !isReservedSubdomain(s), subscriptionMessages.subdomainReserved)
  .refine((s) => platformWordIn(s) === null, subscriptionMessages.subdomainPlatformWord);

const requiredName = z
  .string({ error: messages.fillRequiredFields })
  .trim()
  .min(1, messages.fillRequiredFields)
  .max(clientLimits.nameMaxLength, messages.fillRequiredFields);

/** The login secrets the browser derived (the same fields as the client sign-up). */
const derivedLogin = {
  /** 32 bytes, base64: argon2id(authKey) is what the server stores. */
  authKey: base64Schema(32).length(44, messages.invalidInput),
  /** 16 to 64 bytes, base64. */
  kdfSalt: base64Schema(64).min(24, messages.invalidInput),
  kdfParams: kdfParamsSchema,
  /** The e-mail's own credential (ADR 0022); the fields above are the username's. */
  emailLogin: emailLoginSchema,
  pinCode: z
    .string({ error: messages.pinFormat })
    .regex(new RegExp(`^\\d{${limits.pinLength}}$`), messages.pinFormat),
};

const phoneField = z
  .string({ error: messages.fillRequiredFields })
  .trim()
  .min(1, messages.fillRequiredFields)
  .max(40, messages.phoneInvalid);

/**
 * The salts of the first advisor's names in the firm about to be made (ADR 0022): the firm's id is
 * drawn here, and the sign-up sends it back with the keys derived with these salts.
 */
export const firmSignupSaltsBody = z.object({ username: usernameSchema, email: emailAddressSchema });
export const firmSignupSaltsResponse = newLoginSaltsSchema.extend({ firmId: z.string() });
export type FirmSignupSaltsResponse = z.infer<typeof firmSignupSaltsResponse>;

export const firmSignupBody = z.object({
  /** From firmSignupSaltsResponse: the salts were made for this firm. */
  firmId: z.string().uuid(messages.invalidInput),
  firmName: requiredName,
  subdomain: subdomainSchema,
  firstName: requiredName,
  lastName: requiredName,
  email: emailAddressSchema,
  username: usernameSchema,
  ...derivedLogin,
  /** The advisor's mobile phone (validated as every mobile number: validators/phone). */
  phoneNumber: phoneField,
});
export type FirmSignupBody = z.infer<typeof firmSignupBody>;

/** Nothing can be used yet: a confirmation link went to `email`, valid until `expiresAt`. */
export const firmSignupResponse = z.object({
  email: z.string(),
  subdomain: z.string(),
  expiresAt: z.string(),
});
export type FirmSignupResponse = z.infer<typeof firmSignupResponse>;

export const subdomainQuery = z.object({ subdomain: z.string().max(100) });
export const subdomainAvailability = z.object({
  subdomain: z.string(),
  available: z.boolean(),
  /** Why not: the rule's message (invalid, reserved or taken). */
  message: z.string().nullable(),
});
export type SubdomainAvailability = z.infer<typeof subdomainAvailability>;

export const tokenBody = z.object({
  token: z.string().min(1, subscriptionMessages.linkInvalid).max(256, subscriptionMessages.linkInvalid),
});

/** After confirming: where the firm's advisor signs in (then enrols TOTP, as every advisor). */
export const firmSignupConfirmResponse = z.object({
  subdomain: z.string(),
  signInUrl: z.string(),
  trialEndsAt: z.string(),
});
export type FirmSignupConfirmResponse = z.infer<typeof firmSignupConfirmResponse>;

/** An advisor invited by the provider (or a firm's advisor or staff member, ADR 0051) opens the link: who they are invited as. */
export const advisorInviteInfo = z.object({
  firmName: z.string(),
  subdomain: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['advisor', 'staff']),
});
export type AdvisorInviteInfo = z.infer<typeof advisorInviteInfo>;
export const advisorInviteSaltsBody = z.object({ token: tokenBody.shape.token, username: usernameSchema });
export const advisorInviteAcceptBody = z.object({
  token: tokenBody.shape.token,
  username: usernameSchema,
  ...derivedLogin,
  phoneNumber: phoneField,
});
export type AdvisorInviteAcceptBody = z.infer<typeof advisorInviteAcceptBody>;
export const signInUrlResponse = z.object({ signInUrl: z.string() });

/** The first provider admin (created by `main.ts create-provider`) sets a password and PIN through the one-time link. */
export const providerSetupInfo = z.object({
  username: z.string(),
  email: z.string(),
  salts: newLoginSaltsSchema,
});
export const providerSetupBody = z.object({ token: tokenBody.shape.token, ...derivedLogin });
export type ProviderSetupBody = z.infer<typeof providerSetupBody>;
