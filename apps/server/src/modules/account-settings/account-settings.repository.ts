import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SettingsChallengesTable } from '../../db/tables/account-settings.table.js';
import type { UsersTable } from '../../db/tables/users.table.js';

export type SettingsChallengeRow = Selectable<SettingsChallengesTable>;
export type SettingsStepName = SettingsChallengesTable['step'];

/** The columns of their own user row that account settings change. */
export type OwnSettingsPatch = Pick<
  Updateable<UsersTable>,
  | 'first_name'
  | 'last_name'
  | 'enable_notification'
  | 'recover_phone_number'
  | 'pin_time_minutes'
  | 'logout_time_minutes'
  | 'phone_number'
  | 'pin_hash'
  | 'auth_hash'
  | 'kdf_salt'
  | 'kdf_params'
  | 'protected_user_key'
  | 'recovery_user_key'
  | 'photo_updated_at'
  | 'email_kdf_salt'
  | 'email_auth_hash'
  | 'email_protected_user_key'
>;

/** SQL of account settings: every query is scoped by the caller's own user id and firm. */
export class AccountSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Updates the caller's own row (never another user's: scoped by id and firm). */
  async updateOwn(userId: string, firmId: string, patch: OwnSettingsPatch, nowIso: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...patch, updated_at: nowIso })
      .where('id', '=', userId)
      .where('firm_id', '=', firmId)
      .execute();
  }

  /** The master password's new verifier and wrapped key, and every OTHER session ended, in one transaction. */
  async replaceLogin(
    userId: string,
    firmId: string,
    keepSessionId: string,
    patch: OwnSettingsPatch,
    nowIso: string,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...patch, updated_at: nowIso })
        .where('id', '=', userId)
        .where('firm_id', '=', firmId)
        .execute();
      await trx
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('id', '<>', keepSessionId)
        .execute();
      await trx.deleteFrom('settings_challenges').where('user_id', '=', userId).execute();
    });
  }

  /** The open challenge of a session for a step (one at most: a new one replaces it). */
  openChallenge(
    sessionId: string,
    userId: string,
    step: SettingsStepName,
  ): Promise<SettingsChallengeRow | undefined> {
    return this.db
      .selectFrom('settings_challenges')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('step', '=', step)
      .executeTakeFirst();
  }

  /** Replaces the session's challenge for the step. */
  async putChallenge(row: SettingsChallengeRow): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('settings_challenges')
        .where('session_id', '=', row.session_id)
        .where('step', '=', row.step)
        .execute();
      await trx.insertInto('settings_challenges').values(row).execute();
    });
  }

  async updateChallenge(id: string, patch: Updateable<SettingsChallengesTable>): Promise<void> {
    await this.db.updateTable('settings_challenges').set(patch).where('id', '=', id).execute();
  }

  async deleteChallenge(id: string): Promise<void> {
    await this.db.deleteFrom('settings_challenges').where('id', '=', id).execute();
  }

  /** Uses a challenge once: true only for the call that removed it. */
  async takeChallenge(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('settings_challenges').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
