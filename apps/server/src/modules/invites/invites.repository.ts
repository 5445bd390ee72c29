import type { Insertable, Selectable } from 'kysely';
import type { AppType } from '@guru/shared';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import type { InvitesTable, SenderVerificationsTable } from '../../db/tables/clients.table.js';
import { RoleId, type UsersTable, type UserStatus } from '../../db/tables/users.table.js';
import { userHasApp, type UserRow } from '../users/users.repository.js';

export type InviteRow = Selectable<InvitesTable>;

/**
 * Invites, second users and the advisors' sender addresses. Every query takes the firm first and is
 * scoped by it. Inside `transaction` only this repository, or another bound to `trx`, may be used
 * (SQLite has one connection).
 */
export class InvitesRepository {
  constructor(private readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): InvitesRepository {
    return new InvitesRepository(trx);
  }

  transaction<T>(fn: (tx: InvitesRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  // People of the firm.

  findUserByEmail(firmId: string, emailKey: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('email_key', '=', emailKey)
      .executeTakeFirst();
  }

  findUser(firmId: string, id: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  hasApp(userId: string, appType: AppType): Promise<boolean> {
    return userHasApp(this.db, userId, appType);
  }

  async insertUser(row: Insertable<UsersTable>): Promise<void> {
    await this.db.insertInto('users').values(row).execute();
  }

  async setStatus(
    firmId: string,
    userId: string,
    from: UserStatus,
    to: UserStatus,
    nowIso: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ status: to, updated_at: nowIso })
      .where('firm_id', '=', firmId)
      .where('id', '=', userId)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // Second users (role 4) of a client.

  /**
   * Takes the client's row lock until the transaction ends (a no-op update), so that concurrent
   * second-user invites of one client run one after the other (PostgreSQL; SQLite has one writer).
   */
  async lockClient(firmId: string, clientId: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('firm_id', '=', firmId)
      .where('id', '=', clientId)
      .execute();
  }

  listSecondUsers(firmId: string, clientId: string): Promise<UserRow[]> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.secondUser)
      .where('owner_user_id', '=', clientId)
      .orderBy('created_at')
      .orderBy('email_key')
      .execute();
  }

  async deletePendingSecondUser(firmId: string, clientId: string, userId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('users')
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.secondUser)
      .where('owner_user_id', '=', clientId)
      .where('id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  // Invites.

  async insertInvite(row: InviteRow): Promise<void> {
    await this.db.insertInto('invites').values(row).execute();
  }

  /** A new invite replaces the open ones for the same person, app and (second-user) client. */
  async deleteOpenInvites(
    firmId: string,
    emailKey: string,
    appType: string | null,
    clientId: string | null,
  ): Promise<void> {
    let q = this.db
      .deleteFrom('invites')
      .where('firm_id', '=', firmId)
      .where('email_key', '=', emailKey)
      .where('used_at', 'is', null)
      .where('client_id', clientId === null ? 'is' : '=', clientId);
    if (appType !== null) q = q.where('app_type', '=', appType);
    await q.execute();
  }

  /** Every invite of the e-mail in the firm, used ones too (they hold the e-mail and the phone). */
  async deleteAllOfEmail(firmId: string, emailKey: string): Promise<void> {
    await this.db
      .deleteFrom('invites')
      .where('firm_id', '=', firmId)
      .where('email_key', '=', emailKey)
      .execute();
  }

  /** An invite of the firm that is neither used nor expired. */
  findOpenInvite(firmId: string, codeHash: string, nowIso: string): Promise<InviteRow | undefined> {
    return this.db
      .selectFrom('invites')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
  }

  /** Marks an open invite used; false when it was used (or expired) meanwhile: single use under concurrency. */
  async consumeInvite(firmId: string, id: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('invites')
      .set({ used_at: nowIso })
      .where('firm_id', '=', firmId)
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // The advisors' sender addresses.

  async insertSenderVerification(row: Selectable<SenderVerificationsTable>): Promise<void> {
    await this.db.insertInto('sender_verifications').values(row).execute();
  }

  /** Uses a verification link once; returns the address it verifies and the advisor who asked. */
  async consumeSenderVerification(
    firmId: string,
    tokenHash: string,
    nowIso: string,
  ): Promise<{ email: string; advisorId: string | null } | null> {
    const row = await this.db
      .updateTable('sender_verifications')
      .set({ used_at: nowIso })
      .where('firm_id', '=', firmId)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .returning(['email', 'requested_by'])
      .executeTakeFirst();
    return row ? { email: row.email, advisorId: row.requested_by } : null;
  }

  /** The advisor's verified sender address (one per advisor: a new one replaces the old). */
  async setAdvisorSender(firmId: string, advisorId: string, email: string, nowIso: string): Promise<void> {
    await this.db
      .insertInto('advisor_senders')
      .values({ user_id: advisorId, firm_id: firmId, email, verified_at: nowIso })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ email, verified_at: nowIso }))
      .execute();
  }

  /**
   * The advisor's own verified sender address (migration 0005), or null: invites and the advisor's
   * other client mails go out in the firm's name with this address as Reply-To.
   */
  async advisorSender(firmId: string, advisorId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('advisor_senders')
      .select('email')
      .where('firm_id', '=', firmId)
      .where('user_id', '=', advisorId)
      .executeTakeFirst();
    return row?.email ?? null;
  }
}
