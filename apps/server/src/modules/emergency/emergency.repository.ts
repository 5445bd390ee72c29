import crypto from 'node:crypto';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import {
  EmergencyRequestStatus,
  type EmergencyContactsTable,
  type EmergencyRequestsTable,
} from '../../db/tables/emergency.table.js';

export type EmergencyContactRow = Selectable<EmergencyContactsTable>;
export type EmergencyRequestRow = Selectable<EmergencyRequestsTable>;

/** Requests that may still lead to access: the contact is waiting, or holds the released share. */
const openStatuses = [EmergencyRequestStatus.waiting, EmergencyRequestStatus.released];

/** Emergency contacts, their requests and events; every query is scoped by firm (and by user where a client asks). */
export class EmergencyRepository {
  constructor(private readonly db: DbHandle) {}

  /** Its handle (a transaction's, inside `transaction`): other modules' writes that must commit with its own (the audit trail). */
  get handle(): DbHandle {
    return this.db;
  }

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): EmergencyRepository {
    return new EmergencyRepository(trx);
  }

  /** Runs `fn` in one transaction: this repository bound to it, and the handle for other modules' rows. */
  transaction<T>(fn: (tx: EmergencyRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  requestById(firmId: string, id: string): Promise<EmergencyRequestRow | undefined> {
    return this.db
      .selectFrom('emergency_requests')
      .selectAll()
      .where('id', '=', id)
      .where('firm_id', '=', firmId)
      .executeTakeFirst();
  }

  contactOfUser(firmId: string, userId: string): Promise<EmergencyContactRow | undefined> {
    return this.db
      .selectFrom('emergency_contacts')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  contactByKit(firmId: string, kitId: string): Promise<EmergencyContactRow | undefined> {
    return this.db
      .selectFrom('emergency_contacts')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('kit_id', '=', kitId)
      .executeTakeFirst();
  }

  contactById(firmId: string, id: string): Promise<EmergencyContactRow | undefined> {
    return this.db
      .selectFrom('emergency_contacts')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertContact(row: Insertable<EmergencyContactsTable>): Promise<void> {
    await this.db.insertInto('emergency_contacts').values(row).execute();
  }

  /** Destroys the contact row, and with it the server's share S: the kit is void at once. */
  async deleteContactOfUser(firmId: string, userId: string): Promise<void> {
    await this.db
      .deleteFrom('emergency_contacts')
      .where('firm_id', '=', firmId)
      .where('user_id', '=', userId)
      .execute();
  }

  async insertRequest(row: Insertable<EmergencyRequestsTable>): Promise<void> {
    await this.db.insertInto('emergency_requests').values(row).execute();
  }

  /** The newest request of a contact (open or not). */
  latestRequestOfContact(firmId: string, contactId: string): Promise<EmergencyRequestRow | undefined> {
    return this.db
      .selectFrom('emergency_requests')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('contact_id', '=', contactId)
      .orderBy('requested_at', 'desc')
      .executeTakeFirst();
  }

  openRequestOfUser(firmId: string, userId: string): Promise<EmergencyRequestRow | undefined> {
    return this.db
      .selectFrom('emergency_requests')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('user_id', '=', userId)
      .where('status', 'in', openStatuses)
      .orderBy('requested_at', 'desc')
      .executeTakeFirst();
  }

  openRequestByRefuseToken(firmId: string, tokenHash: string): Promise<EmergencyRequestRow | undefined> {
    return this.db
      .selectFrom('emergency_requests')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('refuse_token_hash', '=', tokenHash)
      .where('status', 'in', openStatuses)
      .executeTakeFirst();
  }

  releasedRequestByTakeoverToken(
    firmId: string,
    tokenHash: string,
    nowIso: string,
  ): Promise<EmergencyRequestRow | undefined> {
    return this.db
      .selectFrom('emergency_requests')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('takeover_token_hash', '=', tokenHash)
      .where('status', '=', EmergencyRequestStatus.released)
      .where('takeover_expires_at', '>', nowIso)
      .executeTakeFirst();
  }

  async updateRequest(id: string, patch: Updateable<EmergencyRequestsTable>): Promise<void> {
    await this.db.updateTable('emergency_requests').set(patch).where('id', '=', id).execute();
  }

  /** Moves an open request to an end state; false when another call ended it first (single use). */
  async endRequest(
    id: string,
    from: readonly EmergencyRequestStatus[],
    status: EmergencyRequestStatus,
    nowIso: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('emergency_requests')
      .set({ status, ended_at: nowIso, takeover_token_hash: null, takeover_expires_at: null })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Every open request of the user ends without access (the contact was changed or removed). */
  async voidOpenRequestsOfUser(firmId: string, userId: string, nowIso: string): Promise<void> {
    await this.db
      .updateTable('emergency_requests')
      .set({
        status: EmergencyRequestStatus.void,
        ended_at: nowIso,
        takeover_token_hash: null,
        takeover_expires_at: null,
      })
      .where('firm_id', '=', firmId)
      .where('user_id', '=', userId)
      .where('status', 'in', openStatuses)
      .execute();
  }

  async insertEvent(e: {
    userId: string;
    firmId: string;
    requestId: string | null;
    kind: string;
    at: string;
  }): Promise<void> {
    await this.db
      .insertInto('emergency_events')
      .values({
        id: crypto.randomUUID(),
        user_id: e.userId,
        firm_id: e.firmId,
        request_id: e.requestId,
        kind: e.kind,
        created_at: e.at,
      })
      .execute();
  }

  /** Whether a request has logged an event of a kind (the client is told of the first code sent only). */
  async hasEvent(requestId: string, kind: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('emergency_events')
      .select('id')
      .where('request_id', '=', requestId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row !== undefined;
  }

  eventsOfUser(
    firmId: string,
    userId: string,
  ): Promise<Array<{ kind: string; created_at: string; request_id: string | null }>> {
    return this.db
      .selectFrom('emergency_events')
      .select(['kind', 'created_at', 'request_id'])
      .where('firm_id', '=', firmId)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .execute();
  }
}
