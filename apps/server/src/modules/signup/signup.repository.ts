import type { AppType } from '@guru/shared';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import { UsersRepository, insertUserWithApps, type NewUserRow } from '../users/users.repository.js';
import { InvitesRepository } from '../invites/invites.repository.js';

/** Sign-up's reads and writes. Every query takes the firm first and is scoped by it. */
export class SignupRepository extends InvitesRepository {
  constructor(private readonly kdb: DbHandle) {
    super(kdb);
  }

  async deleteUser(firmId: string, id: string): Promise<void> {
    await this.kdb.deleteFrom('users').where('firm_id', '=', firmId).where('id', '=', id).execute();
  }

  async grantApp(userId: string, appType: AppType, nowIso: string): Promise<void> {
    await this.kdb
      .insertInto('user_apps')
      .values({ user_id: userId, app_type: appType, created_at: nowIso })
      .onConflict((oc) => oc.columns(['user_id', 'app_type']).doNothing())
      .execute();
  }

  signupTransaction<T>(fn: (tx: SignupRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.kdb, (trx) => new SignupRepository(trx), fn);
  }
}

/**
 * The users repository that createUser writes through at sign-up: its insert runs `redeem` (use
 * the invite once, clear the placeholder row), the inserts of the user and their app access, and
 * `after` (what waits for the new user: documents shared with the e-mail) in ONE transaction.
 * createUser hashes before it calls insert, so no hashing holds the transaction.
 */
export class RedeemingUsersRepository extends UsersRepository {
  constructor(
    private readonly kdb: DbHandle,
    private readonly redeem: (tx: SignupRepository, row: NewUserRow) => Promise<void>,
    private readonly after?: (trx: DbHandle, row: NewUserRow) => Promise<void>,
  ) {
    super(kdb);
  }

  override async insert(row: NewUserRow, apps: AppType[], now: string): Promise<void> {
    await this.kdb.transaction().execute(async (trx) => {
      await this.redeem(new SignupRepository(trx), row);
      await insertUserWithApps(trx, row, apps, now);
      await this.after?.(trx, row);
    });
  }
}
