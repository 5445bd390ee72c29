import { z } from 'zod';
import { clientLimits } from '../limits.js';
import { messages } from '../messages.js';
import { clientStatusSchema, userIdSchema } from './clients.js';
import { appTypeSchema } from './common.js';

/** Invites (clients and second users) and the firm's verified sender address. */

/** An e-mail address: trimmed, at most 254 characters, valid. */
export const emailAddressSchema = z
  .string({ error: messages.emailInvalid })
  .trim()
  .min(1, messages.emailInvalid)
  .max(clientLimits.emailMaxLength, messages.emailInvalid)
  .pipe(z.email(messages.emailInvalid));

export const senderStatusQuery = z.object({ email: emailAddressSchema });
export const senderStatusResponse = z.object({ isVerified: z.boolean() });
export const sendVerifyBody = z.object({ email: emailAddressSchema });
/** The sender verification page posts the e-mailed link's token (never in a URL we call). */
export const senderVerifyBody = z.object({ token: z.string().max(256) });

const inviteTitle = z.string().trim().max(clientLimits.inviteTitleMaxLength).optional();
const inviteNote = z.string().max(clientLimits.inviteNoteMaxLength).optional();

/** negOwnerId and negSubdomain of the seeds are accepted and ignored: the session and host decide. */
export const inviteBody = z.object({
  email: emailAddressSchema,
  title: inviteTitle,
  note: inviteNote,
  appType: appTypeSchema,
});
export type InviteBody = z.infer<typeof inviteBody>;
export const inviteResponse = z.object({ email: z.string(), expiresAt: z.string() });

/** Codes are 32 random bytes in base64url; anything else is simply not found. Posted in the body, never in a URL. */
export const inviteCodeBody = z.object({ code: z.string().max(256) });
export const inviteCodeInfoSchema = z.object({
  email: z.string(),
  phoneNumber: z.string(),
  appType: appTypeSchema,
  /** The e-mail already has an account in the firm: sign in and accept the invite instead of signing up. */
  isRegistered: z.boolean(),
  /** Sent because something was shared with this e-mail: the sign-up makes a third party (role 5), with its own texts. */
  isThirdParty: z.boolean(),
});
export type InviteCodeInfo = z.infer<typeof inviteCodeInfoSchema>;

// Second users.

export const secondUsersQuery = z.object({ mainUserId: userIdSchema });
export const secondUserSchema = z.object({ id: z.string(), email: z.string(), status: clientStatusSchema });
export type SecondUser = z.infer<typeof secondUserSchema>;

/** E-mails are trimmed, lower-cased and de-duplicated. */
const secondUserEmails = z
  .array(z.string().max(clientLimits.emailMaxLength, messages.emailInvalid))
  .min(1, messages.emailInvalid)
  .max(20, messages.maxSecondUsers)
  .transform((list) => [...new Set(list.map((e) => e.trim().toLowerCase()))])
  .pipe(z.array(z.email(messages.emailInvalid)).max(clientLimits.maxSecondUsers, messages.maxSecondUsers));

export const inviteSecondUserBody = z.object({
  emails: secondUserEmails,
  title: inviteTitle,
  note: inviteNote,
  appType: appTypeSchema,
  clientId: userIdSchema,
});
export type InviteSecondUserBody = z.infer<typeof inviteSecondUserBody>;
export const inviteSecondUserResponse = z.object({ invited: z.array(z.string()) });

export const deleteSecondUserBody = z.object({ userId: userIdSchema, clientId: userIdSchema });
export const disableSecondUserBody = deleteSecondUserBody.extend({ isDisabled: z.boolean() });
