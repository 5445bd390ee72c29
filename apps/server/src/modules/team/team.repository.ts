import { RoleId } from '../../db/tables/users.table.js';
import type { DbHandle } from '../../db/transaction.js';

const teamRoles = [RoleId.advisor, RoleId.staff];

/** The firm's advisors and staff as its team (the users table is shared by the modules that manage people, ADR 0035). */
export class TeamRepository {
  constructor(private readonly db: DbHandle) {}

  members(firmId: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'role_id', 'first_name', 'last_name', 'email', 'status', 'last_login_at'])
      .where('firm_id', '=', firmId)
      .where('role_id', 'in', teamRoles)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Disables or enables an advisor or staff member of the firm who has signed up; false when there is none. */
  async setMemberStatus(
    firmId: string,
    userId: string,
    status: 'active' | 'disabled',
    nowIso: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ status, updated_at: nowIso })
      .where('firm_id', '=', firmId)
      .where('id', '=', userId)
      .where('role_id', 'in', teamRoles)
      .where('status', 'in', ['active', 'disabled'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
