import crypto from 'node:crypto';
import { AppType } from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import type { DbHandle } from '../../../db/transaction.js';
import { InvitesRepository } from '../../invites/invites.repository.js';
import { newInvite } from '../../invites/invites.service.js';
import { SharingRepository } from './sharing.repository.js';

/**
 * Sharing with an e-mail that is new to the firm (docs/ARCHITECTURE.md, "Documents Guru sharing"): the
 * share waits in document_share_invites, keyed by firm and e-mail, and the e-mail gets a Documents Guru
 * invite flagged third_party. Signing up with it creates a third-party user (role 5); whoever signs up
 * with that e-mail in the firm (with any invite) gets the waiting shares at once, in the sign-up's
 * transaction (attachWaitingShares).
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
  await new SharingRepository(trx).deleteOpenThirdPartyInvites(v.firmId, row.email_key);
  await new InvitesRepository(trx).insertInvite(row);
  return code;
}

/** Whether an item named by a waiting share still exists in the shared area of its client. */
async function stillShared(
  trx: DbHandle,
  firmId: string,
  clientId: string,
  type: 'file' | 'folder',
  id: string,
): Promise<boolean> {
  const row =
    type === 'file'
      ? await trx
          .selectFrom('documents')
          .select('id')
          .where('firm_id', '=', firmId)
          .where('client_id', '=', clientId)
          .where('area', '=', 'shared')
          .where('id', '=', id)
          .executeTakeFirst()
      : await trx
          .selectFrom('document_folders')
          .select('id')
          .where('firm_id', '=', firmId)
          .where('client_id', '=', clientId)
          .where('area', '=', 'shared')
          .where('id', '=', id)
          .executeTakeFirst();
  return row !== undefined;
}

/**
 * Turns the shares waiting for a new user's e-mail into their shares (those whose item is still in
 * the shared area; the others are dropped). Runs inside the sign-up's transaction, after the user's
 * row is inserted. Returns how many shares were attached.
 */
export async function attachWaitingShares(
  trx: DbHandle,
  user: { id: string; firmId: string; emailKey: string },
): Promise<number> {
  const waiting = await trx
    .selectFrom('document_share_invites')
    .selectAll()
    .where('firm_id', '=', user.firmId)
    .where('email_key', '=', user.emailKey)
    .orderBy('created_at')
    .execute();
  let attached = 0;
  for (const w of waiting) {
    if (!(await stillShared(trx, w.firm_id, w.client_id, w.item_type, w.item_id))) continue;
    await trx
      .insertInto('document_shares')
      .values({
        id: crypto.randomUUID(),
        firm_id: w.firm_id,
        client_id: w.client_id,
        item_type: w.item_type,
        item_id: w.item_id,
        user_id: user.id,
        shared_by: w.shared_by,
        created_at: w.created_at,
      })
      .onConflict((oc) => oc.columns(['item_type', 'item_id', 'user_id']).doNothing())
      .execute();
    attached += 1;
  }
  if (waiting.length > 0)
    await trx
      .deleteFrom('document_share_invites')
      .where('firm_id', '=', user.firmId)
      .where('email_key', '=', user.emailKey)
      .execute();
  return attached;
}
