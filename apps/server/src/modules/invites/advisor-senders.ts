import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Each advisor's own verified sender address (migration 0005): invites and the advisor's other
 * client mails go out in the firm's name with this address as Reply-To. The table belongs to
 * Client Management, so its type lives here and joins the schema with `withTables`.
 */
export interface AdvisorSendersTable {
  user_id: string;
  firm_id: string;
  email: string;
  verified_at: string;
}

export type SendersDatabase = Database & { advisor_senders: AdvisorSendersTable };

export function withSenders(db: Kysely<Database>): Kysely<SendersDatabase> {
  return db.withTables<{ advisor_senders: AdvisorSendersTable }>();
}

/** The advisor's verified sender address, or null. */
export async function verifiedSenderOf(db: Kysely<Database>, firmId: string, advisorId: string): Promise<string | null> {
  const row = await withSenders(db)
    .selectFrom('advisor_senders')
    .select('email')
    .where('firm_id', '=', firmId)
    .where('user_id', '=', advisorId)
    .executeTakeFirst();
  return row?.email ?? null;
}
