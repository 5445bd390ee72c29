import crypto from 'node:crypto';
import type { OutboxMessage } from '@guru/shared';
import type { DbHandle } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';

export interface OutboxEntry {
  firmId: string | null;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  text: string;
  replyTo: string | null;
}

let sequence = 0;

/** Ids that sort in insertion order (real time, then a counter), whatever clock the app uses. */
function sortableId(): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${Date.now().toString().padStart(15, '0')}-${String(sequence).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}`;
}

export class OutboxRepository {
  constructor(
    private readonly db: DbHandle,
    private readonly clock: Clock,
  ) {}

  /** The same repository inside another module's transaction. */
  within(trx: DbHandle): OutboxRepository {
    return new OutboxRepository(trx, this.clock);
  }

  async add(entry: OutboxEntry): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        id: sortableId(),
        firm_id: entry.firmId,
        channel: entry.channel,
        recipient: entry.recipient,
        subject: entry.subject,
        body_text: entry.text,
        reply_to: entry.replyTo,
        created_at: this.clock.now().toISOString(),
      })
      .execute();
  }

  /** Newest first. */
  async list(limit = 200): Promise<OutboxMessage[]> {
    const rows = await this.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      text: r.body_text,
      createdAt: r.created_at,
    }));
  }

  /** Every outbox message of a firm (the firm is removed). */
  async deleteOfFirm(firmId: string): Promise<void> {
    await this.db.deleteFrom('outbox').where('firm_id', '=', firmId).execute();
  }

  /**
   * Forgets the firm's copies of mails and texts to a person: to their e-mail (any case, given
   * lower-cased) or to any of their phone numbers.
   */
  async deleteSentTo(firmId: string, emailKey: string, phones: readonly string[]): Promise<void> {
    await this.db
      .deleteFrom('outbox')
      .where('firm_id', '=', firmId)
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['recipient']), '=', emailKey),
          ...(phones.length ? [eb('recipient', 'in', phones)] : []),
        ]),
      )
      .execute();
    // And the queue's rows to them (infra/outgoing), sent or not.
    await this.db
      .deleteFrom('outgoing_messages')
      .where('firm_id', '=', firmId)
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['recipient']), '=', emailKey),
          ...(phones.length ? [eb('recipient', 'in', phones)] : []),
        ]),
      )
      .execute();
  }
}
