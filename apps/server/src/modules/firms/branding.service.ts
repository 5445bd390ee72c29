import type { AppContext } from '../../app-context.js';

/** The user id whose public avatar path shows a firm's logo: its first advisor, else the firm itself. */
export async function brandingOwnerId(ctx: AppContext, firmId: string): Promise<string> {
  const advisor = await ctx.db.kysely
    .selectFrom('users')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('role_id', '=', 6)
    .orderBy('created_at')
    .executeTakeFirst();
  return advisor?.id ?? firmId;
}
