import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { AppType } from '@guru/shared';
import type { Database } from '../../db/schema.js';
import type { UsersTable } from '../../db/tables/users.table.js';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;

/** Users, always looked up within a firm (the provider's staff have no firm). */
export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** By username or e-mail (lower-cased key), in the firm or among the provider's staff. */
  findForLogin(firmId: string, loginKey: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) =>
        eb.and([
          eb.or([eb('firm_id', '=', firmId), eb.and([eb('firm_id', 'is', null), eb('scope', '=', 'provider')])]),
          eb.or([eb('username_key', '=', loginKey), eb('email_key', '=', loginKey)]),
        ]),
      )
      .orderBy('firm_id')
      .executeTakeFirst();
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async appsOf(userId: string): Promise<AppType[]> {
    const rows = await this.db.selectFrom('user_apps').select('app_type').where('user_id', '=', userId).execute();
    return rows.map((r) => r.app_type as AppType);
  }

  async hasApp(userId: string, appType: AppType): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_apps')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('app_type', '=', appType)
      .executeTakeFirst();
    return !!row;
  }

  async insert(row: NewUserRow, apps: AppType[], now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(row).execute();
      for (const app of apps) {
        await trx.insertInto('user_apps').values({ user_id: row.id, app_type: app, created_at: now }).execute();
      }
    });
  }

  async update(id: string, patch: Updateable<UsersTable>): Promise<void> {
    await this.db.updateTable('users').set(patch).where('id', '=', id).execute();
  }

  async countInFirm(firmId: string): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('firm_id', '=', firmId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
