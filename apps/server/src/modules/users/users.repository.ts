import type { Insertable, Selectable, Updateable } from 'kysely';
import type { AppType } from '@guru/shared';
import { countRows } from '../../db/rows.js';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import { RoleId, type UsersTable } from '../../db/tables/users.table.js';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;

/** Whether the user has access to the app (also for the repositories that read it inside their transactions). */
export async function userHasApp(db: DbHandle, userId: string, appType: AppType): Promise<boolean> {
  const row = await db
    .selectFrom('user_apps')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('app_type', '=', appType)
    .executeTakeFirst();
  return !!row;
}

/** The user row and their app access; `db` is a transaction (the caller's, with its other writes). */
export async function insertUserWithApps(
  db: DbHandle,
  row: NewUserRow,
  apps: AppType[],
  now: string,
): Promise<void> {
  await db.insertInto('users').values(row).execute();
  for (const app of apps) {
    await db.insertInto('user_apps').values({ user_id: row.id, app_type: app, created_at: now }).execute();
  }
}

/**
 * What runs in a new user's transaction (UsersRepository.insert): `before` the row (what the account
 * needs first: its firm, or using the invite), `after` it (what waits for it or names it).
 */
export interface UserInsertHooks {
  before?: (trx: DbHandle) => Promise<void>;
  after?: (trx: DbHandle, row: NewUserRow) => Promise<void>;
}

/** Users, always looked up within a firm (the provider's staff have no firm). */
export class UsersRepository {
  constructor(private readonly db: DbHandle) {}

  /** By username or e-mail (lower-cased key), in the firm or among the provider's staff. */
  /**
   * The user a typed name (lower-cased username or e-mail) signs in as: the firm's, and the provider's
   * staff only where `withProvider` (the suite's own host, ADR 0022).
   */
  findForLogin(firmId: string, loginKey: string, withProvider: boolean): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) =>
        eb.and([
          withProvider
            ? eb.or([
                eb('firm_id', '=', firmId),
                eb.and([eb('firm_id', 'is', null), eb('scope', '=', 'provider')]),
              ])
            : eb('firm_id', '=', firmId),
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
    const rows = await this.db
      .selectFrom('user_apps')
      .select('app_type')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.app_type as AppType);
  }

  hasApp(userId: string, appType: AppType): Promise<boolean> {
    return userHasApp(this.db, userId, appType);
  }

  /** The user row and their app access in one transaction, with what `hooks` add to it. */
  async insert(row: NewUserRow, apps: AppType[], now: string, hooks: UserInsertHooks = {}): Promise<void> {
    await this.transaction(async (users, trx) => {
      await hooks.before?.(trx);
      await users.insertWithApps(row, apps, now);
      await hooks.after?.(trx, row);
    });
  }

  /** The user row and their app access, on this repository's handle (a caller's transaction: `within`). */
  insertWithApps(row: NewUserRow, apps: AppType[], now: string): Promise<void> {
    return insertUserWithApps(this.db, row, apps, now);
  }

  /** Updates a user who is still pending (of the firm, when given); false when none was. */
  async updatePending(
    user: { id: string; firmId?: string },
    patch: Updateable<UsersTable>,
  ): Promise<boolean> {
    let q = this.db.updateTable('users').set(patch).where('id', '=', user.id).where('status', '=', 'pending');
    if (user.firmId !== undefined) q = q.where('firm_id', '=', user.firmId);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Whether one of the provider's staff has any of these lower-cased keys as username or e-mail. */
  async providerNameTaken(keys: readonly string[]): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('scope', '=', 'provider')
      .where((eb) => eb.or([eb('username_key', 'in', [...keys]), eb('email_key', 'in', [...keys])]))
      .executeTakeFirst();
    return !!row;
  }

  async update(id: string, patch: Updateable<UsersTable>): Promise<void> {
    await this.db.updateTable('users').set(patch).where('id', '=', id).execute();
  }

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): UsersRepository {
    return new UsersRepository(trx);
  }

  /** Runs `fn` in one transaction: this repository bound to it, and the handle for other modules' rows. */
  transaction<T>(fn: (tx: UsersRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  /** The firm's active advisors' addresses and names (for the firm's notices). */
  activeAdvisorsOf(firmId: string): Promise<Array<Pick<UserRow, 'email' | 'first_name' | 'last_name'>>> {
    return this.db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name'])
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.advisor)
      .where('status', '=', 'active')
      .execute();
  }

  /** The provider's active staff (they belong to no firm): who is told what a held-back firm deletion kept. */
  activeProviderStaff(): Promise<Array<Pick<UserRow, 'email'>>> {
    return this.db
      .selectFrom('users')
      .select(['email'])
      .where('role_id', '=', RoleId.provider)
      .where('status', '=', 'active')
      .orderBy('email')
      .execute();
  }

  /** Whether the firm has any user past pending (an account someone signed up or confirmed). */
  async hasAccountInFirm(firmId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('firm_id', '=', firmId)
      .where('status', '<>', 'pending')
      .executeTakeFirst();
    return !!row;
  }

  /** The id of the firm's first advisor (by creation), if it has one. */
  async firstAdvisorOf(firmId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.advisor)
      .orderBy('created_at')
      .executeTakeFirst();
    return row?.id;
  }

  countInFirm(firmId: string): Promise<number> {
    return countRows(this.db.selectFrom('users').where('firm_id', '=', firmId));
  }
}
