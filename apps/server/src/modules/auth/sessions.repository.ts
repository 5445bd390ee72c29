import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbHandle } from '../../db/transaction.js';
import type { SessionsTable } from '../../db/tables/auth.table.js';

export type SessionRow = Selectable<SessionsTable>;

/** Sessions. The one place that deletes them, for every module (disabling a user ends theirs). */
export class SessionsRepository {
  constructor(private readonly db: DbHandle) {}

  /** The same repository inside another module's transaction. */
  within(trx: DbHandle): SessionsRepository {
    return new SessionsRepository(trx);
  }

  findById(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
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
      const row = await trx.selectFrom('sessions').selectAll().where('id', '=', oldId).executeTakeFirstOrThrow();
      await trx.deleteFrom('sessions').where('id', '=', oldId).execute();
      await trx.insertInto('sessions').values({ ...row, ...patch, id: newId }).execute();
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
