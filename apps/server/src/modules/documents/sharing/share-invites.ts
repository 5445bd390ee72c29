import { AppType } from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import type { DbHandle } from '../../../db/transaction.js';
import { newInvite } from '../../invites/invites.service.js';

/**
 * Sharing with an e-mail that is new to the firm (docs/ARCHITECTURE.md, "Documents Guru sharing"): the
 * share waits in document_share_invites, keyed by firm and e-mail, and the e-mail gets a Documents Guru
 * invite flagged third_party. Signing up with it creates a third-party user (role 5); whoever signs up
 * with that e-mail in the firm (with any invite) gets the waiting shares at once, in the sign-up's
 * transaction (SharingRepository.attachWaitingShares).
 */

/** A fresh third-party invite of the e-mail (earlier open ones stop working); returns the code for the mail. */
export async function issueThirdPartyInvite(
  ctx: AppContext,
  trx: DbHandle,
  v: { firmId: string; email: string; invitedBy: string },
): Promise<string> {
  const { code, row } = newInvite(ctx, {
    firmId: v.firmId,
    email: v.email,
    phone: '',
    appType: AppType.documents,
    invitedBy: v.invitedBy,
    clientId: null,
    thirdParty: true,
  });
  await ctx.repos.sharing.within(trx).deleteOpenThirdPartyInvites(v.firmId, row.email_key);
  await ctx.repos.invites.within(trx).insertInvite(row);
  return code;
}
