import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OutboxMessage } from '@guru/shared';
import type { Database } from '../../db/schema.js';
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
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

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
    const rows = await this.db
      .selectFrom('outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      text: r.body_text,
      createdAt: r.created_at,
    }));
  }
}
