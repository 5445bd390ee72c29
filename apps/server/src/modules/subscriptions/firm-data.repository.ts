import type { DbHandle } from '../../db/transaction.js';
import { inChunks, type DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: the firm's subscription terms, their notices, its payments and its Stripe events. */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const { firmId } = firm;
  const terms = (
    await trx.selectFrom('subscriptions').select('id').where('firm_id', '=', firmId).execute()
  ).map((r) => r.id);
  await inChunks(terms, (ids) =>
    trx
      .deleteFrom('subscription_notices')
      .where('subscription_id', 'in', ids)
      .returning('subscription_id')
      .execute(),
  );
  await trx.deleteFrom('payments').where('firm_id', '=', firmId).execute();
  await trx.deleteFrom('stripe_events').where('firm_id', '=', firmId).execute();
  await trx.deleteFrom('subscriptions').where('firm_id', '=', firmId).execute();
  return terms;
}
