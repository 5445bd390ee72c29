import { selectByChunks } from '../../../db/rows.js';
import type { DbHandle } from '../../../db/transaction.js';
import { SharingRepository } from './sharing.repository.js';

/** Items of one type whose shares end (they leave the shared area, or are deleted). */
export interface ItemsLeavingShares {
  itemType: 'file' | 'folder';
  ids: readonly string[];
}

/** One share that ended: the item and the e-mail it was shared with (an account's, or one waiting to sign up). */
export interface EndedShare {
  itemType: 'file' | 'folder';
  itemId: string;
  email: string;
}

/**
 * Ends every share of these items inside the caller's transaction: the accounts' `document_shares`
 * rows and the shares waiting for an e-mail in `document_share_invites`, so an item moved back to the
 * shared area is shared with nobody. An e-mail left with nothing waiting loses its open third-party
 * invite (as on unshare). Returns the shares that ended, for the activity.
 */
export async function endSharesOf(
  trx: DbHandle,
  firmId: string,
  items: ItemsLeavingShares,
): Promise<EndedShare[]> {
  const ended: EndedShare[] = [];
  const waitingKeys = new Set<string>();
  await selectByChunks(items.ids, async (part) => {
    const accounts = await trx
      .selectFrom('document_shares')
      .innerJoin('users', 'users.id', 'document_shares.user_id')
      .select(['document_shares.item_id', 'users.email'])
      .where('document_shares.firm_id', '=', firmId)
      .where('document_shares.item_type', '=', items.itemType)
      .where('document_shares.item_id', 'in', part)
      .orderBy('users.email_key')
      .execute();
    const waiting = await trx
      .selectFrom('document_share_invites')
      .select(['item_id', 'email', 'email_key'])
      .where('firm_id', '=', firmId)
      .where('item_type', '=', items.itemType)
      .where('item_id', 'in', part)
      .orderBy('email_key')
      .execute();
    await trx
      .deleteFrom('document_shares')
      .where('firm_id', '=', firmId)
      .where('item_type', '=', items.itemType)
      .where('item_id', 'in', part)
      .execute();
    await trx
      .deleteFrom('document_share_invites')
      .where('firm_id', '=', firmId)
      .where('item_type', '=', items.itemType)
      .where('item_id', 'in', part)
      .execute();
    for (const row of accounts)
      ended.push({ itemType: items.itemType, itemId: row.item_id, email: row.email });
    for (const row of waiting) {
      ended.push({ itemType: items.itemType, itemId: row.item_id, email: row.email });
      waitingKeys.add(row.email_key);
    }
    return [];
  });
  const repo = new SharingRepository(trx);
  for (const key of waitingKeys) {
    if (!(await repo.hasShareInvites(firmId, key))) await repo.deleteOpenThirdPartyInvites(firmId, key);
  }
  return ended;
}
