import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbHandle } from '../../db/transaction.js';
import type { SignupPhoneChecksTable } from '../../db/tables/pin-reset.table.js';

export type SignupPhoneCheckRow = Selectable<SignupPhoneChecksTable>;

/** The sign-up's phone confirmations (table of migration 0013; its codes are one-time codes). Every query is scoped by the firm. */
export class SignupPhoneRepository {
  constructor(private readonly db: DbHandle) {}

  /** A new code's check replaces the invite's former checks of the same number (so the newest is the only one). */
  async replacePhoneCheck(row: Insertable<SignupPhoneChecksTable>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('signup_phone_checks')
        .where('firm_id', '=', row.firm_id)
        .where('invite_id', '=', row.invite_id)
        .where('phone', '=', row.phone)
        .execute();
      await trx.insertInto('signup_phone_checks').values(row).execute();
    });
  }

  async updatePhoneCheck(
    firmId: string,
    id: string,
    patch: Updateable<SignupPhoneChecksTable>,
  ): Promise<void> {
    await this.db
      .updateTable('signup_phone_checks')
      .set(patch)
      .where('firm_id', '=', firmId)
      .where('id', '=', id)
      .execute();
  }

  /** The check of an invite for a phone (the newest, should two have been made at once). */
  latestPhoneCheck(
    firmId: string,
    inviteId: string,
    phone: string,
  ): Promise<SignupPhoneCheckRow | undefined> {
    return this.db
      .selectFrom('signup_phone_checks')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('invite_id', '=', inviteId)
      .where('phone', '=', phone)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }
}
