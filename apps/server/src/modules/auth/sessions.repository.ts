import { CompiledQuery, sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { DbHandle } from '../../db/transaction.js';
import type { SessionsTable } from '../../db/tables/auth.table.js';
import type { SubscriptionStatus } from '@guru/shared';
import type { CurrentSubscription } from '../subscriptions/subscription-rules.js';
import { currentColumn } from '../subscriptions/subscriptions.repository.js';
import type { UserRow } from '../users/users.repository.js';

export type SessionRow = Selectable<SessionsTable>;

/** A session as every signed-in call reads it: with its user, and the current subscription of the user's firm. */
export interface SessionWithUser {
  session: SessionRow;
  /** Null once the user is gone. */
  user: UserRow | null;
  /** Null for a user of no firm (the provider's staff) or a firm without a subscription. */
  subscription: CurrentSubscription | null;
}

/** Every column of a session: selected beside the user's under a prefix (the user's keep their names). */
const SESSION_COLUMNS = [
  'id',
  'user_id',
  'firm_id',
  'app_type',
  'stage',
  'pin_unlocked',
  'unlock_secret',
  'created_at',
  'last_activity_at',
  'expires_at',
  'ip',
  'user_agent',
  'login_name',
  'passkey_id',
] as const satisfies ReadonlyArray<keyof SessionsTable>;
// A column added to the table and not to the list fails to compile here.
const everySessionColumn: Exclude<keyof SessionsTable, (typeof SESSION_COLUMNS)[number]> extends never
  ? true
  : never = true;
void everySessionColumn;
const SESSION_PREFIX = 'session__';
/** The session's columns by their name in the joined row. */
const SESSION_KEYS = new Map<string, string>(
  SESSION_COLUMNS.map((column) => [`${SESSION_PREFIX}${column}`, column]),
);
const SUBSCRIPTION_STATUS = `${SESSION_PREFIX}subscription_status`;
const SUBSCRIPTION_PLAN = `${SESSION_PREFIX}subscription_plan`;

/** Sessions. The one place that deletes them, for every module (disabling a user ends theirs). */
export class SessionsRepository {
  private withUserQuery: CompiledQuery | null = null;

  constructor(private readonly db: DbHandle) {}

  /** The same repository inside another module's transaction. */
  within(trx: DbHandle): SessionsRepository {
    return new SessionsRepository(trx);
  }

  findById(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The session with its user and the user's firm's current subscription, in one query instead of three:
   * every signed-in call reads them (ADR 0024). The query is built once per repository and run with the id.
   */
  async findWithUser(id: string): Promise<SessionWithUser | undefined> {
    this.withUserQuery ??= this.db
      .selectFrom('sessions')
      .leftJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(SESSION_COLUMNS.map((column) => sql.ref(`sessions.${column}`).as(`${SESSION_PREFIX}${column}`)))
      .select([
        currentColumn('status', 'users.firm_id').as(SUBSCRIPTION_STATUS),
        currentColumn('plan_id', 'users.firm_id').as(SUBSCRIPTION_PLAN),
      ])
      // The id as an expression, not a bare parameter: SQLite (3.54) re-prepares a join whose WHERE
      // compares a column with a bare bound value at every new value, which cost about 45 µs a call.
      .where('sessions.id', '=', sql<string>`cast(${''} as text)`)
      .compile();
    const { rows } = await this.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(this.withUserQuery.sql, [id]),
    );
    const row = rows[0];
    if (!row) return undefined;
    const session: Record<string, unknown> = {};
    const user: Record<string, unknown> = {};
    for (const name in row) {
      const column = SESSION_KEYS.get(name);
      if (column) session[column] = row[name];
      else if (name !== SUBSCRIPTION_STATUS && name !== SUBSCRIPTION_PLAN) user[name] = row[name];
    }
    const status = row[SUBSCRIPTION_STATUS];
    const plan = row[SUBSCRIPTION_PLAN];
    return {
      session: session as SessionRow,
      user: user.id === null || user.id === undefined ? null : (user as UserRow),
      subscription:
        typeof status === 'string' && typeof plan === 'string'
          ? { status: status as SubscriptionStatus, plan_id: plan }
          : null,
    };
  }

  async insert(row: Insertable<SessionsTable>): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  async update(id: string, patch: Updateable<SessionsTable>): Promise<void> {
    await this.db.updateTable('sessions').set(patch).where('id', '=', id).execute();
  }

  /** Gives the session a new id (a new cookie) when it is promoted, against fixation. */
  async rotate(oldId: string, newId: string, patch: Updateable<SessionsTable>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', oldId)
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('sessions').where('id', '=', oldId).execute();
      await trx
        .insertInto('sessions')
        .values({ ...row, ...patch, id: newId })
        .execute();
    });
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /** Ends every session of these users at once. */
  async deleteAllOfUsers(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.db.deleteFrom('sessions').where('user_id', 'in', userIds).execute();
  }
}
