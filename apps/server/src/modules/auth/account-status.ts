import type { AppContext } from '../../app-context.js';
import type { UserRow } from '../users/users.repository.js';

export type AccountStatus = 'active' | 'disabled' | 'inactive';

/**
 * Whether a user may be signed in. A second user (owner_user_id set) acts for their client, so
 * they are shut out while that client is disabled or gone, without their own status changing
 * (restoring the client lets them back in).
 */
export async function accountStatus(ctx: AppContext, user: UserRow): Promise<AccountStatus> {
  if (user.status === 'disabled') return 'disabled';
  if (user.status !== 'active') return 'inactive';
  if (user.owner_user_id === null) return 'active';
  const owner = await ctx.repos.users.findById(user.owner_user_id);
  return owner?.status === 'active' ? 'active' : 'disabled';
}
