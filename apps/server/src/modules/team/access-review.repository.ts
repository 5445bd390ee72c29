import { RoleId } from '../../db/tables/users.table.js';
import { inTransaction, type DbHandle } from '../../db/transaction.js';

/** The people of a firm an access review lists: its team, clients' second users and third parties. */
export const reviewedRoles = [RoleId.advisor, RoleId.staff, RoleId.secondUser, RoleId.sharedUser] as const;

/**
 * The people with access to a firm's data (ADR 0051): every signed-up, active user of the reviewed roles, with
 * the client a second user acts for. Removing one disables the user (the users table is shared by the modules
 * that manage people, ADR 0035); their sessions are ended by the auth module's repository in the same transaction.
 */
export class AccessReviewRepository {
  constructor(private readonly db: DbHandle) {}

  within(trx: DbHandle): AccessReviewRepository {
    return new AccessReviewRepository(trx);
  }

  transaction<T>(fn: (repo: AccessReviewRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  people(firmId: string) {
    return this.db
      .selectFrom('users')
      .leftJoin('users as owner', 'owner.id', 'users.owner_user_id')
      .select([
        'users.id',
        'users.role_id',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.last_login_at',
        'owner.first_name as owner_first_name',
        'owner.last_name as owner_last_name',
      ])
      .where('users.firm_id', '=', firmId)
      .where('users.role_id', 'in', [...reviewedRoles])
      .where('users.status', '=', 'active')
      .orderBy('users.last_name')
      .orderBy('users.first_name')
      .orderBy('users.id')
      .execute();
  }

  /** Disables one active user of the firm with this role; false when there is none. */
  async disable(firmId: string, userId: string, roleId: number, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ status: 'disabled', updated_at: nowIso })
      .where('firm_id', '=', firmId)
      .where('id', '=', userId)
      .where('role_id', '=', roleId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The firms whose advisors a quarter's reminder goes to: created before the quarter began, not reminded yet. */
  firmsToRemind(quarter: string, quarterStartIso: string) {
    return this.db
      .selectFrom('firms')
      .select(['firms.id', 'firms.name', 'firms.subdomain'])
      .where('firms.created_at', '<', quarterStartIso)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('access_review_reminders as r')
              .select('r.firm_id')
              .whereRef('r.firm_id', '=', 'firms.id')
              .where('r.quarter', '=', quarter),
          ),
        ),
      )
      .orderBy('firms.id')
      .execute();
  }

  /** Claims a firm's reminder of the quarter: true for exactly one of racing claims. */
  async claimReminder(firmId: string, quarter: string, nowIso: string): Promise<boolean> {
    const rows = await this.db
      .insertInto('access_review_reminders')
      .values({ firm_id: firmId, quarter, sent_at: nowIso })
      .onConflict((oc) => oc.columns(['firm_id', 'quarter']).doNothing())
      .returning('firm_id')
      .execute();
    return rows.length === 1;
  }

  /** The active advisors of a firm (the reminder's recipients; staff do not review access). */
  activeAdvisors(firmId: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.advisor)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
  }
}
