import type { Insertable, Selectable } from 'kysely';
import type { DbHandle } from '../../db/transaction.js';
import type { OnboardingPurpose, OnboardingTokensTable } from '../../db/tables/subscriptions.table.js';

export type OnboardingTokenRow = Selectable<OnboardingTokensTable>;

/** The single-use links of firm onboarding (migration 0009): keyed hashes of their tokens, each used once. */
export class OnboardingTokensRepository {
  constructor(private readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): OnboardingTokensRepository {
    return new OnboardingTokensRepository(trx);
  }

  async insert(row: Insertable<OnboardingTokensTable>): Promise<void> {
    await this.db.insertInto('onboarding_tokens').values(row).execute();
  }

  /** The open (unused, unexpired) link of this hash and purpose. */
  findOpen(
    purposes: readonly OnboardingPurpose[],
    tokenHash: string,
    nowIso: string,
  ): Promise<OnboardingTokenRow | undefined> {
    return this.db
      .selectFrom('onboarding_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('purpose', 'in', [...purposes])
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
  }

  /** Uses the link if it is still open: one conditional update, so of two racing uses one wins (true). */
  async consume(id: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('onboarding_tokens')
      .set({ used_at: nowIso })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The firms of firm sign-up links never used and expired at or before `expiredBefore`. */
  async unconfirmedSignupFirms(expiredBeforeIso: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('onboarding_tokens')
      .select('firm_id')
      .where('purpose', '=', 'firm_signup')
      .where('used_at', 'is', null)
      .where('expires_at', '<=', expiredBeforeIso)
      .where('firm_id', 'is not', null)
      .execute();
    return rows.flatMap((r) => (r.firm_id ? [r.firm_id] : []));
  }
}
