import { z } from 'zod';
import { providerInviteAdvisorBody } from './subscriptions.js';

/** The firm's team in the advisor console: its advisors, invited and disabled by its advisors (under BE_API_PREFIX). */
export const teamApiPaths = {
  team: '/team',
  invite: '/team/advisors',
  memberDisabled: '/team/:userId/disabled',
} as const;

export const teamWebRoutes = { team: '/dashboard/team' } as const;

export const teamMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(['active', 'disabled', 'pending']),
  lastLoginAt: z.string().nullable(),
  /** The caller: they cannot disable themselves. */
  self: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({ members: z.array(teamMemberSchema) });
export type Team = z.infer<typeof teamSchema>;

export const teamInviteBody = providerInviteAdvisorBody;
export type TeamInviteBody = z.infer<typeof teamInviteBody>;
export const teamMemberParams = z.object({ userId: z.uuid() });
export const teamMemberDisabledBody = z.object({ isDisabled: z.boolean() });
