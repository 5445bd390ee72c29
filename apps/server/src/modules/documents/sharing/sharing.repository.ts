import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DocumentShareInvitesTable } from '../../../db/tables/sharing.table.js';
import { selectByChunks } from '../../../db/rows.js';
import { inTransaction, type DbHandle } from '../../../db/transaction.js';
import type { UserRow } from '../../users/users.repository.js';

export type ShareInviteRow = Selectable<DocumentShareInvitesTable>;

/** One shared file or folder, as the sharing queries name it (always an item of the shared area, found through its scope first). */
export interface SharedItem {
  firmId: string;
  clientId: string;
  type: 'file' | 'folder';
  id: string;
  name: string;
}

/** A recipient of an item: an account (names set) or an e-mail waiting to sign up (names null). */
export interface RecipientRow {
  email: string;
  firstName: string | null;
  lastName: string | null;
  sharedAt: string;
}

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
 * Shares of documents and folders (document_shares) and shares waiting for an e-mail to sign up
 * (document_share_invites). Every query takes the firm first; the item itself is checked by the
 * caller through the documents policy's scopes before any of these run.
 */
export class SharingRepository {
  constructor(readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): SharingRepository {
    return new SharingRepository(trx);
  }

  transaction<T>(fn: (tx: SharingRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  /** The firm's user with this e-mail (any role, any status), if any. */
  findUserByEmail(firmId: string, emailKey: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('email_key', '=', emailKey)
      .executeTakeFirst();
  }

  /** Shares the item with a user; false when it already was. */
  async insertShare(item: SharedItem, userId: string, sharedBy: string, nowIso: string): Promise<boolean> {
    const res = await this.db
      .insertInto('document_shares')
      .values({
        id: crypto.randomUUID(),
        firm_id: item.firmId,
        client_id: item.clientId,
        item_type: item.type,
        item_id: item.id,
        user_id: userId,
        shared_by: sharedBy,
        created_at: nowIso,
      })
      .onConflict((oc) => oc.columns(['item_type', 'item_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Keeps a share for an e-mail that has no account yet; false when it was already kept. */
  async insertShareInvite(
    item: SharedItem,
    email: string,
    sharedBy: string,
    nowIso: string,
  ): Promise<boolean> {
    const res = await this.db
      .insertInto('document_share_invites')
      .values({
        id: crypto.randomUUID(),
        firm_id: item.firmId,
        client_id: item.clientId,
        item_type: item.type,
        item_id: item.id,
        email,
        email_key: email.toLowerCase(),
        shared_by: sharedBy,
        created_at: nowIso,
      })
      .onConflict((oc) => oc.columns(['item_type', 'item_id', 'email_key']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** The item's recipients: accounts first by share date, then e-mails waiting to sign up. */
  async recipients(item: SharedItem): Promise<RecipientRow[]> {
    const accounts = await this.db
      .selectFrom('document_shares')
      .innerJoin('users', 'users.id', 'document_shares.user_id')
      .select(['users.email', 'users.first_name', 'users.last_name', 'document_shares.created_at'])
      .where('document_shares.firm_id', '=', item.firmId)
      .where('document_shares.item_type', '=', item.type)
      .where('document_shares.item_id', '=', item.id)
      .orderBy('document_shares.created_at')
      .orderBy('users.email_key')
      .execute();
    const waiting = await this.db
      .selectFrom('document_share_invites')
      .select(['email', 'created_at'])
      .where('firm_id', '=', item.firmId)
      .where('item_type', '=', item.type)
      .where('item_id', '=', item.id)
      .orderBy('created_at')
      .orderBy('email_key')
      .execute();
    return [
      ...accounts.map((r) => ({
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        sharedAt: r.created_at,
      })),
      ...waiting.map((r) => ({ email: r.email, firstName: null, lastName: null, sharedAt: r.created_at })),
    ];
  }

  /** Removes the item's share with the firm's user of this e-mail, and any share waiting for the e-mail; how many went. */
  async deleteShares(item: SharedItem, emailKey: string): Promise<number> {
    const users = this.db
      .selectFrom('users')
      .select('users.id')
      .where('users.firm_id', '=', item.firmId)
      .where('users.email_key', '=', emailKey);
    const shares = await this.db
      .deleteFrom('document_shares')
      .where('firm_id', '=', item.firmId)
      .where('item_type', '=', item.type)
      .where('item_id', '=', item.id)
      .where('user_id', 'in', users)
      .executeTakeFirst();
    const waiting = await this.db
      .deleteFrom('document_share_invites')
      .where('firm_id', '=', item.firmId)
      .where('item_type', '=', item.type)
      .where('item_id', '=', item.id)
      .where('email_key', '=', emailKey)
      .executeTakeFirst();
    return Number(shares.numDeletedRows) + Number(waiting.numDeletedRows);
  }

  /** Whether any share still waits for this e-mail in the firm. */
  async hasShareInvites(firmId: string, emailKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('document_share_invites')
      .select('id')
      .where('firm_id', '=', firmId)
      .where('email_key', '=', emailKey)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The open third-party invites of an e-mail stop working (a new one replaces them, or nothing is shared any more). */
  async deleteOpenThirdPartyInvites(firmId: string, emailKey: string): Promise<void> {
    await this.db
      .deleteFrom('invites')
      .where('firm_id', '=', firmId)
      .where('email_key', '=', emailKey)
      .where('third_party', '=', 1)
      .where('used_at', 'is', null)
      .execute();
  }

  /**
   * Ends every share of these items (inside the caller's transaction: `within`): the accounts'
   * `document_shares` rows and the shares waiting for an e-mail in `document_share_invites`, so an item
   * moved back to the shared area is shared with nobody. An e-mail left with nothing waiting loses its
   * open third-party invite (as on unshare). Returns the shares that ended, for the activity.
   */
  async endShares(firmId: string, items: ItemsLeavingShares): Promise<EndedShare[]> {
    const ended: EndedShare[] = [];
    const waitingKeys = new Set<string>();
    await selectByChunks(items.ids, async (part) => {
      const accounts = await this.db
        .selectFrom('document_shares')
        .innerJoin('users', 'users.id', 'document_shares.user_id')
        .select(['document_shares.item_id', 'users.email'])
        .where('document_shares.firm_id', '=', firmId)
        .where('document_shares.item_type', '=', items.itemType)
        .where('document_shares.item_id', 'in', part)
        .orderBy('users.email_key')
        .execute();
      const waiting = await this.db
        .selectFrom('document_share_invites')
        .select(['item_id', 'email', 'email_key'])
        .where('firm_id', '=', firmId)
        .where('item_type', '=', items.itemType)
        .where('item_id', 'in', part)
        .orderBy('email_key')
        .execute();
      await this.db
        .deleteFrom('document_shares')
        .where('firm_id', '=', firmId)
        .where('item_type', '=', items.itemType)
        .where('item_id', 'in', part)
        .execute();
      await this.db
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
    for (const key of waitingKeys) {
      if (!(await this.hasShareInvites(firmId, key))) await this.deleteOpenThirdPartyInvites(firmId, key);
    }
    return ended;
  }

  /** Whether an item named by a waiting share still exists in the shared area of its client. */
  private async stillShared(
    firmId: string,
    clientId: string,
    type: 'file' | 'folder',
    id: string,
  ): Promise<boolean> {
    const row =
      type === 'file'
        ? await this.db
            .selectFrom('documents')
            .select('id')
            .where('firm_id', '=', firmId)
            .where('client_id', '=', clientId)
            .where('area', '=', 'shared')
            .where('id', '=', id)
            .executeTakeFirst()
        : await this.db
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
   * the shared area; the others are dropped). Runs inside the sign-up's transaction (`within`), after
   * the user's row is inserted. Returns how many shares were attached.
   */
  async attachWaitingShares(user: { id: string; firmId: string; emailKey: string }): Promise<number> {
    const waiting = await this.db
      .selectFrom('document_share_invites')
      .selectAll()
      .where('firm_id', '=', user.firmId)
      .where('email_key', '=', user.emailKey)
      .orderBy('created_at')
      .execute();
    let attached = 0;
    for (const w of waiting) {
      if (!(await this.stillShared(w.firm_id, w.client_id, w.item_type, w.item_id))) continue;
      await this.db
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
      await this.db
        .deleteFrom('document_share_invites')
        .where('firm_id', '=', user.firmId)
        .where('email_key', '=', user.emailKey)
        .execute();
    return attached;
  }
}
