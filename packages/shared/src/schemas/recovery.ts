import { z } from 'zod';
import { limits } from '../limits.js';
import { messages } from '../messages.js';
import { recoveryMessages } from '../messages-recovery.js';
import { emailLoginSchema, kdfParamsSchema, newLoginSaltsSchema } from './auth.js';
import { appTypeSchema, base64Schema } from './common.js';
import { emailAddressSchema } from './invites.js';
import { isEnvelopeSyntax, passwordsMessages } from './passwords.js';

/** The token of a reset link (random, base64url), sent in POST bodies only. */
export const resetTokenSchema = z
  .string({ error: recoveryMessages.linkInvalid })
  .min(16, recoveryMessages.linkInvalid)
  .max(128, recoveryMessages.linkInvalid);

export const forgotPasswordBody = z.object({ email: emailAddressSchema, appType: appTypeSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
/** One answer whether or not the e-mail is known. */
export const forgotPasswordResponse = z.object({ status: z.literal('sent') });

export const resetTokenBody = z.object({ token: resetTokenSchema });
export type ResetTokenBody = z.infer<typeof resetTokenBody>;

/** What the reset page needs to know about an open link. */
export const resetStatusResponse = z.object({
  /** client: SMS code, recovery code, new master password; staff (advisor, provider): authenticator, new password. */
  kind: z.enum(['client', 'staff']),
  method: z.enum(['sms', 'totp']),
  phoneHint: z.string().nullable(),
  verified: z.boolean(),
  appType: appTypeSchema,
  /** For the new Emergency Kit (the link went to this address). */
  username: z.string(),
  email: z.string(),
  /** Recovery-key handouts left (clients; ADR 0018). */
  keyHandoutsLeft: z.number().int(),
  /** Once verified: the salts the new password is derived with, one per login name (ADR 0022). */
  salts: newLoginSaltsSchema.nullable(),
});
export type ResetStatus = z.infer<typeof resetStatusResponse>;

export const resetSendCodeResponse = z.object({ phoneHint: z.string() });

export const resetVerifyBody = z.object({
  token: resetTokenSchema,
  /** 6 digits (SMS or authenticator), or an authenticator recovery code. */
  code: z
    .string({ error: messages.input2faCode })
    .trim()
    .min(1, messages.input2faCode)
    .max(32, messages.codeInvalid),
});
export type ResetVerifyBody = z.infer<typeof resetVerifyBody>;
/** Verified: the salts the new password is derived with, one per login name (ADR 0022). */
export const resetVerifyResponse = z.object({ verified: z.literal(true), salts: newLoginSaltsSchema });

export const resetRecoveryKeyResponse = z.object({
  recoveryUserKey: z.string(),
  keyHandoutsLeft: z.number().int(),
});
export type ResetRecoveryKey = z.infer<typeof resetRecoveryKeyResponse>;

const wrappedKeySchema = z
  .string({ error: passwordsMessages.invalidEnvelope })
  .max(512, passwordsMessages.invalidEnvelope)
  .refine(isEnvelopeSyntax, passwordsMessages.invalidEnvelope);

/**
 * The new login, derived in the browser (vault-crypto rekeyUserKey or createVaultKeys). A client sends
 * both wrapped keys: `keepVault` true when the user key was opened with the recovery code, false for a
 * fresh empty vault (the old entries are deleted). Advisors and the provider send the login only.
 */
export const resetCompleteBody = z.object({
  token: resetTokenSchema,
  authKey: base64Schema(32).length(44, messages.invalidInput),
  kdfSalt: base64Schema(64).min(24, messages.invalidInput),
  kdfParams: kdfParamsSchema,
  protectedUserKey: wrappedKeySchema.optional(),
  recoveryUserKey: wrappedKeySchema.optional(),
  /** The e-mail's own credential (ADR 0022); the fields above are the username's. */
  emailLogin: emailLoginSchema,
  keepVault: z.boolean().optional(),
});
export type ResetCompleteBody = z.infer<typeof resetCompleteBody>;
export const resetCompleteResponse = z.object({ status: z.literal('reset') });

/** Authenticator recovery codes: the new set, shown once. */
export const totpRecoveryCodesResponse = z.object({ codes: z.array(z.string()) });
export type TotpRecoveryCodes = z.infer<typeof totpRecoveryCodesResponse>;
export const totpRecoveryStatusResponse = z.object({ remaining: z.number().int() });
export const totpRecoverySignInBody = z.object({
  recoveryCode: z
    .string({ error: messages.input2faCode })
    .trim()
    .min(1, messages.input2faCode)
    .max(32, recoveryMessages.totpRecoveryCodeWrong),
  appType: appTypeSchema,
});
export const totpFirstCodesBody = z.object({ appType: appTypeSchema });
export const totpRegenerateBody = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${limits.twoFactorCodeLength}}$`), messages.codeInvalid),
});

export { recoveryApiPaths, recoveryLimits, recoveryWebRoutes } from '../recovery-paths.js';
