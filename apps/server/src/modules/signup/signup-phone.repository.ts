import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbHandle } from '../../db/transaction.js';
import type { SignupPhoneChecksTable } from '../../db/tables/pin-reset.table.js';

export type SignupPhoneCheckRow = Selectable<SignupPhoneChecksTable>;

/** The sign-up's phone confirmations (table of migration 0013). Every query is scoped by the firm. */
export class SignupPhoneRepository {
  constructor(private readonly db: DbHandle) {}

  async insertPhoneCheck(row: Insertable<SignupPhoneChecksTable>): Promise<void> {
    await this.db.insertInto('signup_phone_checks').values(row).execute();
  }

  async updatePhoneCheck(firmId: string, id: string, patch: Updateable<SignupPhoneChecksTable>): Promise<void> {
    await this.db.updateTable('signup_phone_checks').set(patch).where('firm_id', '=', firmId).where('id', '=', id).execute();
  }

  /** The newest check of an invite for a phone. */
  latestPhoneCheck(firmId: string, inviteId: string, phone: string): Promise<SignupPhoneCheckRow | undefined> {
    return this.db
      .selectFrom('signup_phone_checks')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('invite_id', '=', inviteId)
      .where('phone', '=', phone)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  /** Codes sent for an invite, or to a phone, since a time (the send limits). */
  async phoneChecksSince(firmId: string, by: { inviteId: string } | { phone: string }, sinceIso: string): Promise<number> {
    let q = this.db
      .selectFrom('signup_phone_checks')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('firm_id', '=', firmId)
      .where('created_at', '>=', sinceIso);
    q = 'inviteId' in by ? q.where('invite_id', '=', by.inviteId) : q.where('phone', '=', by.phone);
    const row = await q.executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
