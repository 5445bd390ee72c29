import type { Insertable, Kysely } from 'kysely';
import type { AppType } from '@guru/shared';
import type { Database } from '../../db/schema.js';
import type { AccountRequestsTable } from '../../db/tables/clients.table.js';
import { RoleId, type UsersTable, type UserStatus } from '../../db/tables/users.table.js';
import { userHasApp } from '../users/users.repository.js';

export type NewAccountRequest = Omit<Insertable<AccountRequestsTable>, 'firm_id'>;

/** Who an e-mail already belongs to in the firm. */
export interface KnownPerson {
  id: string;
  role_id: number;
  status: UserStatus;
}

/** Account requests of visitors. Every query takes the firm first and is scoped by it. */
export class AccountRequestsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findPerson(firmId: string, emailKey: string): Promise<KnownPerson | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'role_id', 'status'])
      .where('firm_id', '=', firmId)
      .where('email_key', '=', emailKey)
      .executeTakeFirst();
  }

  hasApp(userId: string, appType: AppType): Promise<boolean> {
    return userHasApp(this.db, userId, appType);
  }

  /** A client invite to the app that is not used yet (what makes the row Pending on that app). */
  async hasOpenInvite(firmId: string, emailKey: string, appType: AppType): Promise<boolean> {
    const row = await this.db
      .selectFrom('invites')
      .select('id')
      .where('firm_id', '=', firmId)
      .where('email_key', '=', emailKey)
      .where('app_type', '=', appType)
      .where('used_at', 'is', null)
      .where('client_id', 'is', null)
      .executeTakeFirst();
    return !!row;
  }

  /** The Requested user row and what the visitor said, together. */
  async insertRequest(
    firmId: string,
    user: Insertable<UsersTable>,
    request: NewAccountRequest,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ ...user, firm_id: firmId })
        .execute();
      await trx
        .insertInto('account_requests')
        .values({ ...request, firm_id: firmId })
        .execute();
    });
  }

  /** A request for one more app of a person without an account yet; a repeated one is kept as it was. */
  async addRequest(firmId: string, request: NewAccountRequest): Promise<void> {
    await this.db
      .insertInto('account_requests')
      .values({ ...request, firm_id: firmId })
      .onConflict((oc) => oc.columns(['user_id', 'app_type']).doNothing())
      .execute();
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
