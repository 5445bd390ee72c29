import type { CurrentUser } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from './users.repository.js';
import { presentCurrentUser } from './users.presenter.js';

/** The signed-in user as the browser sees it, with the apps they may use and whether documents were shared with them. */
export async function currentUserOf(ctx: AppContext, user: UserRow, firm: FirmSummary): Promise<CurrentUser> {
  const isHasSharingFile = await ctx.repos.documents.hasSharedItems({
    kind: 'share',
    firmId: firm.id,
    userId: user.id,
  });
  return {
    ...presentCurrentUser(user, firm, await ctx.repos.users.appsOf(user.id), ctx.config.baseDomain),
    isHasSharingFile,
  };
}
