import { z } from 'zod';
import { limits } from '../limits.js';
import { messages } from '../messages.js';
import { pinResetMessages } from '../messages-pin-reset.js';
import { appTypeSchema } from './common.js';
import { emailAddressSchema } from './invites.js';

const newPin = z
  .string({ error: pinResetMessages.pinRequired })
  .regex(new RegExp(`^\\d{${limits.pinLength}}$`), pinResetMessages.pinRequired);
const smsCode = z
  .string({ error: messages.input2faCode })
  .regex(new RegExp(`^\\d{${limits.twoFactorCodeLength}}$`), messages.input2faCode);
/** A reset link's token (base64url, 32 bytes). */
const resetToken = z
  .string({ error: pinResetMessages.linkInvalid })
  .min(16, pinResetMessages.linkInvalid)
  .max(128, pinResetMessages.linkInvalid);

/** Reset by phone (a session past password and second factor, waiting for the PIN). `phone` and `negSubdomain` of the seed are ignored: the server uses the account's phone. */
export const forgotPinCodeBody = z.object({
  newPinCode: newPin,
  appType: appTypeSchema,
  phone: z.string().max(40).optional(),
  negSubdomain: z.string().max(100).optional(),
});
export type ForgotPinCodeBody = z.infer<typeof forgotPinCodeBody>;

/** Asks for the e-mailed link (same answer whether or not the e-mail is known). */
export const pinResetEmailRequestBody = z.object({ email: emailAddressSchema, appType: appTypeSchema });

/** Reset by the e-mailed link: the page posts the link's token and e-mail with the new PIN. */
export const resetPinViaEmailBody = z.object({
  token: resetToken,
  email: emailAddressSchema,
  newPinCode: newPin,
  appType: appTypeSchema,
  negSubdomain: z.string().max(100).optional(),
});

/** The SMS code that makes the new PIN count (by phone: the session's reset). */
export const verifyPinResetCodeBody = z.object({
  type: z.literal('resetPinCode', { error: messages.invalidInput }),
  code: smsCode,
  appType: appTypeSchema,
  phone: z.string().max(40).optional(),
});
/** The same for the e-mailed link: its token and e-mail again (the link works until the code confirms it). */
export const verifyPinResetViaEmailBody = z.object({
  code: smsCode,
  appType: appTypeSchema,
  token: resetToken,
  email: emailAddressSchema,
});

export const resendPinResetCodeBody = z.object({ appType: appTypeSchema });
export const resendPinResetViaEmailBody = z.object({
  appType: appTypeSchema,
  token: resetToken,
  email: emailAddressSchema,
});

export const pinResetStartedResponse = z.object({ sent: z.literal(true), phoneHint: z.string() });
export type PinResetStartedResponse = z.infer<typeof pinResetStartedResponse>;
export const pinResetDoneResponse = z.object({ reset: z.literal(true) });
/** The answer of "e-mail me a reset link" (alike for a known and an unknown address). */
export const pinResetLinkSentResponse = z.object({ sent: z.literal(true) });

/** Sign-up: a code sent to the typed cell phone, then the code back. */
export const signupPhoneCodeBody = z.object({
  code: z.string({ error: messages.inviteCodeInvalid }).max(256, messages.inviteCodeInvalid),
  phoneNumber: z
    .string({ error: messages.fillRequiredFields })
    .trim()
    .min(1, messages.fillRequiredFields)
    .max(40, messages.phoneInvalid),
  appType: appTypeSchema,
});
export const signupPhoneVerifyBody = signupPhoneCodeBody.extend({ smsCode });
export const signupPhoneCodeResponse = z.object({ sent: z.literal(true), phoneHint: z.string() });
export const signupPhoneVerifyResponse = z.object({ confirmed: z.literal(true) });
