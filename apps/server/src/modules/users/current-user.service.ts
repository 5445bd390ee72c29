import type { CurrentUser } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from './users.repository.js';
import { presentCurrentUser } from './users.presenter.js';

/**
 * Whether documents were shared with the user. Documents Guru sits above this module (docs/ARCHITECTURE.md,
 * "Layers"), so app.ts hands the check in.
 */
export type SharedDocumentsCheck = (firmId: string, userId: string) => Promise<boolean>;

/** The signed-in user as the browser sees it, with the apps they may use and whether documents were shared with them. */
export async function currentUserOf(
  ctx: AppContext,
  hasSharedDocuments: SharedDocumentsCheck,
  user: UserRow,
  firm: FirmSummary,
): Promise<CurrentUser> {
  const isHasSharingFile = await hasSharedDocuments(firm.id, user.id);
  return {
    ...presentCurrentUser(user, firm, await ctx.repos.users.appsOf(user.id), ctx.config.baseDomain),
    isHasSharingFile,
  };
}
