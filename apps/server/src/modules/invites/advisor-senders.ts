import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The advisor's own verified sender address (migration 0005), or null: invites and the advisor's
 * other client mails go out in the firm's name with this address as Reply-To.
 */
export async function verifiedSenderOf(
  db: Kysely<Database>,
  firmId: string,
  advisorId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('advisor_senders')
    .select('email')
    .where('firm_id', '=', firmId)
    .where('user_id', '=', advisorId)
    .executeTakeFirst();
  return row?.email ?? null;
}
