import { z } from 'zod';
import { clientLimits } from '../limits.js';
import { messages } from '../messages.js';

/** A visitor asks the firm for an account (either app); the advisor decides. */

/** The seeds' four relationship options, verbatim. */
export const relationshipOptions = [
  messages.relationshipClient,
  messages.relationshipRelative,
  messages.relationshipReferral,
  messages.relationshipVisitor,
] as const;
export type Relationship = (typeof relationshipOptions)[number];

const required = (max: number) =>
  z
    .string({ error: messages.inputRequiredData })
    .trim()
    .min(1, messages.inputRequiredData)
    .max(max, messages.inputRequiredData);

export const accountRequestBody = z.object({
  firstName: required(clientLimits.nameMaxLength),
  lastName: required(clientLimits.nameMaxLength),
  email: required(clientLimits.emailMaxLength).pipe(z.email(messages.inputRequiredData)),
  /** Optional; normalised to E.164, or refused with "The phone number is invalid". */
  phoneNumber: z.string().trim().max(40, messages.phoneInvalid).nullish(),
  relationship: z.enum(relationshipOptions, { error: messages.selectRelationship }),
  /** The advisor's id as the seeds send it; accepted and ignored (the host decides the firm). */
  negOwnerId: z.union([z.string().max(64), z.number()]).nullish(),
});
export type AccountRequestBody = z.infer<typeof accountRequestBody>;

/** The same answer whether or not the e-mail was known (no enumeration). */
export const accountRequestResponse = z.object({ status: z.literal('success') });
