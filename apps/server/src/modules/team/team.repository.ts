import { RoleId } from '../../db/tables/users.table.js';
import type { DbHandle } from '../../db/transaction.js';

/** The firm's advisors as its team (the users table is shared by the modules that manage people, ADR 0035). */
export class TeamRepository {
  constructor(private readonly db: DbHandle) {}

  members(firmId: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email', 'status', 'last_login_at'])
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.advisor)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }
}
