import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountRequestsTable } from '../../db/tables/clients.table.js';
import { RoleId, type UsersTable } from '../../db/tables/users.table.js';

/** Account requests of visitors. Every query takes the firm first and is scoped by it. */
export class AccountRequestsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async emailKnown(firmId: string, emailKey: string): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').where('firm_id', '=', firmId).where('email_key', '=', emailKey).executeTakeFirst();
    return !!row;
  }

  /** The Requested user row and what the visitor said, together. */
  async insertRequest(firmId: string, user: Insertable<UsersTable>, request: Omit<Insertable<AccountRequestsTable>, 'firm_id'>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ ...user, firm_id: firmId }).execute();
      await trx.insertInto('account_requests').values({ ...request, firm_id: firmId }).execute();
    });
  }

  /** The firm's active advisors, who decide on requests. */
  async advisorEmails(firmId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('email')
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.advisor)
      .where('status', '=', 'active')
      .orderBy('created_at')
      .execute();
    return rows.map((r) => r.email);
  }
}
