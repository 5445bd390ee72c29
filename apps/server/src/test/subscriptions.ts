import type { DbHandle } from '../db/transaction.js';
import {
  SubscriptionsRepository,
  type NewSubscription,
} from '../modules/subscriptions/subscriptions.repository.js';

export type { NewSubscription } from '../modules/subscriptions/subscriptions.repository.js';
export { newSubscriptionRow } from '../modules/subscriptions/subscriptions.repository.js';

/*
 * A new subscription term written through a bare database handle, for code that holds no app context
 * (the test helpers' firms). The app's own code uses ctx.repos.subscriptions.insertTerm / insertStandingTerm.
 */

/** SubscriptionsRepository.insertTerm on `db`. */
export function insertSubscription(db: DbHandle, s: NewSubscription): Promise<string> {
  return new SubscriptionsRepository(db).insertTerm(s);
}

/** SubscriptionsRepository.insertStandingTerm on `db`. */
export function insertStandingSubscription(db: DbHandle, firmId: string, start: Date): Promise<string> {
  return new SubscriptionsRepository(db).insertStandingTerm(firmId, start);
}
