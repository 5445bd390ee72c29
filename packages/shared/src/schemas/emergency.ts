import { z } from 'zod';
import { clientLimits, limits } from '../limits.js';
import { messages } from '../messages.js';
import { emergencyMessages } from '../messages-emergency.js';
import { emailLoginSchema, kdfParamsSchema, newLoginSaltsSchema } from './auth.js';
import { base64Schema } from './common.js';
import { emailAddressSchema } from './invites.js';
import { isEnvelopeSyntax, passwordsMessages } from './passwords.js';

/**
 * Emergency contact and emergency access (DESIGN section 11, ADR 0021). The browser makes the emergency
 * key E and splits it: only the server's share S, the user key wrapped under E and a one-way proof of
 * the kit's code C are ever sent; C itself never is.
 */

/** The waiting periods a client may choose, in days (default 7). */
export const emergencyWaitDays = [1, 3, 7, 14, 30] as const;
export const EMERGENCY_DEFAULT_WAIT_DAYS = 7;

const requiredText = (max: number) =>
  z
    .string({ error: messages.fillRequiredFields })
    .trim()
    .min(1, messages.fillRequiredFields)
    .max(max, messages.fillRequiredFields);

const wrappedKeySchema = z
  .string({ error: passwordsMessages.invalidEnvelope })
  .max(512, passwordsMessages.invalidEnvelope)
  .refine(isEnvelopeSyntax, passwordsMessages.invalidEnvelope);

/** 32 bytes, base64url without padding (43 characters). */
const proofSchema = z
  .string({ error: emergencyMessages.kitCodeInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, emergencyMessages.kitCodeInvalid);
/** 16 bytes, base64url without padding (22 characters). */
const shareSchema = z
  .string({ error: messages.invalidInput })
  .regex(/^[A-Za-z0-9_-]{22}$/, messages.invalidInput);
const kitIdSchema = z
  .string({ error: emergencyMessages.kitVoid })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, emergencyMessages.kitVoid);
const tokenSchema = z
  .string({ error: emergencyMessages.refuseInvalid })
  .min(16, emergencyMessages.refuseInvalid)
  .max(128, emergencyMessages.refuseInvalid);

export const emergencyContactFields = z.object({
  name: requiredText(clientLimits.nameMaxLength * 2),
  email: emailAddressSchema,
  /** Mobile only: normalised by the shared phone validator on the server. */
  phoneNumber: requiredText(40),
  relationship: requiredText(100),
  waitDays: z.union(emergencyWaitDays.map((d) => z.literal(d))),
});
export type EmergencyContactFields = z.infer<typeof emergencyContactFields>;

export const saveEmergencyContactBody = emergencyContactFields.extend({
  serverShare: shareSchema,
  emergencyUserKey: wrappedKeySchema,
  kitProof: proofSchema,
});
export type SaveEmergencyContactBody = z.infer<typeof saveEmergencyContactBody>;

export const emergencyRequestStatus = z.enum(['waiting', 'refused', 'released', 'completed']);
export type EmergencyRequestStatus = z.infer<typeof emergencyRequestStatus>;

export const emergencyContactView = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  relationship: z.string(),
  waitDays: z.number().int(),
  kitId: z.string(),
  updatedAt: z.string(),
});
export type EmergencyContactView = z.infer<typeof emergencyContactView>;

export const emergencyOpenRequestView = z.object({
  id: z.string(),
  requestedAt: z.string(),
  availableAt: z.string(),
});

export const emergencyContactResponse = z.object({
  contact: emergencyContactView.nullable(),
  openRequest: emergencyOpenRequestView.nullable(),
  /** The user's own wrapped user key, for a browser that must open it with the master password. */
  protectedUserKey: z.string().nullable(),
});
export type EmergencyContactResponse = z.infer<typeof emergencyContactResponse>;

export const emergencyKitBody = z.object({ kitId: kitIdSchema, kitProof: proofSchema });
export type EmergencyKitBody = z.infer<typeof emergencyKitBody>;

export const emergencyRequestResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('waiting'), availableAt: z.string() }),
  z.object({ status: z.literal('refused') }),
  z.object({ status: z.literal('codeSent'), phoneHint: z.string() }),
]);
export type EmergencyRequestResponse = z.infer<typeof emergencyRequestResponse>;

export const emergencyVerifyBody = emergencyKitBody.extend({
  code: z
    .string({ error: messages.input2faCode })
    .regex(new RegExp(`^\\d{${limits.twoFactorCodeLength}}$`), messages.codeInvalid),
});
export type EmergencyVerifyBody = z.infer<typeof emergencyVerifyBody>;

export const emergencyReleaseResponse = z.object({
  username: z.string(),
  serverShare: z.string(),
  emergencyUserKey: z.string(),
  /** The salts the new password is derived with, one per login name (ADR 0022). */
  salts: newLoginSaltsSchema,
  /** Single use, valid 30 minutes: it allows the takeover below once. */
  takeoverToken: z.string(),
});
export type EmergencyReleaseResponse = z.infer<typeof emergencyReleaseResponse>;

export const emergencyTakeoverBody = z.object({
  takeoverToken: tokenSchema,
  authKey: base64Schema(32).length(44, messages.invalidInput),
  kdfSalt: base64Schema(64).min(24, messages.invalidInput),
  kdfParams: kdfParamsSchema,
  protectedUserKey: wrappedKeySchema,
  recoveryUserKey: wrappedKeySchema,
  /** The e-mail's own credential (ADR 0022); the fields above are the username's. */
  emailLogin: emailLoginSchema,
  pinCode: z
    .string({ error: messages.pinFormat })
    .regex(new RegExp(`^\\d{${limits.pinLength}}$`), messages.pinFormat),
});
export type EmergencyTakeoverBody = z.infer<typeof emergencyTakeoverBody>;

export const emergencyTakeoverResponse = z.object({ username: z.string(), email: z.string() });

export const emergencyRefuseBody = z.object({ token: tokenSchema });
export const emergencyStatusResponse = z.object({ status: emergencyRequestStatus });
