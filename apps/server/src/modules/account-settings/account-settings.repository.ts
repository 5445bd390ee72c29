import crypto from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import { countRows } from '../../db/rows.js';
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
  async replaceLogin(userId: string, firmId: string, keepSessionId: string, patch: OwnSettingsPatch, nowIso: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...patch, updated_at: nowIso })
        .where('id', '=', userId)
        .where('firm_id', '=', firmId)
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keepSessionId).execute();
      await trx.deleteFrom('settings_challenges').where('user_id', '=', userId).execute();
    });
  }

  /** The open challenge of a session for a step (one at most: a new one replaces it). */
  openChallenge(sessionId: string, userId: string, step: SettingsStepName): Promise<SettingsChallengeRow | undefined> {
    return this.db
      .selectFrom('settings_challenges')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('step', '=', step)
      .executeTakeFirst();
  }

  /** Replaces the session's challenge for the step, and logs the codes sent (the send limit counts the log). */
  async putChallenge(row: SettingsChallengeRow, codesSent: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('settings_challenges').where('session_id', '=', row.session_id).where('step', '=', row.step).execute();
      await trx.insertInto('settings_challenges').values(row).execute();
      await logSends(trx, row.user_id, codesSent, row.created_at);
    });
  }

  /** A new code for the same challenge: the failure count is kept. */
  async resendChallenge(row: SettingsChallengeRow, patch: Updateable<SettingsChallengesTable>, nowIso: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('settings_challenges').set(patch).where('id', '=', row.id).execute();
      await logSends(trx, row.user_id, 1, nowIso);
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

  /** Codes that settings sent to the user since a time, from the send log (which outlives challenges). */
  sendsSince(userId: string, sinceIso: string): Promise<number> {
    return countRows(
      this.db.selectFrom('code_sends').where('user_id', '=', userId).where('purpose', '=', SETTINGS_SEND_PURPOSE).where('created_at', '>=', sinceIso),
    );
  }
}

/** The purpose under which settings' codes are logged in `code_sends`. */
export const SETTINGS_SEND_PURPOSE = 'settings';

async function logSends(trx: Kysely<Database>, userId: string, count: number, nowIso: string): Promise<void> {
  for (let i = 0; i < count; i++) {
    await trx.insertInto('code_sends').values({ id: crypto.randomUUID(), user_id: userId, purpose: SETTINGS_SEND_PURPOSE, created_at: nowIso }).execute();
  }
}
