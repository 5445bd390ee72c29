import { z } from 'zod';
import { limits } from '../limits.js';
import { messages } from '../messages.js';
import { recoveryMessages } from '../messages-recovery.js';
import { kdfParamsSchema } from './auth.js';
import { appTypeSchema, base64Schema } from './common.js';
import { emailAddressSchema } from './invites.js';
import { isEnvelopeSyntax, passwordsMessages } from './passwords.js';

/** The token of a reset link (random, base64url), sent in POST bodies only. */
export const resetTokenSchema = z.string({ error: recoveryMessages.linkInvalid }).min(16, recoveryMessages.linkInvalid).max(128, recoveryMessages.linkInvalid);

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
});
export type ResetStatus = z.infer<typeof resetStatusResponse>;

export const resetSendCodeResponse = z.object({ phoneHint: z.string() });

export const resetVerifyBody = z.object({
  token: resetTokenSchema,
  /** 6 digits (SMS or authenticator), or an authenticator recovery code. */
  code: z.string({ error: messages.input2faCode }).trim().min(1, messages.input2faCode).max(32, messages.codeInvalid),
});
export type ResetVerifyBody = z.infer<typeof resetVerifyBody>;
export const resetVerifyResponse = z.object({ verified: z.literal(true) });

export const resetRecoveryKeyResponse = z.object({ recoveryUserKey: z.string(), keyHandoutsLeft: z.number().int() });
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
  keepVault: z.boolean().optional(),
});
export type ResetCompleteBody = z.infer<typeof resetCompleteBody>;
export const resetCompleteResponse = z.object({ status: z.literal('reset') });

/** Authenticator recovery codes: the new set, shown once. */
export const totpRecoveryCodesResponse = z.object({ codes: z.array(z.string()) });
export type TotpRecoveryCodes = z.infer<typeof totpRecoveryCodesResponse>;
export const totpRecoveryStatusResponse = z.object({ remaining: z.number().int() });
export const totpRecoverySignInBody = z.object({
  recoveryCode: z.string({ error: messages.input2faCode }).trim().min(1, messages.input2faCode).max(32, recoveryMessages.totpRecoveryCodeWrong),
  appType: appTypeSchema,
});
export const totpFirstCodesBody = z.object({ appType: appTypeSchema });
export const totpRegenerateBody = z.object({ code: z.string().trim().regex(new RegExp(`^\\d{${limits.twoFactorCodeLength}}$`), messages.codeInvalid) });

/** The API paths of recovery (under API_PREFIX). */
export const recoveryApiPaths = {
  forgotPassword: '/auth/forgot-password',
  resetStatus: '/auth/reset-password/status',
  resetSendCode: '/auth/reset-password/send-code',
  resetVerify: '/auth/reset-password/verify',
  resetRecoveryKey: '/auth/reset-password/recovery-key',
  resetComplete: '/auth/reset-password/complete',
  totpRecoveryCodes: '/auth/totp-recovery-codes',
  totpRecoveryCodesNew: '/auth/totp-recovery-codes/new',
  /** Right after enrolment (session past the authenticator): the first set, once. */
  totpRecoveryCodesFirst: '/auth/totp-recovery-codes/first',
  /** At the authenticator step: a recovery code instead. */
  totpRecoverySignIn: '/auth/totp-recovery-codes/sign-in',
} as const;

/** Console pages of the authenticator's recovery codes. */
export const recoveryWebRoutes = {
  advisorSecurity: '/dashboard/user/security',
  providerSecurity: '/admin/security',
} as const;

/** The longest a client may try recovery codes within one reset (the server hands out recoveryUserKey this often). */
export const recoveryLimits = { keyHandoutsPerReset: 5, resetLinkValidityMinutes: 60, codeSendsPerReset: 4, totpRecoveryCodeCount: 10 } as const;
