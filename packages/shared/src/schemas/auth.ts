import { z } from 'zod';
import { limits } from '../limits.js';
import { messages } from '../messages.js';
import { appTypeSchema, base64Schema } from './common.js';
import { isEnvelopeSyntax } from './envelope.js';

export const kdfParamsSchema = z.object({
  algorithm: z.literal('argon2id'),
  memoryKiB: z.number().int().positive(),
  iterations: z.number().int().positive(),
  parallelism: z.number().int().positive(),
});
export type KdfParamsDto = z.infer<typeof kdfParamsSchema>;

export const usernameSchema = z
  .string({ error: messages.userNameRequired })
  .trim()
  .min(1, messages.userNameRequired)
  .max(limits.usernameMaxLength);

export const preloginBody = z.object({ username: usernameSchema });
/** The same shape for every name: a known name's stored salt, else the salt it would get (ADR 0022). */
export const preloginResponse = z.object({ kdf: kdfParamsSchema, salt: z.string() });
export type PreloginResponse = z.infer<typeof preloginResponse>;

/**
 * The salts a new password is derived with, one per login name (ADR 0022), handed out by the step
 * that precedes the password (or by prelogin for each name).
 */
export const newLoginSaltsSchema = z.object({
  kdf: kdfParamsSchema,
  usernameSalt: z.string(),
  emailSalt: z.string(),
});
export type NewLoginSalts = z.infer<typeof newLoginSaltsSchema>;

/** A KDF salt as sent with a new password: 16 to 64 bytes, base64. */
export const kdfSaltSchema = base64Schema(64).min(24, messages.invalidInput);

/**
 * The e-mail's own credential, sent beside the username's with every new password (ADR 0022): its
 * salt, its authKey (the server keeps argon2id of it) and the user key wrapped under its wrapKey
 * (null where the username's is null: advisors and the provider have no vault).
 */
export const emailLoginSchema = z.object({
  kdfSalt: kdfSaltSchema,
  authKey: base64Schema(32).length(44, messages.invalidInput),
  protectedUserKey: z
    .string()
    .max(512, messages.invalidInput)
    .refine(isEnvelopeSyntax, messages.invalidInput)
    .nullable(),
});
export type EmailLogin = z.infer<typeof emailLoginSchema>;

/** The browser sends authKey (32 bytes, base64), never the master password. */
export const loginBody = z.object({
  username: usernameSchema,
  authKey: base64Schema(32).min(43, messages.passwordRequired),
  appType: appTypeSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

const smsChallengeSchema = z.object({ method: z.literal('sms'), phoneHint: z.string() });
const totpChallengeSchema = z.object({
  method: z.literal('totp'),
  enrolment: z.object({ qrCodeDataUrl: z.string(), secret: z.string(), otpauthUrl: z.string() }).nullable(),
});
/** The code a person can use instead of their passkey (none where the firm requires passkeys). */
export const codeChallengeSchema = z.discriminatedUnion('method', [smsChallengeSchema, totpChallengeSchema]);
export type CodeChallenge = z.infer<typeof codeChallengeSchema>;

export const mfaChallengeSchema = z.discriminatedUnion('method', [
  smsChallengeSchema,
  totpChallengeSchema,
  /** A person with a passkey is asked for it (ADR 0044); the SMS code is sent only when they choose the fallback. */
  z.object({ method: z.literal('passkey'), fallback: codeChallengeSchema.nullable() }),
]);
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

export const scopeSchema = z.enum(['client', 'admin', 'provider']);
export type Scope = z.infer<typeof scopeSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  roleId: z.number().int(),
  scope: scopeSchema,
  currentLoggedAdmin: z.boolean(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  companyName: z.string(),
  companyDomain: z.string(),
  firmId: z.string(),
  pinTimeInMinute: z.number().int(),
  logoutTimeInMinute: z.number().int(),
  validateOTPCode: z.enum(['sms', 'totp']),
  apps: z.array(appTypeSchema),
  /** The firm requires a passkey of this advisor or second user, who has none yet (ADR 0044). */
  passkeyRequired: z.boolean().optional(),
  /** Documents Guru: whether anything is shared with the user now (the "Share with me" tab). Only in GET /users/currentUser. */
  isHasSharingFile: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResponse = z.object({
  user: z.object({ id: z.string(), username: z.string(), scope: scopeSchema }),
  mfa: mfaChallengeSchema,
});
export type LoginResponse = z.infer<typeof loginResponse>;

const sixDigits = z
  .string({ error: messages.input2faCode })
  .regex(new RegExp(`^\\d{${limits.twoFactorCodeLength}}$`), messages.input2faCode);
const fourDigits = z
  .string({ error: messages.pinWrong })
  .regex(new RegExp(`^\\d{${limits.pinLength}}$`), messages.pinWrong);

export const verifyCodeBody = z.object({
  code: sixDigits,
  appType: appTypeSchema,
  email: z.string().optional(),
  phone: z.string().optional(),
});
export const verifyBarCodeBody = z.object({
  verifyCode: sixDigits,
  appType: appTypeSchema,
  userId: z.string().optional(),
});
export const resend2faBody = z.object({ appType: appTypeSchema, username: z.string().optional() });
export const resend2faResponse = z.object({ sent: z.literal(true), message: z.string() });

export const accessCodeBody = z.object({ pinCode: fourDigits, appType: appTypeSchema });

/** After a correct PIN: the user, the session's unlock secret and the wrapped vault key. */
export const accessCodeLoginResponse = z.object({
  user: currentUserSchema,
  unlockSecret: z.string(),
  protectedUserKey: z.string().nullable(),
  /** The name whose wrapKey opens protectedUserKey: the one signed in with (ADR 0022; absent: the username). */
  loginName: z.enum(['username', 'email']).optional(),
  /**
   * After a sign-in with a passkey alone (ADR 0044): the user key wrapped under the key derived from that
   * passkey's PRF output, which the browser holds since the passkey step (the output never leaves it).
   */
  passkeyUserKey: z.string().nullable().optional(),
});
export type AccessCodeLoginResponse = z.infer<typeof accessCodeLoginResponse>;

export const appTypeQuery = z.object({ appType: appTypeSchema });

/** The answer of a passed second factor (SMS or authenticator code, or an authenticator recovery code): the PIN comes next. */
export const secondFactorPassedResponse = z.object({ stage: z.literal('pin') });
export type SecondFactorPassedResponse = z.infer<typeof secondFactorPassedResponse>;

export const sessionStageSchema = z.enum(['none', 'second_factor', 'pin', 'active']);
export type SessionStage = z.infer<typeof sessionStageSchema>;

/** Why the server ended the session at this call (a suspended firm, a disabled account, idle…), shown by the screen it lands on. */
export const sessionEndedSchema = z.object({ code: z.string(), message: z.string() });
export type SessionEnded = z.infer<typeof sessionEndedSchema>;

export const sessionResponse = z.object({
  stage: sessionStageSchema,
  user: currentUserSchema.nullable(),
  mfa: mfaChallengeSchema.nullable(),
  /** Only with stage none, when this very call ended a session. */
  ended: sessionEndedSchema.optional(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const firmBrandingSchema = z.object({
  firmId: z.string(),
  name: z.string(),
  subdomain: z.string(),
  logoUrl: z.string(),
});
export type FirmBranding = z.infer<typeof firmBrandingSchema>;
