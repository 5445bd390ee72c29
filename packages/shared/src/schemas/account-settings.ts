import { z } from 'zod';
import { clientLimits, limits } from '../limits.js';
import { messages } from '../messages.js';
import { accountSettingsMessages as m } from '../messages-account-settings.js';
import { emailLoginSchema, kdfParamsSchema, newLoginSaltsSchema } from './auth.js';
import { base64Schema } from './common.js';
import { isEnvelopeSyntax, passwordsMessages } from './passwords.js';

/** Account settings (both apps): the numbers (the seeds' recommended idle ranges; ours for the photo). */
export const accountSettingsLimits = {
  pinIdleMinMinutes: 5,
  pinIdleMaxMinutes: 10,
  logoutIdleMinMinutes: 10,
  logoutIdleMaxMinutes: 30,
  photoMaxBytes: 5 * 1_048_576,
  /** The browser resizes a photo to this square before upload; the server refuses anything larger. */
  photoSizePx: 200,
  /** After its SMS code, a step may be finished within this time. */
  verifiedStepMinutes: 10,
} as const;

export const photoContentTypes = ['image/png', 'image/jpeg'] as const;

const name = z
  .string({ error: m.settingsNameRequired })
  .trim()
  .min(1, m.settingsNameRequired)
  .max(clientLimits.nameMaxLength, m.settingsNameRequired);

const optionalPhone = z.string().trim().max(40, messages.phoneInvalid).nullable();

/** What the page shows. */
export const accountSettingsResponse = z.object({
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  recoverPhoneNumber: z.string().nullable(),
  enableNotification: z.boolean(),
  pinTimeInMinute: z.number().int(),
  logoutTimeInMinute: z.number().int(),
  /** Changes with each new photo (a cache key for the photo's URL); null without a photo. */
  photoVersion: z.string().nullable(),
  /** The user key wrapped under the password's wrapKey (ciphertext; opened in the browser only). */
  protectedUserKey: z.string().nullable(),
});
export type AccountSettings = z.infer<typeof accountSettingsResponse>;

/** "Your Info": the names, the e-mail toggle and the optional alternate phone (null or '' removes it). */
export const settingsYourInfoBody = z.object({
  firstName: name,
  lastName: name,
  enableNotification: z.boolean(),
  recoverPhoneNumber: optionalPhone,
});
export type SettingsYourInfoBody = z.infer<typeof settingsYourInfoBody>;

export const settingsIdleTimesBody = z.object({
  pinTimeInMinute: z
    .number()
    .int()
    .min(accountSettingsLimits.pinIdleMinMinutes, m.settingsPinIdleRange)
    .max(accountSettingsLimits.pinIdleMaxMinutes, m.settingsPinIdleRange),
  logoutTimeInMinute: z
    .number()
    .int()
    .min(accountSettingsLimits.logoutIdleMinMinutes, m.settingsLogoutIdleRange)
    .max(accountSettingsLimits.logoutIdleMaxMinutes, m.settingsLogoutIdleRange),
});
export type SettingsIdleTimesBody = z.infer<typeof settingsIdleTimesBody>;

const smsCode = z
  .string({ error: messages.input2faCode })
  .regex(new RegExp(`^\\d{${limits.twoFactorCodeLength}}$`), messages.codeInvalid);
const pin = z
  .string({ error: messages.pinFormat })
  .regex(new RegExp(`^\\d{${limits.pinLength}}$`), messages.pinFormat);
const authKey = base64Schema(32).length(44, messages.invalidInput);

/** The user key wrapped in the browser: a vault-crypto envelope. */
const wrappedKey = z
  .string({ error: passwordsMessages.invalidEnvelope })
  .max(512, passwordsMessages.invalidEnvelope)
  .refine(isEnvelopeSyntax, passwordsMessages.invalidEnvelope);

export const settingsPhoneStartBody = z.object({
  phoneNumber: z
    .string({ error: messages.phoneInvalid })
    .trim()
    .min(1, messages.phoneInvalid)
    .max(40, messages.phoneInvalid),
});
export const settingsPhoneStartResponse = z.object({
  phoneHint: z.string(),
  alternateHint: z.string().nullable(),
});
export const settingsPhoneConfirmBody = z.object({ oldCode: smsCode, newCode: smsCode });

/** The steps confirmed by an SMS code to the cell phone. */
export const settingsStep = z.enum(['password', 'pin']);
export type SettingsStep = z.infer<typeof settingsStep>;

/** Step 1 of a master password change: the current password, as its authKey (derived in the browser). */
export const settingsPasswordStartBody = z.object({ authKey });
export const settingsPasswordStartResponse = z.object({
  phoneHint: z.string(),
  protectedUserKey: z.string().nullable(),
  salts: newLoginSaltsSchema,
});

export const settingsPinStartBody = z.object({ pinCode: pin });
export const settingsCodeSentResponse = z.object({ phoneHint: z.string() });

export const settingsVerifyCodeBody = z.object({ step: settingsStep, code: smsCode });
export const settingsResendCodeBody = z.object({ step: settingsStep });

/** The last step of a password change: the new login, made in the browser by rekeyUserKey. */
export const settingsNewPasswordBody = z.object({
  authKey,
  kdfSalt: base64Schema(64).min(24, messages.invalidInput),
  kdfParams: kdfParamsSchema,
  protectedUserKey: wrappedKey.nullable(),
  /** The e-mail's own credential (ADR 0022); the fields above are the username's. */
  emailLogin: emailLoginSchema,
});
export type SettingsNewPasswordBody = z.infer<typeof settingsNewPasswordBody>;

export const settingsNewPinBody = z
  .object({ pinCode: pin, pinCodeConfirm: pin })
  .refine((b) => b.pinCode === b.pinCodeConfirm, { message: m.settingsPinsDiffer, path: ['pinCodeConfirm'] });

/** A new Emergency Kit: the PIN, and the user key wrapped under the new recovery code (made in the browser). */
export const settingsNewRecoveryCodeBody = z.object({ pinCode: pin, recoveryUserKey: wrappedKey });
