import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionsTable } from '../../db/tables/auth.table.js';

export type SessionRow = Selectable<SessionsTable>;

export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

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

  async deleteAllOfUser(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}
