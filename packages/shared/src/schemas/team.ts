import { z } from 'zod';
import { providerInviteAdvisorBody } from './subscriptions.js';

/**
 * The firm's team in the advisor console (under BE_API_PREFIX): its advisors and staff, invited, disabled and
 * removed by its advisors (ADR 0049), and the access review of everyone who reaches the firm's data (ADR 0051).
 */
export const teamApiPaths = {
  team: '/team',
  invite: '/team/advisors',
  memberDisabled: '/team/:userId/disabled',
  /** GET: every person or link with access to the firm's data. */
  accessReview: '/access-review',
  /** DELETE: ends one access (a person's sign-in, a link). */
  accessRemove: '/access-review/:kind/:id',
} as const;

/** A member of the firm's team: an advisor (everything) or staff (Client Management and documents only). */
export const teamRoles = ['advisor', 'staff'] as const;
export const teamRoleSchema = z.enum(teamRoles);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** The users table's role id of the firm's staff (advisors are 6). */
export const staffRoleId = 7;

/** Whether a signed-in console user is staff: the web app hides billing, branding and the firm's settings. */
export function isStaffUser(user: { roleId: number }): boolean {
  return user.roleId === staffRoleId;
}

export const teamMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  status: z.enum(['active', 'disabled', 'pending']),
  lastLoginAt: z.string().nullable(),
  /** The caller: they cannot disable themselves. */
  self: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({ members: z.array(teamMemberSchema) });
export type Team = z.infer<typeof teamSchema>;

export const teamInviteBody = providerInviteAdvisorBody.extend({ role: teamRoleSchema.default('advisor') });
export type TeamInviteBody = z.input<typeof teamInviteBody>;
export const teamMemberParams = z.object({ userId: z.uuid() });
export const teamMemberDisabledBody = z.object({ isDisabled: z.boolean() });

/** What an access review row is: a person of the firm or a client's, or an open link for an outsider. */
export const accessKinds = ['advisor', 'staff', 'second_user', 'third_party', 'document_link'] as const;
export const accessKindSchema = z.enum(accessKinds);
export type AccessKind = z.infer<typeof accessKindSchema>;

export const accessEntrySchema = z.object({
  kind: accessKindSchema,
  id: z.string(),
  /** The person's name, or the address a link was sent to. */
  name: z.string(),
  email: z.string(),
  /** Whose data it reaches: the client of a second user, the item of a link; empty for the firm's team. */
  reaches: z.string(),
  status: z.enum(['active', 'disabled', 'pending']),
  /** The last sign-in, or for a link the last time it was opened. */
  lastActiveAt: z.string().nullable(),
  /** A link's expiry. */
  expiresAt: z.string().nullable(),
  /** The caller: their own access cannot be removed here. */
  self: z.boolean(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

export const accessReviewSchema = z.object({ entries: z.array(accessEntrySchema) });
export type AccessReview = z.infer<typeof accessReviewSchema>;

export const accessRemoveParams = z.object({ kind: accessKindSchema, id: z.uuid() });
