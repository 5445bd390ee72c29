import type { Kysely, Selectable } from 'kysely';
import { countRows } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { ChallengesTable } from '../../db/tables/auth.table.js';

export type ChallengeRow = Selectable<ChallengesTable>;

/** One-time codes sent by SMS (stored as keyed hashes, never in clear). */
export class ChallengesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the challenge and logs the send (the log is what the send limit counts). */
  async insert(row: ChallengeRow): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('challenges').values(row).execute();
      await trx.insertInto('code_sends').values({ id: row.id, user_id: row.user_id, purpose: row.purpose, created_at: row.created_at }).execute();
    });
  }

  latestOpenForSession(sessionId: string, purpose: string): Promise<ChallengeRow | undefined> {
    return this.db
      .selectFrom('challenges')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  countForSessionSince(sessionId: string, purpose: string, sinceIso: string): Promise<number> {
    return countRows(
      this.db
        .selectFrom('challenges')
        .where('session_id', '=', sessionId)
        .where('purpose', '=', purpose)
        .where('created_at', '>=', sinceIso),
    );
  }

  /** Codes sent to the user, from the send log (which outlives sessions and their challenges). */
  countSentSince(userId: string, purpose: string, sinceIso: string): Promise<number> {
    return countRows(
      this.db
        .selectFrom('code_sends')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('created_at', '>=', sinceIso),
    );
  }

  async consumeOpenForSession(sessionId: string, purpose: string, nowIso: string): Promise<void> {
    await this.db
      .updateTable('challenges')
      .set({ consumed_at: nowIso })
      .where('session_id', '=', sessionId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
  }

  async consume(id: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('challenges')
      .set({ consumed_at: nowIso })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
