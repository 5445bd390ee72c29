import { selectByChunks } from '../../../db/rows.js';
import type { NotificationDirection } from '../../../db/tables/sharing.table.js';
import { RoleId } from '../../../db/tables/users.table.js';
import type { DbHandle } from '../../../db/transaction.js';

/** The queued uploads of one client and direction that one notification e-mail announces. */
export interface NotificationBatch {
  firmId: string;
  clientId: string;
  direction: NotificationDirection;
  documentIds: string[];
}

/** A queued upload (document_notifications): `sendAfter` is when its batch is due. */
export interface QueuedUpload {
  firmId: string;
  clientId: string;
  direction: NotificationDirection;
  documentId: string;
  createdAt: string;
  sendAfter: string;
}

/** Upload notifications waiting to be sent (document_notifications), and what their e-mails name. */
export class NotificationsRepository {
  constructor(private readonly db: DbHandle) {}

  /** When the batch still waiting (not yet due at `nowIso`) for this client and direction is due, if there is one. */
  async openBatchDue(
    firmId: string,
    clientId: string,
    direction: NotificationDirection,
    nowIso: string,
  ): Promise<string | null> {
    const open = await this.db
      .selectFrom('document_notifications')
      .select((eb) => eb.fn.min('send_after').as('send_after'))
      .where('firm_id', '=', firmId)
      .where('client_id', '=', clientId)
      .where('direction', '=', direction)
      .where('send_after', '>', nowIso)
      .executeTakeFirst();
    return open?.send_after ?? null;
  }

  async queue(upload: QueuedUpload): Promise<void> {
    await this.db
      .insertInto('document_notifications')
      .values({
        id: crypto.randomUUID(),
        firm_id: upload.firmId,
        client_id: upload.clientId,
        direction: upload.direction,
        document_id: upload.documentId,
        created_at: upload.createdAt,
        send_after: upload.sendAfter,
      })
      .execute();
  }

  /**
   * Claims the due batches: deletes every queued upload whose batch is due, in one statement per
   * client and direction, and returns what it deleted. A row is sent at most once: of two instances,
   * only the one whose delete removed it sends it (the job's lease keeps them from running together anyway).
   */
  async claimDue(nowIso: string): Promise<NotificationBatch[]> {
    const groups = await this.db
      .selectFrom('document_notifications')
      .select(['firm_id', 'client_id', 'direction'])
      .where('send_after', '<=', nowIso)
      .groupBy(['firm_id', 'client_id', 'direction'])
      .execute();
    const batches: NotificationBatch[] = [];
    for (const g of groups) {
      const rows = await this.db
        .deleteFrom('document_notifications')
        .where('firm_id', '=', g.firm_id)
        .where('client_id', '=', g.client_id)
        .where('direction', '=', g.direction)
        .where('send_after', '<=', nowIso)
        .returning('document_id')
        .execute();
      if (rows.length > 0)
        batches.push({
          firmId: g.firm_id,
          clientId: g.client_id,
          direction: g.direction,
          documentIds: rows.map((r) => r.document_id),
        });
    }
    return batches;
  }

  /** The batch's files that are still in the client's shared area (a file moved to the private area is never named). */
  sharedFiles(batch: NotificationBatch): Promise<Array<{ file_name: string; created_at: string }>> {
    return selectByChunks(batch.documentIds, (part) =>
      this.db
        .selectFrom('documents')
        .select(['file_name', 'created_at'])
        .where('firm_id', '=', batch.firmId)
        .where('client_id', '=', batch.clientId)
        .where('area', '=', 'shared')
        .where('id', 'in', part)
        .execute(),
    );
  }

  /** The batch's client (a primary client of the firm) as the notification needs them, with their setting now. */
  client(firmId: string, clientId: string) {
    return this.db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name', 'enable_notification', 'status'])
      .where('id', '=', clientId)
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.client)
      .executeTakeFirst();
  }

  /** The e-mails of the firm's active advisors, in order. */
  async advisorEmails(firmId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('email')
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.advisor)
      .where('scope', '=', 'admin')
      .where('status', '=', 'active')
      .orderBy('email_key')
      .execute();
    return rows.map((r) => r.email);
  }
}
