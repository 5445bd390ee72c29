import type { AppType } from '@guru/shared';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import { InvitesRepository } from '../invites/invites.repository.js';

/** Sign-up's reads and writes. Every query takes the firm first and is scoped by it. */
export class SignupRepository extends InvitesRepository {
  constructor(private readonly kdb: DbHandle) {
    super(kdb);
  }

  /** The same repository inside a caller's transaction. */
  override within(trx: DbHandle): SignupRepository {
    return new SignupRepository(trx);
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
    return inTransaction(this.kdb, (trx) => this.within(trx), fn);
  }
}
