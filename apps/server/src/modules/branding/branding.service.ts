import type { AppContext } from '../../app-context.js';

/** The user id whose public avatar path shows a firm's logo: its first advisor, else the firm itself. */
export async function brandingOwnerId(ctx: AppContext, firmId: string): Promise<string> {
  return (await ctx.repos.users.firstAdvisorOf(firmId)) ?? firmId;
}
