import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PasskeyChallengesTable, PasskeysTable } from '../../db/tables/passkeys.table.js';

export type PasskeyRow = Selectable<PasskeysTable>;
export type PasskeyChallengeRow = Selectable<PasskeyChallengesTable>;

/** Passkeys and the challenges of their ceremonies (ADR 0044); every query is scoped by firm or owner. */
export class PasskeysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listOfUser(userId: string): Promise<PasskeyRow[]> {
    return this.db
      .selectFrom('passkeys')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async countOfUser(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  findOfUser(userId: string, id: string): Promise<PasskeyRow | undefined> {
    return this.db
      .selectFrom('passkeys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A credential at a firm: another firm's credential of the same id is never found. */
  findByCredential(firmId: string, credentialId: string): Promise<PasskeyRow | undefined> {
    return this.db
      .selectFrom('passkeys')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('credential_id', '=', credentialId)
      .executeTakeFirst();
  }

  async insert(row: Insertable<PasskeysTable>): Promise<void> {
    await this.db.insertInto('passkeys').values(row).execute();
  }

  /**
   * Records a use: the new counter, only if the stored one is still the one the check compared with (two
   * parallel answers of a cloned authenticator cannot both pass). Answers whether the row was updated.
   */
  async recordUse(id: string, seenCounter: number, newCounter: number, usedAt: string): Promise<boolean> {
    const result = await this.db
      .updateTable('passkeys')
      .set({ counter: newCounter, last_used_at: usedAt })
      .where('id', '=', id)
      .where('counter', '=', seenCounter)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async rename(userId: string, id: string, name: string): Promise<boolean> {
    const result = await this.db
      .updateTable('passkeys')
      .set({ name })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setPrfUserKey(userId: string, id: string, prfUserKey: string): Promise<boolean> {
    const result = await this.db
      .updateTable('passkeys')
      .set({ prf_user_key: prfUserKey })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('prf_supported', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Removes the passkey (and with it its PRF wrap); answers the removed row. */
  async delete(userId: string, id: string): Promise<PasskeyRow | undefined> {
    return this.db
      .deleteFrom('passkeys')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async putChallenge(row: PasskeyChallengeRow): Promise<void> {
    await this.db.insertInto('passkey_challenges').values(row).execute();
  }

  /** Takes a challenge once: the first answer that names it deletes it, any other finds nothing. */
  takeChallenge(challenge: string): Promise<PasskeyChallengeRow | undefined> {
    return this.db
      .deleteFrom('passkey_challenges')
      .where('challenge', '=', challenge)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteExpiredChallenges(now: string): Promise<void> {
    await this.db.deleteFrom('passkey_challenges').where('expires_at', '<', now).execute();
  }
}
