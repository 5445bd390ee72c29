import type { CurrentUser } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from './users.repository.js';
import { presentCurrentUser } from './users.presenter.js';

/** The signed-in user as the browser sees it, with the apps they may use. */
export async function currentUserOf(ctx: AppContext, user: UserRow, firm: FirmSummary): Promise<CurrentUser> {
  return presentCurrentUser(user, firm, await ctx.repos.users.appsOf(user.id), ctx.config.baseDomain);
}
